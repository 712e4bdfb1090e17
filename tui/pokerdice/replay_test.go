package pokerdice

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// savedMatch plays a whole match between computers and saves its log.
func savedMatch(t *testing.T, variants map[string]string) (screenOf, string, []byte) {
	t.Helper()
	m := start(t, testEnv(false), setup(21, variants, aiOptimal, aiSimple))
	require.True(t, where(m).Over)
	path, data := screentest.SavedLog(t, m)
	return m, path, data
}

// replayOf opens a replay screen of data.
var replayOf = screentest.Replayer[screenOf](Screens, func() screen.Env { return testEnv(false) })

// A replay played with space reaches the end of the match and says the
// same as the match did.
func TestReplayPlaysToTheEnd(t *testing.T) {
	for _, variants := range []map[string]string{nil, {"skills": "on"}} {
		orig, path, data := savedMatch(t, variants)
		m := replayOf(t, data, path)
		assert.False(t, m.Running(), "a replay has nothing to lose")
		assert.Contains(t, m.View(), "Replay of "+filepath.Base(path))
		assert.Equal(t, 0, where(m).Step)
		assert.Equal(t, game.Omniscient, where(m).Viewer, "a replay shows every face")

		m = press(t, m, "space") // plays on through every showdown to the end
		require.True(t, where(m).Over)
		require.True(t, where(m).Holding, "the end waits for enter")
		m, out := drive(t, m, keys("enter")...)
		require.Len(t, out, 1)
		assert.Contains(t, out[0].(screen.Finished).Summary[0], "the match")
		screentest.RequireSavedAsRead(t, m, data)

		again := press(t, replayOf(t, data, path), "G")
		require.True(t, where(again).Holding, "jumping to the end waits for enter too")
		_, out2 := drive(t, again, keys("enter")...)
		require.Len(t, out2, 1)
		assert.Equal(t, out, out2, "the same result, however the replay got there")
		_ = orig
	}
}

// Right steps one action forward, left one back, g and G jump to the
// start and the end; the log follows.
func TestReplaySteps(t *testing.T) {
	_, path, data := savedMatch(t, nil)
	m := replayOf(t, data, path)
	total := len(strings.Split(strings.TrimSpace(string(data)), "\n")) - 1
	assert.Contains(t, m.View(), "step 0 of ")
	next := func(m screenOf) screenOf { return press(t, m, "right") } // one step, past a showdown held too
	m = next(m)
	assert.Equal(t, 1, where(m).Step)
	m = next(next(m))
	assert.Equal(t, 3, where(m).Step)
	log3 := m.View()
	m = press(t, m, "left")
	assert.Equal(t, 2, where(m).Step)
	m = next(m)
	assert.Equal(t, log3, m.View(), "back and forward again shows the same")
	m = press(t, m, "G")
	assert.Equal(t, total, where(m).Step)
	assert.Contains(t, m.View(), "the match")
	m = press(t, m, "g")
	assert.Equal(t, 0, where(m).Step)
	assert.NotContains(t, m.View(), "showdown", "the log is back at the start")
	assert.Contains(t, m.View(), "[ instant ]", "the replay's speed")
	m = press(t, m, "-")
	assert.Contains(t, m.View(), "[ fast ]", "- slows it down")
	m = press(t, m, "+", "+")
	assert.Contains(t, m.View(), "[ instant ]", "+ speeds it up, to instant at most")
}

// A log cut short in its last line replays the lines before it and says
// what was left out; a log refused by the game names its file and line.
func TestReplayDamagedLogs(t *testing.T) {
	_, path, data := savedMatch(t, nil)
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	cut := strings.Join(lines[:len(lines)-1], "\n") + "\n" + lines[len(lines)-1][:10]
	m := replayOf(t, []byte(cut), path)
	assert.Contains(t, flatten(m.View()), "could not be read")
	m = press(t, m, "G")
	assert.Equal(t, len(lines)-2, where(m).Step)

	bad := bytes.Replace(data, []byte(`"kind":"hold"`), []byte(`"kind":"relock"`), 1)
	screentest.RequireCorrupt(t, Screens, testEnv(false), bad, "bad.jsonl", "bad.jsonl:2:")
}
