package doudizhu

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	aidz "teahouse/ai/doudizhu"
	"teahouse/game"
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
	"teahouse/tui/screentest"
)

// drawFor draws the face as the screen of eyes would, from a view that
// holds every hand: the face must draw only what eyes may see, whatever
// the view holds (the driver hands it a redacted view; this checks the
// face's own rule as well).
func drawFor(eyes game.Seat, v gd.View, w, h int) string {
	return screentest.DrawBoard(spec.Face.Board, newFace(v.Config), threeSeats, eyes, v, w, h)
}

// twinOf redraws the hands eyes may not see: the other two seats' cards
// dealt again between them, each keeping its size (a landlord keeps the
// bottom cards, which everyone has seen).
func twinOf(r *rand.Rand, v gd.View, eyes game.Seat) gd.View {
	var pool dz.Set
	var seats []int
	for i := range gd.Seats {
		if game.Seat(i) == eyes || v.Shown && game.Seat(i) == v.Landlord {
			continue
		}
		h := v.Hands[i]
		if game.Seat(i) == v.Landlord {
			h &^= v.Bottom
		}
		pool |= h
		seats = append(seats, i)
	}
	cs := pool.Cards()
	r.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
	for _, i := range seats {
		keep := dz.Set(0)
		if game.Seat(i) == v.Landlord {
			keep = v.Hands[i] & v.Bottom
		}
		n := v.Hands[i].Len() - keep.Len()
		v.Hands[i] = keep | dz.SetOf(cs[:n])
		cs = cs[n:]
	}
	return v
}

// Twins: at every step of seeded deals played by computers, seat 0's
// screen drawn from the true hands and from hands redrawn where it may not
// see them is the same (see screentest.Twins).
func TestTwinScreensAreTheSame(t *testing.T) {
	p, err := aidz.New("simple")
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(1, 2))
	var starts []gd.State
	for _, cfg := range []gd.Config{{Deals: 1}, {Deals: 1, Bidding: gd.CallAndRob, ShowCards: gd.ShowAfterBottom},
		{Deals: 1, ShowCards: gd.ShowBeforeDeal, Doubling: true, Bidding: gd.CallAndRob, RobBack: true}} {
		for seed := uint64(1); seed <= 3; seed++ {
			s, err := gd.Game.New(cfg, seed)
			require.NoError(t, err)
			starts = append(starts, s)
		}
	}
	screentest.Twins[gd.Config, gd.State, gd.Action, gd.View]{
		Game: gd.Game, Starts: starts, Draw: drawFor,
		Move: func(s gd.State, seat game.Seat) gd.Action { return p.Decide(gd.Game.View(s, seat)) },
		Eyes: func(v gd.View, eyes game.Seat) gd.View { v.Viewer = eyes; return v },
		Twin: func(v gd.View, eyes game.Seat) gd.View { return twinOf(r, v, eyes) },
	}.Require(t)
}
