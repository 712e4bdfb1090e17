package blackjack

import (
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

// The engine's RNG drives the rules' shuffle.
var _ cards.Intner = (*game.RNG)(nil)

// newState opens a table or fails the test.
func newState(t testing.TB, cfg Config, seed uint64) State {
	t.Helper()
	s, err := Game.New(cfg, seed)
	require.NoError(t, err)
	return s
}

// must applies an action that the test expects to be legal.
func must(t testing.TB, s State, seat game.Seat, a Action) (State, []game.Event) {
	t.Helper()
	next, events, err := Game.Reduce(s, seat, a)
	require.NoError(t, err, "%s %s", seat, a)
	return next, events
}

// stack returns s with the next cards of the shoe set to the faces in text
// (such as "10S 9H AD"), each taken from further down the shoe by a swap,
// so the pack keeps every card exactly once.
func stack(t testing.TB, s State, text string) State {
	t.Helper()
	for i, want := range cards.MustParseList(text) {
		pos := s.next + i
		j := pos
		for j < s.size && s.shoe[j].Face() != want {
			j++
		}
		require.Less(t, j, s.size, "no %s left in the shoe to stack", want)
		s.shoe[pos], s.shoe[j] = s.shoe[j], s.shoe[pos]
	}
	return s
}

// find returns the first event of type E.
func find[E game.Event](events []game.Event) (E, bool) {
	for _, e := range events {
		if x, ok := e.(E); ok {
			return x, true
		}
	}
	var zero E
	return zero, false
}

// all returns every event of type E.
func all[E game.Event](events []game.Event) []E {
	var out []E
	for _, e := range events {
		if x, ok := e.(E); ok {
			out = append(out, x)
		}
	}
	return out
}

// inPlay lists every card in a hand or the dealer's.
func inPlay(s State) []cards.Card {
	var out []cards.Card
	out = append(out, s.dealer.Cards[:s.dealer.N]...)
	for i := range s.cfg.Seats {
		p := s.spots[i]
		for h := range p.NHands {
			out = append(out, p.Hands[h].Cards[:p.Hands[h].N]...)
		}
	}
	return out
}

// requireConserved checks that the shoe array holds every card of the pack
// exactly once (each face Decks times) and, during a round, that the cards
// dealt this round are exactly the cards in the hands. It counts in arrays,
// not maps: the property tests call it after every action.
func requireConserved(t gametest.T, s State) {
	t.Helper()
	require.Equal(t, s.cfg.Rules.Decks*52, s.size)
	require.True(t, 0 <= s.start && s.start <= s.next && s.next <= s.size, "start %d next %d", s.start, s.next)
	var seen [bj.MaxDecks][cards.NumSuits + 1][cards.NumRanks + 1]bool
	var faces [cards.NumSuits + 1][cards.NumRanks + 1]int
	for _, c := range s.shoe[:s.size] {
		if !c.Valid() || c.IsJoker() || int(c.Deck) >= s.cfg.Rules.Decks || seen[c.Deck][c.Suit][c.Rank] {
			require.Failf(t, "bad shoe", "card %v of deck %d is invalid or twice", c, c.Deck)
		}
		seen[c.Deck][c.Suit][c.Rank] = true
		faces[c.Suit][c.Rank]++
	}
	for _, suit := range cards.Suits {
		for r := cards.Ace; r <= cards.King; r++ {
			if faces[suit][r] != s.cfg.Rules.Decks {
				require.Failf(t, "bad shoe", "%v appears %d times", cards.New(r, suit), faces[suit][r])
			}
		}
	}
	for _, c := range s.shoe[s.size:] {
		if !c.IsZero() {
			require.Fail(t, "a card beyond the shoe")
		}
	}
	if s.phase != PhaseInsurance && s.phase != PhasePlay {
		require.Equal(t, s.start, s.next, "no card in play between rounds")
		return
	}
	var dealt, held [bj.MaxDecks][cards.NumSuits + 1][cards.NumRanks + 1]int
	for _, c := range s.shoe[s.start:s.next] {
		dealt[c.Deck][c.Suit][c.Rank]++
	}
	n := 0
	for _, c := range inPlay(s) {
		held[c.Deck][c.Suit][c.Rank]++
		n++
	}
	if n != s.next-s.start || dealt != held {
		require.ElementsMatch(t, s.shoe[s.start:s.next], inPlay(s), "cards dealt this round are the cards in the hands")
	}
}
