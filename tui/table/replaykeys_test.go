package table_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/tui/screentest"
	"teahouse/tui/table"
)

// replayOf is a replay at speed of a race the computers ran, started.
func replayOf(t *testing.T, speed game.Speed) raceScreen {
	t.Helper()
	m := open(t, game.Instant, ai, ai)
	path, err := m.SaveLog(t.TempDir())
	require.NoError(t, err)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	r, err := table.Replay(screentest.Env(true), spec, data, path, speed, runner{})
	require.NoError(t, err)
	r, _ = drive(t, r, screentest.Run(r.Init())...)
	return r
}

// pressFast sends each key with no pause of the screen's clock ending in
// between (the presses come faster than any beat).
func pressFast(r raceScreen, names ...string) raceScreen {
	for _, k := range keys(names...) {
		s, _ := r.Update(k) // the tick scheduled is never delivered
		r = s.(raceScreen)
	}
	return r
}

// Every right or left press moves exactly one step of a replay, however
// fast they come: a step still being shown is finished at once, its log
// lines written.
func TestReplayPressesMoveOneStepEach(t *testing.T) {
	r := replayOf(t, game.Slow)
	for i := 1; i <= 5; i++ {
		r = pressFast(r, "right")
		assert.Equal(t, i-1, r.Progress().Step, "step %d is being shown", i)
		assert.True(t, r.Progress().Busy)
	}
	r = pressFast(r, "left", "left")
	assert.Equal(t, 3, r.Progress().Step)
	assert.False(t, r.Progress().Busy)
	assert.Contains(t, r.View(), "P1 AI (two) steps 2 to 4.", "the log holds step 3")
	assert.NotContains(t, r.View(), "P2 AI (two) steps 2 to 4.", "and nothing after it")
	r = pressFast(r, "right", "right", "right", "right")
	assert.Equal(t, 6, r.Progress().Step, "the last step is being shown")
	r = pressFast(r, "right")
	assert.True(t, r.Progress().Over)
	assert.True(t, r.Progress().Holding, "the end waits for enter")
	_, out := drive(t, r, keys("enter")...)
	require.Len(t, out, 1, "enter ends the replay")
}
