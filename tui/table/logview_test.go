package table_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/tui/screentest"
	"teahouse/tui/table"
)

// peeking is the race with log lines that say the log reader's view
// before and after each event: its totals and the secrets it knows
// ("[0 0]>[1 0] [0 0]").
func peeking() table.Spec[runner, int, raceState, int, raceView] {
	sp := spec
	sp.Face.Log.Describe = func(_ runner, _ ctx, before, after raceView, _ game.Event) []string {
		return []string{fmt.Sprintf("%v>%v %v", before.Total, after.Total, after.Secret)}
	}
	return sp
}

// People taking turns in a game of secrets: the log is written from a
// spectator's view, moved event by event, so it never tells a seat's
// secret while the board shows that seat its own; the end, which shows
// every secret, tells them.
func TestTheLogIsWrittenFromTheLogReadersView(t *testing.T) {
	sec := secrets(t)
	env := screentest.Env(true)
	env.GamesDir = t.TempDir()
	m, err := table.Open(env, peeking(), 0, seed42, []game.Player{ann, bob}, runner{}, table.Options{Speed: game.Instant})
	require.NoError(t, err)
	t.Cleanup(m.Close)
	m, _ = drive(t, m, screentest.Run(m.Init())...)
	var before, total [2]int
	for step := 0; !m.Progress().Over; step++ {
		require.Less(t, step, 20)
		if m.Progress().Passing {
			m = press(t, m, "enter")
		}
		seat := m.Progress().Viewer
		board := fmt.Sprintf("%s at %d, secret %d", []game.Player{ann, bob}[seat].Name, total[seat], sec[seat])
		view := screentest.Flatten(m.View())
		require.Contains(t, view, board, "step %d: the board shows the seat its secret", step)
		for _, s := range sec {
			require.NotContains(t, strings.Replace(view, board, "", 1), itoa(s), "step %d: the log tells no secret", step)
		}
		if step > 0 {
			assert.Contains(t, view, fmt.Sprintf("%v>%v [0 0]", before, total), "step %d: the spectator's view before the last step and after it", step)
		}
		before = total
		total[seat]++
		m = press(t, m, "1")
	}
	assert.Contains(t, screentest.Flatten(m.View()), fmt.Sprintf(">%v [%d %d]", total, sec[0], sec[1]), "the end tells every secret")
}
