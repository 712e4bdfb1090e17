package doudizhu

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	dz "teahouse/rules/doudizhu"
)

// endgameWorld is a world of hand-made hands, seat 0 the landlord, the
// turn's seat leading.
func endgameWorld(turn int, hands ...string) world {
	w := world{rules: dz.Standard, landlord: 0, table: dz.PassPlay, leader: turn, turn: turn}
	for s, h := range hands {
		w.hands[s] = dz.MustParse(h)
	}
	return w
}

// playOf is the reading of cards as a play, for hand-made positions.
func playOf(t *testing.T, cards string) dz.Play {
	ps := dz.Classify(dz.MustParse(cards), dz.Standard)
	require.NotEmpty(t, ps, cards)
	return ps[0]
}

// The landlord with 2 and 33 against two peasants of one card each wins
// by leading the pair (nobody can follow it) and loses by leading a solo
// 3, on which a peasant goes out.
func TestSolverFindsTheForcedWin(t *testing.T) {
	w := endgameWorld(0, "233", "A", "K")
	s := newSolver()
	for _, c := range []struct {
		lead string
		wins bool
	}{{"33", true}, {"2", true}, {"3", false}} {
		got, ok := s.solve(w, playOf(t, c.lead))
		require.True(t, ok)
		assert.Equal(t, c.wins, got, "lead %s", c.lead)
	}
}

// A peasant leading K and 4 against the landlord's Q wins by the K first
// (the Q cannot beat it, and the 4 then goes out) and loses by the 4 (the
// landlord goes out on it).
func TestSolverLeadsTheSafeCardFirst(t *testing.T) {
	w := endgameWorld(1, "Q", "K4", "3")
	s := newSolver()
	got, ok := s.solve(w, playOf(t, "K"))
	require.True(t, ok)
	assert.False(t, got, "leading the K, the peasants win")
	got, ok = s.solve(w, playOf(t, "4"))
	require.True(t, ok)
	assert.True(t, got, "leading the 4, the landlord's Q goes out")
}

// minimax is the plain perfect-information search the solver must agree
// with: no memory, no bound, no move order.
func minimax(w world) bool {
	mover := w.turn
	for _, m := range dz.Follows(nil, w.hands[mover], w.table, w.rules) {
		c := w
		if c.apply(m) {
			if mover == w.landlord {
				return true
			}
			return false
		}
		if minimax(c) == (mover == w.landlord) {
			return mover == w.landlord
		}
	}
	return mover != w.landlord
}

// On random positions of a few cards a hand, the solver agrees with plain
// minimax, from every first play.
func TestSolverAgreesWithMinimax(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for range 150 {
		var w world
		w.rules, w.landlord, w.table = dz.Standard, r.IntN(3), dz.PassPlay
		w.turn = r.IntN(3)
		w.leader = w.turn
		pool := dz.Pack
		for s := range w.hands {
			for range 1 + r.IntN(4) {
				var rk dz.Rank
				for {
					rk = dz.Rank(r.IntN(dz.NumRanks))
					if pool[rk] > 0 {
						break
					}
				}
				pool[rk]--
				w.hands[s][rk]++
			}
		}
		s := newSolver()
		for _, first := range dz.Leads(nil, w.hands[w.turn], w.rules) {
			got, ok := s.solve(w, first)
			require.True(t, ok)
			c := w
			want := c.turn == c.landlord
			if !c.apply(first) {
				want = minimax(c)
			}
			assert.Equal(t, want, got, "%v leading %v", w.hands, first)
		}
	}
}
