package blackjack

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

func TestNewConfig(t *testing.T) {
	s := newState(t, Config{}, 1)
	c := s.Config()
	assert.Equal(t, bj.Default(), c.Rules)
	assert.Equal(t, 1, c.Seats)
	assert.Equal(t, 1000, c.Bankroll)
	assert.Equal(t, [2]int{10, 500}, [2]int{c.MinBet, c.MaxBet})
	assert.Equal(t, bj.Chips(1000), s.Bankroll(0))
	assert.Equal(t, PhaseBetting, s.Phase())
	assert.Equal(t, 1, s.Round())
	seat, ok := gametest.ToMove(Game, s)
	assert.True(t, ok)
	assert.Equal(t, game.Seat(0), seat)
	requireConserved(t, s)

	bad := []Config{
		{Seats: 6}, {Seats: -1}, {MinBet: -1}, {MinBet: 50, MaxBet: 20}, {Bankroll: 5}, {Rounds: -1},
		{Rules: bj.Rules{Decks: 9}}, {Rules: bj.Rules{H17: true}}, {MaxBet: 2_000_000},
		{Start: [MaxSeats]bj.Amount{-1}}, {Start: [MaxSeats]bj.Amount{bj.Amount(2*MaxStart) + 1}},
	}
	for _, cfg := range bad {
		_, err := Game.New(cfg, 1)
		assert.Error(t, err, "%+v", cfg)
	}
	a, b := newState(t, Config{}, 7), newState(t, Config{}, 7)
	assert.Equal(t, a, b, "the same seed opens the same table")
	assert.NotEqual(t, a.shoe, newState(t, Config{}, 8).shoe)
}

// TestStartingChipsPerSeat: a seat may sit down with its own saved
// bankroll, half chips included; the others get Config.Bankroll.
func TestStartingChipsPerSeat(t *testing.T) {
	s := newState(t, Config{Seats: 3, Start: [MaxSeats]bj.Amount{bj.Chips(250) + bj.Chips(1)/2, 0, bj.Chips(4000)}}, 1)
	assert.Equal(t, bj.Chips(250)+bj.Chips(1)/2, s.Bankroll(0))
	assert.Equal(t, bj.Chips(1000), s.Bankroll(1))
	assert.Equal(t, bj.Chips(4000), s.Bankroll(2))
}

// TestLargeBankrollKeptExactly: a saved bankroll far above the table's
// own chips sits down whole, and a round moves it by exactly its result.
func TestLargeBankrollKeptExactly(t *testing.T) {
	const saved = bj.Amount(2 * 5_000_000_000)
	s := newState(t, Config{Start: [MaxSeats]bj.Amount{saved}}, 1)
	require.Equal(t, saved, s.Bankroll(0))
	s = stack(t, s, "10S 6D 10C 8D")
	s, _ = must(t, s, 0, Bet(40))
	s, ev := must(t, s, 0, Stand())
	over, ok := find[RoundOver](ev)
	require.True(t, ok)
	assert.Equal(t, saved+over.Nets[0], over.Bankrolls[0])
	assert.Equal(t, saved+over.Nets[0], s.Bankroll(0))
	assert.Equal(t, over.Nets[0], s.Net(0), "the net is measured from the chips sat down with")
	assert.NotZero(t, over.Nets[0])
}

// TestRoundFlow plays one stacked round and checks the events in order.
func TestRoundFlow(t *testing.T) {
	s := stack(t, newState(t, Config{Seats: 2}, 3), "10S 9H 6D 10C 7H 8D 4S 5C")
	s, ev := must(t, s, 0, Bet(20))
	assert.Equal(t, []game.Event{BetPlaced{Seat: 0, Amount: bj.Chips(20), Bankroll: bj.Chips(980)}}, ev)
	seat, _ := gametest.ToMove(Game, s)
	assert.Equal(t, game.Seat(1), seat)

	s, ev = must(t, s, 1, Bet(10))
	dealt := all[CardDealt](ev)
	require.Len(t, dealt, 6)
	assert.Equal(t, CardDealt{Seat: 0, Card: cards.New(cards.Ten, cards.Spades), Total: 10}, dealt[0].withoutDeck())
	assert.Equal(t, CardDealt{Seat: 1, Card: cards.New(cards.Nine, cards.Hearts), Total: 9}, dealt[1].withoutDeck())
	assert.Equal(t, CardDealt{Seat: game.NoSeat, Dealer: true, Card: cards.New(cards.Six, cards.Diamonds), Total: 6}, dealt[2].withoutDeck())
	assert.Equal(t, CardDealt{Seat: 0, Card: cards.New(cards.Ten, cards.Clubs), Total: 20}, dealt[3].withoutDeck())
	assert.Equal(t, CardDealt{Seat: 1, Card: cards.New(cards.Seven, cards.Hearts), Total: 16}, dealt[4].withoutDeck())
	assert.Equal(t, CardDealt{Seat: game.NoSeat, Dealer: true, Card: cards.New(cards.Eight, cards.Diamonds), FaceDown: true, Total: 6}, dealt[5].withoutDeck())
	_, peeked := find[DealerPeeked](ev)
	assert.False(t, peeked, "no peek under a 6")
	assert.Equal(t, PhasePlay, s.Phase())
	requireConserved(t, s)

	v := Game.View(s, 1)
	assert.True(t, v.Dealer.Cards[1].IsZero(), "the hole card is face down")
	total, _ := v.Dealer.Total()
	assert.Equal(t, 6, total)
	assert.Equal(t, game.Seat(0), v.Turn)
	assert.Equal(t, 6, v.Shoe.InPlay)

	_, _, err := Game.Reduce(s, 1, Hit())
	assert.ErrorIs(t, err, game.ErrNotYourTurn)
	s, ev = must(t, s, 0, Stand())
	assert.Equal(t, []game.Event{PlayerActed{Seat: 0, Action: KindStand}}, ev)
	s, ev = must(t, s, 1, Hit())
	require.Len(t, ev, 2)
	assert.Equal(t, 20, ev[1].(CardDealt).Total)
	s, ev = must(t, s, 1, Stand())
	names := make([]string, len(ev))
	for i, e := range ev {
		names[i] = e.EventName()
	}
	assert.Equal(t, []string{"player_acted", "hole_card_revealed", "card_dealt", "hand_settled", "hand_settled",
		"round_over", "round_started"}, names)
	assert.Equal(t, HoleCardRevealed{Card: cards.New(cards.Eight, cards.Diamonds), Total: 14}, withoutDeck(ev[1].(HoleCardRevealed)))
	assert.Equal(t, 19, ev[2].(CardDealt).Total)
	assert.Equal(t, HandSettled{Seat: 0, Outcome: bj.Win, Bet: bj.Chips(20), Net: bj.Chips(20), Total: 20}, ev[3])
	assert.Equal(t, HandSettled{Seat: 1, Outcome: bj.Win, Bet: bj.Chips(10), Net: bj.Chips(10), Total: 20}, ev[4])
	over := ev[5].(RoundOver)
	assert.Equal(t, 1, over.Round)
	assert.Equal(t, 19, over.Dealer)
	assert.Equal(t, [MaxSeats]bool{true, true}, over.Played)
	assert.Equal(t, [MaxSeats]bj.Amount{bj.Chips(20), bj.Chips(10)}, over.Nets)
	assert.Equal(t, [MaxSeats]bj.Amount{bj.Chips(1020), bj.Chips(1010)}, over.Bankrolls)
	assert.Equal(t, RoundStarted{Round: 2}, ev[6])
	assert.Equal(t, PhaseBetting, s.Phase())
	assert.Equal(t, 2, s.Round())
	requireConserved(t, s)
	v = Game.View(s, 0)
	assert.Equal(t, 8, v.Shoe.Discards)
	assert.Equal(t, 0, v.Shoe.InPlay)
	assert.Equal(t, 312-8, v.Shoe.Remaining)
	assert.Equal(t, 234-8, v.Shoe.UntilCut)
	assert.Equal(t, "20", v.Spots[0].Hands[0].Describe(), "the last round stays on the table while betting")
}

func withoutDeck(r HoleCardRevealed) HoleCardRevealed {
	r.Card = r.Card.Face()
	return r
}

// withoutDeck drops the deck number of the dealt card, for comparisons.
func (d CardDealt) withoutDeck() CardDealt {
	d.Card = d.Card.Face()
	return d
}
