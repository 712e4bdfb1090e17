package table_test

import (
	"context"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/host"
	"teahouse/tui/screentest"
	"teahouse/tui/table"
)

// waiting is a computer that steps 2 once ready is closed.
type waiting struct{ ready chan struct{} }

func (w waiting) Decide(ctx context.Context, _ host.Decision[raceView, int]) (int, error) {
	select {
	case <-w.ready:
		return 2, nil
	case <-ctx.Done():
		return 0, ctx.Err()
	}
}

// watchByHand opens a race of two computers at slow speed whose host
// answers at once (a think of 0) once the screen watches it, each event
// shown a card table's play beat, with a clock driven by hand.
func watchByHand(t *testing.T) raceScreen {
	t.Helper()
	s := spec
	ready := make(chan struct{})
	s.Roster.AI = func(string) (host.Controller[raceView, int], error) { return waiting{ready}, nil }
	s.Think = func(raceView) float64 { return 0 }
	s.Face.Board.Event = func(f runner, c ctx, e game.Event) (runner, table.Beat) {
		f, _ = runner.Event(f, c, e)
		return f, table.Beat{Pause: table.PlayDelays}
	}
	env := screentest.Env(true)
	env.GamesDir = t.TempDir()
	m, err := table.Open(env, s, 0, seed42, []game.Player{ai, ai}, runner{}, table.Options{Speed: game.Slow})
	require.NoError(t, err)
	t.Cleanup(m.Close)
	close(ready)
	m = m.ByHand()
	m, _ = drive(t, m, screentest.Run(m.Init())...)
	return m
}

// tick ends the pause on screen, as its time would.
func tick(t *testing.T, m raceScreen) (raceScreen, []tea.Msg) {
	t.Helper()
	_, msg, ok := m.Pacing()
	require.True(t, ok, "a pause runs")
	return drive(t, m, msg)
}

// A table of computers shows each play for the speed's play beat (two
// seconds slow), one after the other; space pauses it (the pause's tick
// ends nothing), "." shows one more play while paused, space resumes; the
// footer says so.
func TestWatchingIsPacedPausedAndStepped(t *testing.T) {
	m := watchByHand(t)
	want := time.Duration(table.PlayDelays * float64(game.Slow.Delay()))
	d, _, ok := m.Pacing()
	require.True(t, ok)
	assert.Equal(t, want, d, "a play stays its beat")
	assert.InDelta(t, 2*time.Second, d, float64(10*time.Millisecond), "about two seconds, slow")
	assert.Equal(t, 0, m.Progress().Step, "the first play is being shown")
	m, _ = tick(t, m)
	assert.Equal(t, 1, m.Progress().Step, "the next play only once the beat has ended")
	assert.Contains(t, m.View(), "space pause")
	assert.Contains(t, m.View(), ". next play")

	_, stale, _ := m.Pacing()
	m = press(t, m, "space")
	require.True(t, m.Progress().Paused)
	_, _, ok = m.Pacing()
	assert.False(t, ok, "no pause runs while paused")
	m, _ = drive(t, m, stale)
	assert.Equal(t, 1, m.Progress().Step, "the pause's end changes nothing while paused")
	view := screentest.Flatten(m.View())
	assert.Contains(t, view, "Paused")
	assert.Contains(t, view, "space resume")
	lines := strings.Count(view, "steps 2 to")

	m = press(t, m, ".")
	assert.Equal(t, 2, m.Progress().Step, ". shows one more play")
	assert.True(t, m.Progress().Paused, "and stays paused")
	_, _, ok = m.Pacing()
	assert.False(t, ok)
	assert.Equal(t, lines+1, strings.Count(screentest.Flatten(m.View()), "steps 2 to"), "its line is logged")

	m = press(t, m, "space")
	assert.False(t, m.Progress().Paused)
	d, _, ok = m.Pacing()
	require.True(t, ok, "resumed: the play on screen stays its beat")
	assert.Equal(t, want, d)
	var said []tea.Msg
	for step := 0; len(said) == 0; step++ {
		require.Less(t, step, 20, "the race ends")
		m, said = tick(t, m)
	}
	assert.True(t, m.Progress().Done)
}
