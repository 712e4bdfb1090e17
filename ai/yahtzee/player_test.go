package yahtzee

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

func TestNew(t *testing.T) {
	tb := sharedTable(t)
	for _, level := range Levels {
		p, err := New(level, tb)
		require.NoError(t, err, level)
		assert.NotNil(t, p)
		assert.NotEmpty(t, Describe(level))
	}
	p, err := New("greedy", nil)
	require.NoError(t, err, "greedy needs no table")
	assert.NotNil(t, p)
	assert.False(t, NeedsTable("greedy"))
	assert.True(t, NeedsTable("optimal"))
	_, err = New("optimal", nil)
	assert.ErrorIs(t, err, ErrNoTable)
	_, err = New("grandmaster", tb)
	require.ErrorIs(t, err, ErrUnknownLevel)
	assert.EqualError(t, err, `unknown AI level "grandmaster": want greedy or optimal`)
	assert.Empty(t, Describe("grandmaster"))
}

// players returns one player of every level.
func players(t testing.TB) map[string]Player {
	out := map[string]Player{}
	for _, level := range Levels {
		p, err := New(level, sharedTable(t))
		require.NoError(t, err)
		out[level] = p
	}
	return out
}

// Every decision in whole games of mixed levels is one the reducer accepts.
func TestDecideIsLegalInWholeGames(t *testing.T) {
	ps := players(t)
	games := 60
	if testing.Short() {
		games = 10
	}
	for g := range games {
		seats := g%gy.MaxSeats + 1
		s, err := gy.Game.New(gy.Config{Seats: seats}, uint64(g))
		require.NoError(t, err)
		seatPlayer := func(seat game.Seat) Player { return ps[Levels[(g+int(seat))%len(Levels)]] }
		for steps := 0; ; steps++ {
			require.Less(t, steps, 4*gy.Rounds*gy.MaxSeats+1)
			seat, ok := gametest.ToMove(gy.Game, s)
			if !ok {
				break
			}
			v := gy.Game.View(s, seat)
			a := seatPlayer(seat).Decide(v)
			require.NoError(t, v.Check(a), "game %d %s: %s", g, seat, a)
			s, _, err = gy.Game.Reduce(s, seat, a)
			require.NoError(t, err)
		}
	}
}

// Every level decides legally in random positions: reachable cards (joker
// positions included), random dice with one, two or three rolls used.
func TestDecideIsLegalInRandomPositions(t *testing.T) {
	ps := players(t)
	rng := rand.New(rand.NewPCG(7, 8))
	n := 5000
	if testing.Short() {
		n = 500
	}
	for i := range n {
		st := State{Open: uint16(rng.IntN(allBoxes) + 1), Upper: rng.IntN(64), Y50: rng.IntN(2) == 1}
		if !st.Reachable() {
			continue
		}
		card, err := CardOf(st)
		require.NoError(t, err)
		var d dice.Hand
		for j := range d {
			d[j] = rng.IntN(dice.Sides) + 1
		}
		if i%4 == 0 { // plenty of Yahtzees, for the joker rule
			d = dice.Hand{d[0], d[0], d[0], d[0], d[0]}
		}
		v := gy.View{Viewer: 0, Config: gy.Config{Seats: 1}, Round: 14 - len(card.Allowed(d)),
			Turn: 0, RollsUsed: rng.IntN(3) + 1, Dice: d, Cards: [gy.MaxSeats]yz.Card{card}}
		for level, p := range ps {
			a := p.Decide(v)
			require.NoError(t, v.Check(a), "%s on %+v with %v, %d rolls used: %s", level, st, d, v.RollsUsed, a)
		}
		v.RollsUsed, v.Dice = 0, dice.Hand{}
		for level, p := range ps {
			assert.Equal(t, gy.Roll(0), p.Decide(v), level)
		}
	}
}

// A view that asks nothing of its viewer gets an action Check refuses.
func TestDecideOutOfTurn(t *testing.T) {
	s, err := gy.Game.New(gy.Config{Seats: 2}, 1)
	require.NoError(t, err)
	for level, p := range players(t) {
		for _, viewer := range []game.Seat{1, game.Spectator} {
			v := gy.Game.View(s, viewer)
			assert.Error(t, v.Check(p.Decide(v)), "%s as %s", level, viewer)
		}
		over := gy.Game.View(s, 0)
		over.Over = true
		assert.Error(t, over.Check(p.Decide(over)), level)
	}
}
