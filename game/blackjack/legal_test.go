package blackjack

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
	bj "teahouse/rules/blackjack"
)

// playing returns a one-seat table in PhasePlay over a stacked shoe.
func playing(t *testing.T, cfg Config, bet int, shoe string) State {
	t.Helper()
	s := stack(t, newState(t, cfg, 6), shoe)
	s, _ = must(t, s, 0, Bet(bet))
	require.Equal(t, PhasePlay, s.Phase())
	return s
}

func TestIllegalActionsChangeNothing(t *testing.T) {
	fresh := newState(t, Config{Seats: 2, Bankroll: 100}, 3)
	hard16 := playing(t, Config{}, 10, "10S 10H 6S 7H 2C")
	hit, _ := must(t, hard16, 0, Hit())
	poor := playing(t, Config{Bankroll: 60, MaxBet: 60}, 50, "5S 10H 6S 7H")
	pair := playing(t, Config{}, 10, "8S 10H 8D 7H")
	insurance := stack(t, newState(t, Config{}, 3), "10S AH 9S 7H")
	insurance, _ = must(t, insurance, 0, Bet(10))
	natural := stack(t, newState(t, Config{}, 3), "AS AH KS 7H")
	natural, _ = must(t, natural, 0, Bet(10))
	over := fresh
	over.phase = PhaseOver
	tests := []struct {
		name string
		s    State
		seat game.Seat
		a    Action
		want error
		says string
	}{
		{"no such seat", fresh, 2, Bet(10), game.ErrNoSuchSeat, ""},
		{"negative seat", fresh, -1, Bet(10), game.ErrNoSuchSeat, ""},
		{"not your turn to bet", fresh, 1, Bet(10), game.ErrNotYourTurn, "P1's turn to bet"},
		{"unknown action", fresh, 0, Action{Kind: "cheat"}, game.ErrIllegal, "unknown action"},
		{"below the minimum", fresh, 0, Bet(5), game.ErrIllegal, "the minimum bet is 10"},
		{"above the maximum", newState(t, Config{}, 1), 0, Bet(600), game.ErrIllegal, "the maximum bet is 500"},
		{"more than the bankroll", fresh, 0, Bet(150), game.ErrIllegal, "you have 100"},
		{"half-chip bet", fresh, 0, Action{Kind: KindBet, Amount: 21}, game.ErrIllegal, "whole chips"},
		{"zero bet", fresh, 0, Action{Kind: KindBet}, game.ErrIllegal, "whole chips"},
		{"rebuy with chips", fresh, 0, Rebuy(), game.ErrIllegal, "you still have 100 chips"},
		{"hit while betting", fresh, 0, Hit(), game.ErrIllegal, "while playing your hand"},
		{"insure while betting", fresh, 0, Insure(2), game.ErrIllegal, "shows an ace"},
		{"bet during play", hard16, 0, Bet(10), game.ErrIllegal, "between rounds"},
		{"rebuy during play", hard16, 0, Rebuy(), game.ErrIllegal, "between rounds"},
		{"double on three cards", hit, 0, Double(), game.ErrIllegal, "you can only double on your first two cards"},
		{"split three cards", hit, 0, Split(), game.ErrIllegal, "first two cards"},
		{"split a non-pair", hard16, 0, Split(), game.ErrIllegal, "you can only split a pair"},
		{"surrender not offered", hard16, 0, Surrender(), game.ErrIllegal, "does not allow surrender"},
		{"double without the chips", poor, 0, Double(), game.ErrIllegal, "doubling needs 50 more chips: you have 10"},
		{"even money without a natural", insurance, 0, EvenMoney(), game.ErrIllegal, "only for a blackjack"},
		{"insure more than half", insurance, 0, Insure(bj.Chips(6)), game.ErrIllegal, "at most half your bet: 5"},
		{"insure nothing", insurance, 0, Insure(0), game.ErrIllegal, "at least half a chip"},
		{"hit before insurance", insurance, 0, Hit(), game.ErrIllegal, "while playing"},
		{"insure a natural", natural, 0, Insure(bj.Chips(5)), game.ErrIllegal, "take even money or decline"},
		{"decline during play", pair, 0, Decline(), game.ErrIllegal, "shows an ace"},
		{"game over", over, 0, Bet(10), game.ErrGameOver, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := tt.s
			got, events, err := Game.Reduce(tt.s, tt.seat, tt.a)
			require.ErrorIs(t, err, tt.want)
			assert.ErrorContains(t, err, tt.says)
			assert.Nil(t, events)
			assert.Equal(t, before, got, "state unchanged")
			assert.Equal(t, before, tt.s, "input untouched")
		})
	}
}

func TestSplitNeedsChips(t *testing.T) {
	s := playing(t, Config{Bankroll: 60, MaxBet: 60}, 50, "8S 10H 8D 7H")
	_, _, err := Game.Reduce(s, 0, Split())
	assert.ErrorContains(t, err, "splitting needs 50 more chips: you have 10")
	noDAS := bj.Default()
	noDAS.DAS = false
	s = playing(t, Config{Rules: noDAS}, 10, "8S 10H 8D 7H 3C")
	s, _ = must(t, s, 0, Split())
	_, _, err = Game.Reduce(s, 0, Double())
	assert.ErrorContains(t, err, "does not allow doubling after a split")
}

func TestReduceLeavesItsInputAlone(t *testing.T) {
	s := playing(t, Config{}, 10, "8S 10H 8D 7H 3C 9D")
	before := s
	next, _ := must(t, s, 0, Split())
	assert.Equal(t, before, s, "Reduce works on its own copy")
	assert.NotEqual(t, s, next)
	next.shoe[0] = next.shoe[1]
	next.spots[0].Hands[0].Cards[0] = next.spots[0].Hands[1].Cards[0]
	assert.Equal(t, before, s, "no array is shared between states")
}

func TestBettingSitOutAndRebuy(t *testing.T) {
	s := newState(t, Config{Seats: 3, Bankroll: 30, MinBet: 10}, 8)
	s, ev := must(t, s, 0, SitOut())
	assert.Equal(t, []game.Event{SatOut{Seat: 0}}, ev)
	s, _ = must(t, s, 1, Bet(30))
	s, ev = must(t, s, 2, Bet(25))
	_, dealt := find[CardDealt](ev)
	assert.True(t, dealt)
	for s.Phase() != PhaseBetting {
		seat, _ := gametest.ToMove(Game, s)
		v := Game.View(s, seat)
		a := Stand()
		if v.Phase == PhaseInsurance {
			a = Decline()
		}
		s, _ = must(t, s, seat, a)
	}
	// Whoever lost their stake cannot bet the minimum: in their turn they
	// take a new bankroll or sit out.
	for i := range 3 {
		p := s.spots[i]
		assert.False(t, p.Decided, "P%d with %s has a turn", i+1, p.Bankroll)
	}

	// A table where everyone is broke asks each seat in turn.
	broke := newState(t, Config{Seats: 2, Bankroll: 10, MinBet: 10}, 8)
	broke.spots[0].Bankroll, broke.spots[1].Bankroll = 5, 0
	broke.round--
	broke.openBetting(nil)
	assert.Equal(t, []game.Seat{0, 1}, Game.Waiting(broke), "P1 to decide, P2 may rebuy out of turn")
	assert.Equal(t, []Action{Rebuy(), SitOut()}, Game.View(broke, 0).Legal())
	assert.Equal(t, []Action{Rebuy()}, Game.View(broke, 1).Legal(), "a broke seat may rebuy out of turn")
	_, _, err := Game.Reduce(broke, 0, Bet(10))
	assert.ErrorContains(t, err, "needs 10 chips")

	next, ev := must(t, broke, 1, Rebuy())
	assert.Equal(t, []game.Event{Rebought{Seat: 1, Amount: bj.Chips(10), Bankroll: bj.Chips(10)}}, ev)
	assert.Equal(t, game.Seat(0), next.turn, "betting goes in seat order")
	assert.Equal(t, 1, next.spots[1].Rebuys)
	next, _ = must(t, next, 0, SitOut())
	assert.Equal(t, game.Seat(1), next.turn, "P2, rebought, is to bet")

	// Under the old rule a broke seat sits out at once and the table waits
	// for a new bankroll.
	old := newState(t, Config{Seats: 2, Bankroll: 10, MinBet: 10, BrokeSitsOut: true}, 8)
	old.spots[0].Bankroll, old.spots[1].Bankroll = 5, 0
	old.round--
	old.openBetting(nil)
	assert.True(t, old.spots[0].SatOut && old.spots[1].SatOut)
	assert.Equal(t, []Action{Rebuy()}, Game.View(old, 0).Legal())
	_, _, err = Game.Reduce(old, 1, Bet(10))
	assert.ErrorContains(t, err, "take a new bankroll")
	next, _ = must(t, old, 0, Rebuy())
	assert.Equal(t, game.Seat(0), next.turn, "the seat that rebought is to bet")
	assert.Equal(t, bj.Amount(5)+bj.Chips(10), next.Bankroll(0))
}

func TestRoundsLimit(t *testing.T) {
	s := newState(t, Config{Rounds: 2}, 1)
	s, _ = must(t, s, 0, SitOut())
	assert.Equal(t, 2, s.Round())
	s, ev := must(t, s, 0, SitOut())
	over, ok := find[GameOver](ev)
	require.True(t, ok)
	assert.Equal(t, 2, over.Rounds)
	assert.True(t, s.Over())
	_, ok = gametest.ToMove(Game, s)
	assert.False(t, ok)
	_, _, err := Game.Reduce(s, 0, Bet(10))
	assert.ErrorIs(t, err, game.ErrGameOver)
	assert.Empty(t, Game.View(s, 0).Legal())
}

func TestLegal(t *testing.T) {
	s := newState(t, Config{Seats: 2}, 1)
	assert.Equal(t, []Action{Bet(10), Bet(20), Bet(50), Bet(100), Bet(250), Bet(500), SitOut()}, Game.View(s, 0).Legal())
	assert.Empty(t, Game.View(s, 1).Legal(), "not P2's turn")
	assert.Empty(t, Game.View(s, game.Spectator).Legal())

	late := bj.Default()
	late.Surrender = bj.LateSurrender
	p := playing(t, Config{Rules: late}, 10, "8S 10H 8D 7H")
	assert.Equal(t, []Action{Hit(), Stand(), Double(), Split(), Surrender()}, Game.View(p, 0).Legal())

	ins := stack(t, newState(t, Config{}, 3), "10S AH 9S 7H")
	ins, _ = must(t, ins, 0, Bet(15))
	assert.Equal(t, []Action{Insure(15), Decline()}, Game.View(ins, 0).Legal())
	nat := stack(t, newState(t, Config{}, 3), "AS AH KS 7H")
	nat, _ = must(t, nat, 0, Bet(10))
	assert.Equal(t, []Action{EvenMoney(), Decline()}, Game.View(nat, 0).Legal())

	// Every listed action is accepted.
	for _, st := range []State{s, p, ins, nat} {
		seat, _ := gametest.ToMove(Game, st)
		for _, a := range Game.View(st, seat).Legal() {
			_, _, err := Game.Reduce(st, seat, a)
			assert.NoError(t, err, "%s", a)
		}
	}
}

func TestActionText(t *testing.T) {
	assert.Equal(t, "bets 25", Bet(25).String())
	assert.Equal(t, "insures for 7.5", Insure(15).String())
	assert.Equal(t, "doubles", Double().String())
	assert.Equal(t, `does "x"`, Action{Kind: "x"}.String())
	for _, p := range []Phase{PhaseBetting, PhaseInsurance, PhasePlay, PhaseOver} {
		assert.NotEmpty(t, p.String())
	}
}
