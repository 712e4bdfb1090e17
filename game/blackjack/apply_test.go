package blackjack

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

// move is one action of a hand-made position.
type move struct {
	seat game.Seat
	a    Action
}

// applied takes a and checks, for every pair of eyes, that the events of
// the step applied to the view before it give the view after it, leaving
// the view before alone.
func applied(t *testing.T, s State, seat game.Seat, a Action) (State, []game.Event) {
	t.Helper()
	next, events := must(t, s, seat, a)
	eyes := []game.Seat{game.Spectator, game.Omniscient}
	for i := range s.cfg.Seats {
		eyes = append(eyes, game.Seat(i))
	}
	for _, viewer := range eyes {
		before := Game.View(s, viewer)
		v := before
		for _, e := range events {
			v = Game.Apply(v, Game.Redact(e, viewer))
		}
		require.Equal(t, Game.View(next, viewer), v, "%s after %s %s", viewer, seat, a)
		require.Equal(t, Game.View(s, viewer), before, "the view before is left alone")
	}
	return next, events
}

// TestApply plays hand-made positions through the events that are hard to
// follow: the deal, insurance, the peek, doubles, splits, the hole card
// turned, the shoe reshuffled, a new round.
func TestApply(t *testing.T) {
	half := bj.Chips(1) / 2
	tests := []struct {
		name  string
		cfg   Config
		cards string
		prep  func(*State) // before the first move
		moves []move
		check func(t *testing.T, v View, events []game.Event) // the spectator's view after the last move
	}{
		{name: "the deal offers insurance under an ace", cards: "10S AH 9D 7C",
			moves: []move{{0, Bet(10)}},
			check: func(t *testing.T, v View, _ []game.Event) {
				assert.Equal(t, PhaseInsurance, v.Phase)
				assert.True(t, v.Dealer.HoleDown)
				assert.True(t, v.Dealer.Cards[1].IsZero(), "the hole card stays hidden")
				assert.Equal(t, 2, v.Spots[0].Hands[0].N)
			}},
		{name: "insurance taken, the peek finds none, play begins", cards: "10S AH 9D 7C",
			moves: []move{{0, Bet(10)}, {0, Insure(bj.Chips(5))}},
			check: func(t *testing.T, v View, _ []game.Event) {
				assert.Equal(t, PhasePlay, v.Phase)
				assert.Equal(t, bj.Chips(5), v.Spots[0].Insurance)
				assert.Equal(t, -bj.Chips(5), v.Spots[0].Net)
				assert.Equal(t, bj.Chips(985), v.Spots[0].Bankroll)
			}},
		{name: "even money pays the blackjack and ends the round", cards: "AS AH KD 7C",
			moves: []move{{0, Bet(10)}, {0, EvenMoney()}},
			check: func(t *testing.T, v View, _ []game.Event) {
				assert.Equal(t, 2, v.Round)
				assert.Equal(t, bj.EvenMoney, v.Spots[0].Hands[0].Outcome)
				assert.Equal(t, bj.Chips(1010), v.Spots[0].Bankroll)
			}},
		{name: "the peek finds a blackjack under a ten", cards: "9S KH 9D AC",
			moves: []move{{0, Bet(10)}},
			check: func(t *testing.T, v View, _ []game.Event) {
				assert.Equal(t, 2, v.Round)
				assert.False(t, v.Dealer.HoleDown)
				assert.Equal(t, cards.Ace, v.Dealer.Cards[1].Rank, "turned")
				assert.Equal(t, bj.Chips(990), v.Spots[0].Bankroll)
			}},
		{name: "a double takes one card for twice the bet", cards: "5S 10H 6D 7C 9H",
			moves: []move{{0, Bet(10)}, {0, Double()}},
			check: func(t *testing.T, v View, _ []game.Event) {
				h := v.Spots[0].Hands[0]
				assert.True(t, h.Doubled)
				assert.Equal(t, bj.Chips(20), h.Bet)
				assert.Equal(t, bj.Chips(20), h.Net)
				assert.Equal(t, bj.Chips(1020), v.Spots[0].Bankroll)
			}},
		{name: "a split's first hand gets its card and is played", cards: "8S 6H 8D 10C 3S",
			moves: []move{{0, Bet(10)}, {0, Split()}},
			check: func(t *testing.T, v View, _ []game.Event) {
				p := v.Spots[0]
				assert.Equal(t, 2, p.NHands)
				assert.Equal(t, 2, p.Hands[0].N)
				assert.Equal(t, 1, p.Hands[1].N, "the second hand waits for its card")
				assert.Equal(t, bj.Chips(10), p.Hands[1].Bet)
				assert.Equal(t, bj.Chips(980), p.Bankroll)
				assert.Equal(t, [2]int{0, 0}, [2]int{int(v.Turn), v.Hand})
			}},
		{name: "standing on the first split hand deals the second", cards: "8S 6H 8D 10C 3S 10D",
			moves: []move{{0, Bet(10)}, {0, Split()}, {0, Stand()}},
			check: func(t *testing.T, v View, _ []game.Event) {
				assert.Equal(t, 2, v.Spots[0].Hands[1].N)
				assert.Equal(t, 1, v.Hand)
			}},
		{name: "split aces take one card each, and the dealer plays", cards: "AS 6H AD 10C 5S 9H",
			moves: []move{{0, Bet(10)}, {0, Split()}},
			check: func(t *testing.T, v View, _ []game.Event) {
				p := v.Spots[0]
				assert.True(t, p.Hands[0].SplitAces && p.Hands[1].SplitAces)
				assert.True(t, p.Hands[0].Settled && p.Hands[1].Settled)
				assert.Equal(t, 2, v.Round)
			}},
		{name: "a surrender gives up half the bet", cfg: Config{Rules: bj.Rules{Decks: 6, DAS: true, Surrender: bj.LateSurrender, MaxHands: 4, Penetration: 0.75}},
			cards: "10S 9H 6D 10C",
			moves: []move{{0, Bet(10)}, {0, Surrender()}},
			check: func(t *testing.T, v View, _ []game.Event) {
				assert.True(t, v.Spots[0].Hands[0].Surrendered)
				assert.Equal(t, -bj.Chips(5), v.Spots[0].Net)
			}},
		{name: "a stand turns the hole card and the dealer draws", cards: "10S 6H 8D 10C 5D",
			moves: []move{{0, Bet(10)}, {0, Stand()}},
			check: func(t *testing.T, v View, _ []game.Event) {
				assert.False(t, v.Dealer.HoleDown)
				assert.Equal(t, 3, v.Dealer.N)
				assert.Equal(t, bj.Lose, v.Spots[0].Hands[0].Outcome)
				assert.Equal(t, [3]int{5, 0, v.Shoe.Size - 5}, [3]int{v.Shoe.Discards, v.Shoe.InPlay, v.Shoe.Remaining}, "the round's five cards go to the tray")
			}},
		{name: "the cut card out reshuffles the shoe after the round", cards: "10S 7H 9D 10C",
			prep:  func(s *State) { s.cut = s.next + 4 },
			moves: []move{{0, Bet(10)}, {0, Stand()}},
			check: func(t *testing.T, v View, events []game.Event) {
				_, ok := find[ShoeShuffled](events)
				require.True(t, ok)
				assert.Equal(t, v.Shoe.Size, v.Shoe.Remaining)
				assert.Zero(t, v.Shoe.Discards)
				assert.Zero(t, v.Shoe.InPlay)
			}},
		{name: "a shoe that runs out in the deal is reshuffled from the discards",
			prep:  func(s *State) { s.start, s.next = s.size-3, s.size-3 },
			moves: []move{{0, Bet(10)}},
			check: func(t *testing.T, v View, events []game.Event) {
				e, ok := find[ShoeShuffled](events)
				require.True(t, ok)
				assert.True(t, e.MidRound)
				assert.Equal(t, 4, v.Shoe.InPlay+v.Shoe.Discards, "the round's cards, on the table or in the tray")
			}},
		{name: "a new round sits a broke seat out and passes the turn", cards: "10S 10H 6D 10C",
			cfg:   Config{Seats: 2, Bankroll: 10, MinBet: 10, MaxBet: 10, BrokeSitsOut: true},
			moves: []move{{0, Bet(10)}, {1, SitOut()}, {0, Stand()}},
			check: func(t *testing.T, v View, _ []game.Event) {
				assert.Equal(t, 2, v.Round)
				assert.True(t, v.Spots[0].SatOut)
				assert.Equal(t, game.Seat(1), v.Turn)
				assert.Equal(t, 1, v.Spots[0].NHands, "the last round's hand stays on the table")
			}},
		{name: "a rebuy gives the broke seat its turn back", cards: "10S 10H 6D 10C",
			cfg:   Config{Seats: 2, Bankroll: 10, MinBet: 10, MaxBet: 10, BrokeSitsOut: true},
			moves: []move{{0, Bet(10)}, {1, SitOut()}, {0, Stand()}, {0, Rebuy()}},
			check: func(t *testing.T, v View, _ []game.Event) {
				assert.False(t, v.Spots[0].SatOut)
				assert.Equal(t, 1, v.Spots[0].Rebuys)
				assert.Equal(t, game.Seat(0), v.Turn)
			}},
		{name: "half chips of insurance", cards: "10S AH 9D 7C",
			moves: []move{{0, Bet(11)}, {0, Insure(bj.Chips(5) + half)}},
			check: func(t *testing.T, v View, _ []game.Event) {
				assert.Equal(t, bj.Chips(1000)-bj.Chips(11)-bj.Chips(5)-half, v.Spots[0].Bankroll)
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newState(t, tt.cfg, 5)
			if tt.prep != nil {
				tt.prep(&s)
			}
			if tt.cards != "" {
				s = stack(t, s, tt.cards)
			}
			var events []game.Event
			for _, m := range tt.moves {
				s, events = applied(t, s, m.seat, m.a)
			}
			tt.check(t, Game.View(s, game.Spectator), events)
		})
	}
}

// An event of another game, or one naming what the view has no room
// for, leaves a view as it was.
func TestApplyIgnoresWhatDoesNotFit(t *testing.T) {
	s := newState(t, Config{Seats: 2}, 1)
	s, _ = must(t, s, 0, Bet(10))
	s, _ = must(t, s, 1, Bet(10))
	v := Game.View(s, 0)
	for _, e := range []game.Event{
		otherEvent{},
		BetPlaced{Seat: 2, Amount: bj.Chips(10)},
		SatOut{Seat: -1},
		HandSettled{Seat: 0, Hand: 1},
		PlayerActed{Seat: 0, Hand: 3, Action: KindStand},
		CardDealt{Seat: 4, Hand: 0},
		InsuranceSettled{Seat: game.Omniscient},
	} {
		assert.Equal(t, v, Game.Apply(v, e), "%#v", e)
	}
	full := v
	full.Spots[0].NHands = MaxHands
	assert.Equal(t, full, Game.Apply(full, PlayerActed{Seat: 0, Hand: 0, Action: KindSplit}), "no room for another hand")
}

// otherEvent is an event of another game.
type otherEvent struct{}

func (otherEvent) EventName() string { return "other" }
