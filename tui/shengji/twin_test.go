package shengji

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/tui/screentest"
)

// drawFor draws the face as the screen of eyes would, from a view that
// may hold every hand: the face must draw only what eyes may see.
func drawFor(eyes game.Seat, v gs.View, w, h int) string {
	return screentest.DrawBoard(spec.Face.Board, newFace(v.Config), fourPeople, eyes, v, w, h)
}

// twinOf deals again what eyes may not see: the other three hands and,
// unless eyes is the dealer holding it, the kitty, each keeping its size.
func twinOf(r *rand.Rand, v gs.View, eyes game.Seat) gs.View {
	var pool gs.Set
	for i := range gs.Seats {
		if game.Seat(i) != eyes {
			pool = pool.Union(v.Hands[i])
		}
	}
	// While the dealer buries, the kitty is in its hand; once buried, out.
	kitty := v.Dealer != eyes && !v.Kitty.Empty() && v.Phase != gs.PhaseBury
	if kitty {
		pool = pool.Union(v.Kitty)
	}
	cs := pool.Cards()
	r.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	take := func(n int) gs.Set {
		s, _ := gs.SetOf(cs[:n]...)
		cs = cs[n:]
		return s
	}
	for i := range gs.Seats {
		if game.Seat(i) != eyes {
			v.Hands[i] = take(v.Hands[i].Len())
		}
	}
	if kitty {
		v.Kitty = take(v.Kitty.Len())
	}
	if v.Phase == gs.PhaseBury && v.Dealer != eyes && !v.Kitty.Empty() {
		k, _ := gs.SetOf(v.Hands[v.Dealer].Cards()[:v.Kitty.Len()]...)
		v.Kitty = k
	}
	return v
}

// Twins: at every step of seeded deals played by random legal moves, seat
// 0's screen drawn from the true hands and kitty and from ones dealt again
// where it may not see them is the same (see screentest.Twins).
func TestTwinScreensAreTheSame(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var starts []gs.State
	for _, cfg := range []gs.Config{{Deals: 1}, {Deals: 1, Trump: "S"}} {
		s, err := gs.Game.New(cfg, 5)
		require.NoError(t, err)
		starts = append(starts, s)
	}
	screentest.Twins[gs.Config, gs.State, gs.Action, gs.View]{
		Game: gs.Game, Starts: starts, Draw: drawFor,
		Move: func(s gs.State, seat game.Seat) gs.Action {
			legal, _ := gs.Game.View(s, seat).Legal()
			return legal[r.IntN(len(legal))]
		},
		Eyes: func(v gs.View, eyes game.Seat) gs.View { v.Viewer = eyes; return v },
		Twin: func(v gs.View, eyes game.Seat) gs.View { return twinOf(r, v, eyes) },
	}.Require(t)
}
