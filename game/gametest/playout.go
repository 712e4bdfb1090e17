package gametest

import (
	"math/rand/v2"

	"github.com/stretchr/testify/require"

	"teahouse/game"
)

// PlayOut plays a game of cfg from seed to its end, each seat g waits for
// first choosing among its legal actions with choose (nil: at random),
// and returns the final state and every event: the finished games a
// game's tests look at.
func PlayOut[C, S, A, V any](t T, g game.Game[C, S, A, V], cfg C, seed uint64, choose func(r *rand.Rand, v V, legal []A) A) (S, []game.Event) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 2))
	s, err := g.New(cfg, seed)
	require.NoError(t, err)
	var all []game.Event
	for step := 0; ; step++ {
		seat, ok := ToMove(g, s)
		if !ok {
			return s, all
		}
		require.Less(t, step, 100000, "the game never ends (config %+v, seed %d)", cfg, seed)
		v := g.View(s, seat)
		legal, _ := g.Legal(v)
		require.NotEmpty(t, legal, "%s is waiting with nothing legal to do", seat)
		a := legal[r.IntN(len(legal))]
		if choose != nil {
			a = choose(r, v, legal)
		}
		var events []game.Event
		s, events, err = g.Reduce(s, seat, a)
		require.NoError(t, err, "%s: %+v", seat, a)
		all = append(all, events...)
	}
}

// checkContests checks a finished game's contests: each a place (1 or
// more) per side, each side seats of the game, no seat twice in one
// contest.
func checkContests(t T, contests []game.Contest, seats int) {
	t.Helper()
	for i, c := range contests {
		require.Len(t, c.Places, len(c.Sides), "contest %d: a place per side", i)
		seen := map[game.Seat]bool{}
		for s, side := range c.Sides {
			require.NotEmpty(t, side, "contest %d: side %d has seats", i, s)
			require.GreaterOrEqual(t, c.Places[s], 1, "contest %d: side %d's place", i, s)
			for _, seat := range side {
				require.True(t, seat >= 0 && int(seat) < seats, "contest %d: %s is a seat", i, seat)
				require.False(t, seen[seat], "contest %d: %s on one side only", i, seat)
				seen[seat] = true
			}
		}
	}
}
