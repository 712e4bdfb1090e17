package pokerdice

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

// TestPlayManyMatches plays seeded matches between random levels through the
// reducer: every AI action passes View.Check, no reducer error or panic,
// dice stay 1..6, scores add up and tips are legal.
func TestPlayManyMatches(t *testing.T) {
	matches := 10_000
	if testing.Short() {
		matches = 1_000
	}
	rng := rand.New(rand.NewPCG(11, 12))
	for i := range matches {
		cfg := gp.Config{
			Rounds:       1 + rng.IntN(7),
			Rule:         pd.HoldRule(rng.IntN(2)),
			Skills:       rng.IntN(2) == 0,
			FirstStarter: game.Seat(rng.IntN(2)),
		}
		var players [gp.Seats]Player
		for s := range players {
			p, err := New(Levels[rng.IntN(len(Levels))])
			require.NoError(t, err)
			players[s] = p
		}
		playMatch(t, cfg, uint64(i), players, i%16 == 0)
	}
}

// playMatch plays one match to the end, checking invariants as it goes.
func playMatch(t *testing.T, cfg gp.Config, seed uint64, players [gp.Seats]Player, tips bool) {
	t.Helper()
	s, err := gp.Game.New(cfg, seed)
	require.NoError(t, err)
	var score [gp.Seats]int
	over := false
	for step := 0; ; step++ {
		require.Less(t, step, 2000, "seed %d: the match does not end", seed)
		seat, ok := gametest.ToMove(gp.Game, s)
		if !ok {
			break
		}
		v := gp.Game.View(s, seat)
		require.True(t, v.Me().Dice.Valid(), "seed %d: own dice %v", seed, v.Me().Dice)
		a := players[seat].Decide(v)
		require.NoError(t, v.Check(a), "seed %d: %s %s", seed, seat, a)
		if tips {
			for _, tip := range Tips(v, 3) {
				if v.Phase == gp.PhaseHold {
					require.NoError(t, v.Check(gp.Hold(tip.Hold)))
				} else {
					require.NoError(t, v.Check(gp.Relock(tip.Hold)))
				}
			}
		}
		var events []game.Event
		s, events, err = gp.Game.Reduce(s, seat, a)
		require.NoError(t, err, "seed %d: %s %s", seed, seat, a)
		for _, e := range events {
			switch e := e.(type) {
			case gp.DiceRolled:
				require.True(t, e.Dice.Valid(), "seed %d: rolled %v", seed, e.Dice)
			case gp.RoundScored:
				r := e.Result
				for i, h := range r.Hands {
					require.True(t, h.Valid())
					require.Equal(t, pd.Evaluate(h), r.Ranks[i])
				}
				want := game.NoSeat
				switch pd.Compare(r.Ranks[0], r.Ranks[1]) {
				case 1:
					want = 0
				case -1:
					want = 1
				}
				require.Equal(t, want, r.Winner)
				if r.Winner != game.NoSeat {
					require.Contains(t, []int{1, 2}, r.Points)
					score[r.Winner] += r.Points
				}
				require.Equal(t, score, r.Score, "seed %d", seed)
			case gp.MatchOver:
				over = true
				require.Equal(t, score, e.Score)
				require.Greater(t, score[e.Winner], score[1-e.Winner])
			}
		}
	}
	require.True(t, over)
	require.Equal(t, score, s.Score())
	require.Equal(t, dice.FullMask, gp.Game.View(s, 0).Opponent().Known, "the showdown reveals all")
}
