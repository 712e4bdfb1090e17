package blackjack

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/game/gametest"
	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

func dealt(text string, faceDown bool) []game.Event {
	var out []game.Event
	for _, c := range cards.MustParseList(text) {
		out = append(out, gb.CardDealt{Card: c, FaceDown: faceDown})
	}
	return out
}

func TestCounterObserve(t *testing.T) {
	c, err := NewCounter(bj.Default())
	require.NoError(t, err)
	c.Observe([]game.Event{gb.RoundStarted{Round: 1}})
	c.Observe(dealt("2S 5H KD 9C", false))
	c.Observe(dealt("AS", true)) // the hole card, face down: not seen
	assert.Equal(t, Count{Decks: 6, Running: 1, Seen: 4}, c.Count())
	c.Observe(dealt("3S", true)) // even unredacted, a face-down card is not counted
	assert.Equal(t, Count{Decks: 6, Running: 1, Seen: 4}, c.Count())
	c.Observe([]game.Event{gb.HoleCardRevealed{Card: cards.New(cards.Ace, cards.Spades)}})
	assert.Equal(t, Count{Decks: 6, Running: 0, Seen: 5}, c.Count())

	// A mid-round reshuffle keeps the cards of this round that were seen.
	c.Observe([]game.Event{gb.RoundOver{Round: 1}, gb.RoundStarted{Round: 2}})
	c.Observe(dealt("4S 6H", false))
	c.Observe(dealt("QS", true))
	c.Observe([]game.Event{gb.ShoeShuffled{Cards: 200, MidRound: true}})
	assert.Equal(t, Count{Decks: 6, Running: 2, Seen: 2}, c.Count())
	c.Observe([]game.Event{gb.ShoeShuffled{Cards: 312, UntilCut: 234}})
	assert.Equal(t, NewCount(6), c.Count())
}

// Fed its redacted events at a real table, the counter's count is exactly
// the Hi-Lo count of the cards that were face up since the shuffle: at
// every decision, every card dealt but a hole card still face down.
func TestCounterSeesOnlyItsView(t *testing.T) {
	r := bj.Default()
	r.Decks = 2
	s, err := gb.Game.New(gb.Config{Rules: r, Seats: 3, Bankroll: 100_000}, 5)
	require.NoError(t, err)
	var counters [3]*Counter
	for i := range counters {
		counters[i], err = NewCounter(r)
		require.NoError(t, err)
	}
	want := NewCount(r.Decks)
	hole := 0
	for range 4000 {
		seat, _ := gametest.ToMove(gb.Game, s)
		v := gb.Game.View(s, seat)
		expect := want
		if hole != 0 {
			expect.Running -= HiLoTag(hole)
			expect.Seen--
		}
		for i, c := range counters {
			require.Equal(t, expect, c.Count(), "seat P%d", i+1)
		}
		a := counters[seat].Decide(v)
		require.NoError(t, v.Check(a))
		var events []game.Event
		s, events, err = gb.Game.Reduce(s, seat, a)
		require.NoError(t, err)
		for i, c := range counters {
			c.Observe(game.RedactAll(gb.Game, events, game.Seat(i)))
		}
		for _, e := range events { // the omniscient count
			switch e := e.(type) {
			case gb.ShoeShuffled:
				require.False(t, e.MidRound)
				want = NewCount(r.Decks)
			case gb.CardDealt:
				want = want.AddCards(e.Card)
				if e.FaceDown {
					hole = bj.Value(e.Card.Rank)
				}
			case gb.HoleCardRevealed:
				hole = 0
			}
		}
	}
}

func TestCounterBetsAndInsuresByTheTrueCount(t *testing.T) {
	c, err := NewCounter(bj.Default())
	require.NoError(t, err)
	assert.Equal(t, gb.Bet(10), c.Decide(view(t, nil)), "a fresh shoe: one unit")
	// 52 low cards seen: running +52 over 5 decks left, true count +10.4.
	c.Observe(dealt(repeat("2S 3H 4D 5C 6S 2H 3D 4C 5S 6H 2D 3C 4S ", 4), false))
	require.InDelta(t, 10.4, c.Count().True(), 1e-9)
	assert.Equal(t, gb.Bet(80), c.Decide(view(t, nil)), "eight units")
	capped := view(t, func(v *gb.View) { v.Config.MaxBet = 50 })
	assert.Equal(t, gb.Bet(50), c.Decide(capped), "within the table maximum")
	short := view(t, func(v *gb.View) { v.Spots[0].Bankroll = bj.Chips(33) })
	assert.Equal(t, gb.Bet(33), c.Decide(short), "within the bankroll")

	insurance := func(a, b cards.Rank, bankroll int) gb.View {
		return view(t, func(v *gb.View) {
			v.Phase = gb.PhaseInsurance
			v.Dealer.Cards[0], v.Dealer.N = cards.New(cards.Ace, cards.Spades), 2
			h := &v.Spots[0].Hands[0]
			h.Cards[0], h.Cards[1], h.N, h.Bet = cards.New(a, cards.Hearts), cards.New(b, cards.Hearts), 2, bj.Chips(25)
			v.Spots[0].NHands, v.Spots[0].Bankroll = 1, bj.Chips(bankroll)
		})
	}
	assert.Equal(t, gb.Insure(bj.Amount(25)), c.Decide(insurance(cards.Ten, cards.Six, 100)), "half of 25 is 12.5")
	assert.Equal(t, gb.Insure(bj.Chips(4)), c.Decide(insurance(cards.Ten, cards.Six, 4)), "what the bankroll allows")
	assert.Equal(t, gb.EvenMoney(), c.Decide(insurance(cards.Ace, cards.King, 100)))

	fresh, err := NewCounter(bj.Default())
	require.NoError(t, err)
	assert.Equal(t, gb.Decline(), fresh.Decide(insurance(cards.Ten, cards.Six, 100)))
	assert.Equal(t, gb.Decline(), fresh.Decide(insurance(cards.Ace, cards.King, 100)))
}

func repeat(s string, n int) string {
	out := ""
	for range n {
		out += s
	}
	return out
}
