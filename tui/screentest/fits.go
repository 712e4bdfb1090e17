package screentest

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

// RequireFitsToTheEnd plays m to the end of its game, pressing at each
// step enter where a result waits for it and otherwise the keys keysAt
// gives, and requires every screen drawn on the way, after each key, to
// fill w by h cells exactly; steps bounds the game.
func RequireFitsToTheEnd[M Progressor](t testing.TB, m M, w, h, steps int, keysAt func(m M, step int) []string) M {
	t.Helper()
	for step := 0; !m.Progress().Done; step++ {
		require.Less(t, step, steps, "the game never ends")
		RequireSize(t, m.View(), w, h, fmt.Sprintf("step %d", step))
		keys := []string{"enter"}
		if !m.Progress().Holding {
			keys = keysAt(m, step)
		}
		for _, k := range keys {
			m = Press(t, m, k)
			RequireSize(t, m.View(), w, h, fmt.Sprintf("step %d after %s", step, k))
		}
	}
	return m
}
