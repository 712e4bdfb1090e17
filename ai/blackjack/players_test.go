package blackjack

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

func TestNewPlayer(t *testing.T) {
	for _, level := range Levels {
		p, err := NewPlayer(level, bj.Default())
		require.NoError(t, err, level)
		assert.NotNil(t, p)
	}
	p, err := NewPlayer("counter", bj.Rules{})
	require.NoError(t, err, "the zero Rules are the default table")
	_, ok := p.(Observer)
	assert.True(t, ok, "the counter observes events")
	p, err = NewPlayer("basic", bj.Rules{})
	require.NoError(t, err)
	_, ok = p.(Observer)
	assert.False(t, ok, "basic strategy needs no events")

	_, err = NewPlayer("psychic", bj.Default())
	require.ErrorIs(t, err, ErrUnknownLevel)
	assert.EqualError(t, err, `unknown AI level "psychic": want basic or counter`)
	bad := bj.Default()
	bad.MaxHands = 7
	_, err = NewPlayer("basic", bad)
	assert.ErrorIs(t, err, bj.ErrRules)
}

// Players, and a table's computers, are made without deriving the chart,
// so that a table opens at once: it is derived when first asked for, once
// however many ask at the same time.
func TestPlayersDeriveTheChartWhenFirstAsked(t *testing.T) {
	r := bj.Default()
	r.Decks, r.MaxHands = 7, 3 // rules no other test derives a chart for
	for _, level := range Levels {
		_, err := NewPlayer(level, r)
		require.NoError(t, err, level)
		_, err = Roster(r).AI(level)
		require.NoError(t, err, level)
	}
	assert.Nil(t, chartEntry(r).chart, "not derived yet")

	charts := make(chan *Chart)
	for range 4 {
		go func() {
			c, err := ChartFor(r)
			assert.NoError(t, err)
			charts <- c
		}()
	}
	first := <-charts
	require.NotNil(t, first)
	for range 3 {
		assert.Same(t, first, <-charts, "derived once")
	}
	assert.Equal(t, r, first.Rules)
}

// Every action the players choose is one their view accepts, over many
// seeded rounds at full tables with small bankrolls (so seats go broke,
// rebuy, sit out, cannot afford a double or a split, insure for less than
// half the bet) under every rule option.
func TestPlayersDecideLegally(t *testing.T) {
	rounds := 2000
	if short() {
		rounds = 300
	}
	levels := []string{"basic", "counter", "counter", "basic", "counter"}
	for i, rs := range simRuleSets {
		t.Run(rs.name, func(t *testing.T) {
			cfg := gb.Config{Rules: rs.rules(), Seats: 5, Bankroll: 35, MinBet: 5, MaxBet: 40}
			playTable(t, cfg, uint64(100+i), levels, rounds) // checks every action
		})
	}
}

// view returns seat 0's view of a fresh default table, in the betting
// phase, edited by f.
func view(t *testing.T, f func(v *gb.View)) gb.View {
	t.Helper()
	s, err := gb.Game.New(gb.Config{MinBet: 10, MaxBet: 500, Bankroll: 1000}, 1)
	require.NoError(t, err)
	v := gb.Game.View(s, 0)
	if f != nil {
		f(&v)
	}
	return v
}

func TestBasicPlayerBetsTheMinimumAndNeverInsures(t *testing.T) {
	p, err := NewPlayer("basic", bj.Default())
	require.NoError(t, err)
	assert.Equal(t, gb.Bet(10), p.Decide(view(t, nil)))
	broke := view(t, func(v *gb.View) { v.Spots[0].Bankroll = bj.Chips(3) })
	assert.Equal(t, gb.Rebuy(), p.Decide(broke), "a broke seat takes a new bankroll")

	insurance := view(t, func(v *gb.View) {
		v.Phase = gb.PhaseInsurance
		v.Dealer.Cards[0], v.Dealer.N = cards.New(cards.Ace, cards.Spades), 2
		h := &v.Spots[0].Hands[0]
		h.Cards[0], h.Cards[1], h.N, h.Bet = cards.New(cards.Ace, cards.Hearts), cards.New(cards.King, cards.Hearts), 2, bj.Chips(10)
		v.Spots[0].NHands = 1
	})
	assert.Equal(t, gb.Decline(), p.Decide(insurance), "no even money")
}

// The chart's D, Ds and P fall back when the bankroll cannot cover the
// double or the split.
func TestPlayerFallsBackWhenItCannotAfford(t *testing.T) {
	p, err := NewPlayer("basic", bj.Default())
	require.NoError(t, err)
	hand := func(bankroll int, a, b cards.Rank, up cards.Rank) gb.View {
		return view(t, func(v *gb.View) {
			v.Phase = gb.PhasePlay
			v.Dealer.Cards[0], v.Dealer.N = cards.New(up, cards.Spades), 2
			h := &v.Spots[0].Hands[0]
			h.Cards[0], h.Cards[1], h.N, h.Bet = cards.New(a, cards.Hearts), cards.New(b, cards.Clubs), 2, bj.Chips(10)
			v.Spots[0].NHands, v.Spots[0].Bankroll = 1, bj.Chips(bankroll)
		})
	}
	tests := []struct {
		name     string
		bankroll int
		a, b, up cards.Rank
		want     gb.Action
	}{
		{"11 v 6 doubles", 100, cards.Five, cards.Six, cards.Six, gb.Double()},
		{"11 v 6 hits when broke", 5, cards.Five, cards.Six, cards.Six, gb.Hit()},
		{"A-7 v 3 doubles", 100, cards.Ace, cards.Seven, cards.Three, gb.Double()},
		{"A-7 v 3 stands when broke (Ds)", 5, cards.Ace, cards.Seven, cards.Three, gb.Stand()},
		{"8-8 v 10 splits", 100, cards.Eight, cards.Eight, cards.King, gb.Split()},
		{"8-8 v 10 plays 16 when broke", 5, cards.Eight, cards.Eight, cards.King, gb.Hit()},
		{"9-9 v 7 plays 18 when broke", 5, cards.Nine, cards.Nine, cards.Seven, gb.Stand()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := hand(tt.bankroll, tt.a, tt.b, tt.up)
			got := p.Decide(v)
			assert.Equal(t, tt.want, got)
			assert.NoError(t, v.Check(got))
		})
	}
}

func TestDecideOutOfTurnIsRefused(t *testing.T) {
	s, err := gb.Game.New(gb.Config{Seats: 2}, 1)
	require.NoError(t, err)
	for _, level := range Levels {
		p, err := NewPlayer(level, bj.Default())
		require.NoError(t, err)
		v := gb.Game.View(s, game.Seat(1))
		assert.Error(t, v.Check(p.Decide(v)), "%s: P2 is not to bet yet", level)
	}
}

// A player made for other rules reads the chart for the table's rules.
func TestPlayerUsesTheTablesRules(t *testing.T) {
	p, err := NewPlayer("basic", bj.Default())
	require.NoError(t, err)
	v := view(t, func(v *gb.View) {
		v.Config.Rules.Surrender = bj.LateSurrender
		v.Phase = gb.PhasePlay
		v.Dealer.Cards[0], v.Dealer.N = cards.New(cards.King, cards.Spades), 2
		h := &v.Spots[0].Hands[0]
		h.Cards[0], h.Cards[1], h.N, h.Bet = cards.New(cards.Ten, cards.Hearts), cards.New(cards.Six, cards.Clubs), 2, bj.Chips(10)
		v.Spots[0].NHands = 1
	})
	assert.Equal(t, gb.Surrender(), p.Decide(v), "16 v 10 surrenders where the table allows it")
}
