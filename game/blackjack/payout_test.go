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

// TestPayoutsThroughTheReducer plays one seat's round over a stacked shoe
// for every outcome. Deal order: P1, dealer up, P1, hole, then draws.
func TestPayoutsThroughTheReducer(t *testing.T) {
	def := bj.Default()
	sixFive := def
	sixFive.Payout = bj.SixToFive
	late := def
	late.Surrender = bj.LateSurrender
	h17 := def
	h17.H17 = true
	rsa := def
	rsa.ResplitAces = true
	tests := []struct {
		name     string
		rules    bj.Rules
		bet      int
		shoe     string
		actions  []Action
		outcomes []bj.Outcome
		net      bj.Amount
	}{
		{"win", def, 10, "10S 10H 9S 7H", []Action{Stand()}, []bj.Outcome{bj.Win}, bj.Chips(10)},
		{"lose", def, 10, "10S 10H 7S 8H", []Action{Stand()}, []bj.Outcome{bj.Lose}, -bj.Chips(10)},
		{"push returns the bet", def, 10, "10S 10H 8S 8H", []Action{Stand()}, []bj.Outcome{bj.Push}, 0},
		{"dealer busts", def, 10, "10S 10H 2S 6H 10D", []Action{Stand()}, []bj.Outcome{bj.Win}, bj.Chips(10)},
		{"player busts", def, 10, "10S 10H 6S 6H 10D", []Action{Hit()}, []bj.Outcome{bj.Bust}, -bj.Chips(10)},
		{"hit to 21 stands by itself", def, 10, "10S 10H 6S 7H 5D", []Action{Hit()}, []bj.Outcome{bj.Win}, bj.Chips(10)},
		{"natural 3:2 on an odd bet", def, 15, "AS 9H KS 7H", nil, []bj.Outcome{bj.Natural}, 45},
		{"natural 6:5", sixFive, 10, "AS 9H KS 7H", nil, []bj.Outcome{bj.Natural}, bj.Chips(12)},
		{"natural 6:5 rounds down to the half chip", sixFive, 11, "AS 9H KS 7H", nil, []bj.Outcome{bj.Natural}, bj.Chips(13)},
		{"natural vs natural under a ten", def, 10, "AS KH KS AH", nil, []bj.Outcome{bj.Push}, 0},
		{"dealer natural under a ten beats 20", def, 10, "10S KH QS AH", nil, []bj.Outcome{bj.DealerBlackjack}, -bj.Chips(10)},
		{"natural declines even money, dealer natural", def, 10, "AS AH KS KH", []Action{Decline()}, []bj.Outcome{bj.Push}, 0},
		{"natural declines even money, no dealer natural", def, 10, "AS AH KS 7H", []Action{Decline()}, []bj.Outcome{bj.Natural}, bj.Chips(15)},
		{"even money against a dealer natural", def, 10, "AS AH KS KH", []Action{EvenMoney()}, []bj.Outcome{bj.EvenMoney}, bj.Chips(10)},
		{"even money without a dealer natural", def, 10, "AS AH KS 7H", []Action{EvenMoney()}, []bj.Outcome{bj.EvenMoney}, bj.Chips(10)},
		{"even money 6:5 is still 1:1", sixFive, 15, "AS AH KS 7H", []Action{EvenMoney()}, []bj.Outcome{bj.EvenMoney}, bj.Chips(15)},
		{"insurance pays 2:1", def, 10, "10S AH 9S KH", []Action{Insure(bj.Chips(5))}, []bj.Outcome{bj.DealerBlackjack}, 0},
		{"insurance of half an odd bet", def, 15, "10S AH 9S KH", []Action{Insure(15)}, []bj.Outcome{bj.DealerBlackjack}, 0},
		{"partial insurance", def, 10, "10S AH 9S KH", []Action{Insure(bj.Chips(2))}, []bj.Outcome{bj.DealerBlackjack}, -bj.Chips(6)},
		{"insurance lost, hand wins", def, 10, "10S AH 9S 7H", []Action{Insure(bj.Chips(5)), Stand()}, []bj.Outcome{bj.Win}, bj.Chips(5)},
		{"declined insurance, dealer natural", def, 10, "10S AH 9S KH", []Action{Decline()}, []bj.Outcome{bj.DealerBlackjack}, -bj.Chips(10)},
		{"late surrender", late, 10, "10S 10H 6S 9H", []Action{Surrender()}, []bj.Outcome{bj.Surrendered}, -bj.Chips(5)},
		{"surrender of an odd bet", late, 15, "10S 10H 6S 9H", []Action{Surrender()}, []bj.Outcome{bj.Surrendered}, -15},
		{"double wins twice", def, 10, "6S 10H 5S 6H 10D 10C", []Action{Double()}, []bj.Outcome{bj.Win}, bj.Chips(20)},
		{"double loses twice", def, 10, "6S 10H 5S 9H 2D", []Action{Double()}, []bj.Outcome{bj.Lose}, -bj.Chips(20)},
		{"double and bust", def, 10, "6S 10H 6S 9H 10D", []Action{Double()}, []bj.Outcome{bj.Bust}, -bj.Chips(20)},
		{"split aces get one card each", def, 10, "AS 10H AD 7H KS 9C", []Action{Split()}, []bj.Outcome{bj.Win, bj.Win}, bj.Chips(20)},
		{"split aces are not resplit", def, 10, "AS 10H AD 7H AC 9S", []Action{Split()}, []bj.Outcome{bj.Lose, bj.Win}, 0},
		{"resplit aces", rsa, 10, "AS 10H AD 7H AC 9S 8D 5H", []Action{Split(), Split()}, []bj.Outcome{bj.Win, bj.Win, bj.Lose}, bj.Chips(10)},
		{"21 after a split is not a blackjack", def, 10, "KS 10H KD 7H AS 9C", []Action{Split(), Stand()}, []bj.Outcome{bj.Win, bj.Win}, bj.Chips(20)},
		{"double after split", def, 10, "8S 10H 8D 7H 3S 10C 10D", []Action{Split(), Double(), Stand()}, []bj.Outcome{bj.Win, bj.Win}, bj.Chips(30)},
		{"split eights, one busts", def, 10, "8S 10H 8D 7H 10C 10D 4S", []Action{Split(), Stand(), Hit()}, []bj.Outcome{bj.Win, bj.Bust}, 0},
		{"S17 stands on soft 17", def, 10, "10S AH 8S 6H 2D", []Action{Decline(), Stand()}, []bj.Outcome{bj.Win}, bj.Chips(10)},
		{"H17 hits soft 17", h17, 10, "10S AH 8S 6H 2D", []Action{Decline(), Stand()}, []bj.Outcome{bj.Lose}, -bj.Chips(10)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := stack(t, newState(t, Config{Rules: tt.rules}, 5), tt.shoe)
			var events []game.Event
			s, ev := must(t, s, 0, Bet(tt.bet))
			events = append(events, ev...)
			for _, a := range tt.actions {
				require.NotEqual(t, PhaseBetting, s.Phase(), "the round ended before %s", a)
				s, ev = must(t, s, 0, a)
				events = append(events, ev...)
			}
			over, ok := find[RoundOver](events)
			require.True(t, ok, "the round is over")
			assert.Equal(t, tt.net, over.Nets[0], "net %s", over.Nets[0])
			assert.Equal(t, bj.Chips(1000)+tt.net, s.Bankroll(0))
			p := s.spots[0]
			var got []bj.Outcome
			for h := range p.NHands {
				require.True(t, p.Hands[h].Settled)
				got = append(got, p.Hands[h].Outcome)
			}
			assert.Equal(t, tt.outcomes, got)
			var sum bj.Amount
			for _, e := range all[HandSettled](events) {
				sum += e.Net
			}
			for _, e := range all[InsuranceSettled](events) {
				sum += e.Net
			}
			assert.Equal(t, tt.net, sum, "the events add up to the net")
			requireConserved(t, s)
		})
	}
}

func TestBustedHandsLeaveTheDealerIdle(t *testing.T) {
	s := stack(t, newState(t, Config{}, 2), "10S 10H 6S 6H 10D")
	s, _ = must(t, s, 0, Bet(10))
	_, ev := must(t, s, 0, Hit())
	reveal, ok := find[HoleCardRevealed](ev)
	require.True(t, ok, "the hole card is shown at the end of every round")
	assert.Equal(t, 16, reveal.Total)
	for _, d := range all[CardDealt](ev) {
		assert.False(t, d.Dealer, "no hand left to beat: the dealer draws nothing")
	}
}

func TestDealerPeek(t *testing.T) {
	t.Run("ten up with a natural ends the round before anyone acts", func(t *testing.T) {
		s := stack(t, newState(t, Config{Seats: 2}, 1), "9S 6S KH 9D 7C AH")
		s, _ = must(t, s, 0, Bet(10))
		s, ev := must(t, s, 1, Bet(10))
		_, asked := find[InsuranceTaken](ev)
		assert.False(t, asked)
		assert.Equal(t, DealerPeeked{Blackjack: true}, ev[7])
		reveal, ok := find[HoleCardRevealed](ev)
		require.True(t, ok)
		assert.Equal(t, 21, reveal.Total)
		_, acted := find[PlayerActed](ev)
		assert.False(t, acted)
		assert.Equal(t, PhaseBetting, s.Phase())
		over, _ := find[RoundOver](ev)
		assert.Equal(t, [MaxSeats]bj.Amount{-bj.Chips(10), -bj.Chips(10)}, over.Nets)
	})
	t.Run("ace up without a natural: insurance lost, play goes on", func(t *testing.T) {
		s := stack(t, newState(t, Config{Seats: 2}, 1), "9S 6S AH 9D 7C 9H")
		s, _ = must(t, s, 0, Bet(10))
		s, _ = must(t, s, 1, Bet(10))
		assert.Equal(t, PhaseInsurance, s.Phase())
		seat, _ := gametest.ToMove(Game, s)
		assert.Equal(t, game.Seat(0), seat)
		s, ev := must(t, s, 0, Insure(bj.Chips(5)))
		assert.Equal(t, []game.Event{InsuranceTaken{Seat: 0, Amount: bj.Chips(5)}}, ev)
		assert.Equal(t, bj.Chips(985), s.Bankroll(0))
		s, ev = must(t, s, 1, Decline())
		assert.Equal(t, []game.Event{InsuranceDeclined{Seat: 1}, DealerPeeked{},
			InsuranceSettled{Seat: 0, Stake: bj.Chips(5), Net: -bj.Chips(5)}}, ev)
		assert.Equal(t, PhasePlay, s.Phase())
		assert.True(t, Game.View(s, 0).Dealer.Cards[1].IsZero(), "a failed peek keeps the hole card down")
	})
	t.Run("no peek under a nine", func(t *testing.T) {
		s := stack(t, newState(t, Config{}, 1), "9S 9H 7C AH")
		_, ev := must(t, s, 0, Bet(10))
		_, peeked := find[DealerPeeked](ev)
		assert.False(t, peeked)
	})
	t.Run("player naturals are paid after the peek", func(t *testing.T) {
		s := stack(t, newState(t, Config{Seats: 2}, 1), "AS 9S KH KD 7C 8H")
		s, _ = must(t, s, 0, Bet(10))
		s, ev := must(t, s, 1, Bet(10))
		settled, ok := find[HandSettled](ev)
		require.True(t, ok)
		assert.Equal(t, HandSettled{Seat: 0, Outcome: bj.Natural, Bet: bj.Chips(10), Net: bj.Chips(15), Total: 21}, settled)
		seat, _ := gametest.ToMove(Game, s)
		assert.Equal(t, game.Seat(1), seat, "P1's natural needs no decision")
	})
}

func TestSplitToFourHands(t *testing.T) {
	s := stack(t, newState(t, Config{}, 4), "8S 10H 8D 7H 8C 8H 8S 2C 10S 10D 10C 10H")
	s, _ = must(t, s, 0, Bet(10))
	s, _ = must(t, s, 0, Split()) // [8S 8C] [8D]
	s, _ = must(t, s, 0, Split()) // [8S 8H] [8C] [8D]
	s, _ = must(t, s, 0, Split()) // [8S 8S] [8H] [8C] [8D]
	assert.Equal(t, 4, s.spots[0].NHands)
	_, _, err := Game.Reduce(s, 0, Split())
	assert.ErrorIs(t, err, game.ErrIllegal)
	assert.ErrorContains(t, err, "you already have 4 hands")
	for range 4 {
		s, _ = must(t, s, 0, Stand())
	}
	assert.Equal(t, PhaseBetting, s.Phase())
	p := s.spots[0]
	for h := range 4 {
		assert.Equal(t, bj.Chips(10), p.Hands[h].Bet)
		assert.True(t, p.Hands[h].FromSplit)
	}
	assert.Equal(t, "16 10 18 18", describe(p))
	requireConserved(t, s)
}

func describe(p Spot) string {
	out := ""
	for h := range p.NHands {
		if h > 0 {
			out += " "
		}
		out += p.Hands[h].Describe()
	}
	return out
}

func TestMidRoundReshuffle(t *testing.T) {
	s := newState(t, Config{Rules: bj.Rules{Decks: 1, DAS: true, MaxHands: 4, Penetration: 0.95}}, 9)
	s.start, s.next = 50, 50 // as if 50 cards were in the discard tray
	s, ev := must(t, s, 0, Bet(10))
	shuffled, ok := find[ShoeShuffled](ev)
	require.True(t, ok)
	assert.Equal(t, ShoeShuffled{Cards: 50, MidRound: true}, shuffled)
	assert.Len(t, all[CardDealt](ev), 4)
	requireConserved(t, s)
	for s.Phase() != PhaseBetting {
		s, ev = must(t, s, 0, Game.View(s, 0).Legal()[0])
	}
	_, ok = find[ShoeShuffled](ev)
	assert.True(t, ok, "the whole shoe is reshuffled after a mid-round reshuffle")
	assert.Equal(t, 0, s.next)
	requireConserved(t, s)
}

// TestExhaustedPack forces the impossible-in-practice case of every card of
// the pack on the table: no draw is offered, the dealer stands, nothing panics.
func TestExhaustedPack(t *testing.T) {
	s := playing(t, Config{}, 10, "10S 10H 6S 2H")
	s.start, s.next = 0, s.size // pretend every card is on the table
	v := Game.View(s, 0)
	assert.Equal(t, 0, v.Available())
	_, _, err := Game.Reduce(s, 0, Hit())
	assert.ErrorContains(t, err, "no card left to draw")
	assert.Equal(t, []Action{Stand()}, v.Legal())
	s, ev := must(t, s, 0, Stand())
	over, ok := find[RoundOver](ev)
	require.True(t, ok)
	assert.Equal(t, 12, over.Dealer, "the dealer stands on 12 with no card to draw")
	assert.Equal(t, bj.Chips(10), over.Nets[0])
}

func TestViewHelpers(t *testing.T) {
	s := playing(t, Config{Seats: 1}, 10, "8S 10H 8D 7H")
	v := Game.View(s, 0)
	assert.Equal(t, bj.Chips(990), v.Me().Bankroll)
	assert.Equal(t, bj.Chips(990), Game.View(s, game.Spectator).Me().Bankroll, "a spectator looks at P1")
	h, ok := v.Active()
	require.True(t, ok)
	assert.Equal(t, "8S 8D", cards.Format(h.List()))
	assert.Equal(t, "10H ??", cards.Format(v.Dealer.List()))
	assert.Equal(t, cards.New(cards.Ten, cards.Hearts), v.Dealer.Up().Face())
	assert.True(t, v.Me().Playing())
	_, ok = Game.View(newState(t, Config{}, 1), 0).Active()
	assert.False(t, ok)
	for _, e := range []game.Event{RoundStarted{}, ShoeShuffled{}, SatOut{}, Rebought{}, BetPlaced{}, CardDealt{},
		InsuranceTaken{}, InsuranceDeclined{}, DealerPeeked{}, HoleCardRevealed{}, PlayerActed{}, HandSettled{},
		InsuranceSettled{}, RoundOver{}, GameOver{}} {
		assert.NotEmpty(t, e.EventName())
	}
	for _, a := range []Action{SitOut(), Rebuy(), EvenMoney(), Decline(), Hit(), Stand(), Split(), Surrender()} {
		assert.NotContains(t, a.String(), "does")
	}
}
