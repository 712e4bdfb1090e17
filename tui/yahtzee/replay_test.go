package yahtzee

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// savedGame plays a whole game between computers and saves its log.
func savedGame(t *testing.T) (string, []byte, []string) {
	t.Helper()
	m := start(t, testEnv(false), setup(21, aiOptimal, aiGreedy))
	require.True(t, where(m).Done)
	path, data := screentest.SavedLog(t, m)
	return path, data, strings.Split(strings.TrimSpace(string(data)), "\n")[1:]
}

// replayOf opens a replay screen of data, drawn with ASCII.
var replayOf = screentest.Replayer[screenOf](Screens, func() screen.Env { return testEnv(true) })

// A replay played with space reaches the end of the game, waits there for
// enter and ends with the same result, however it got there.
func TestReplayPlaysToTheEnd(t *testing.T) {
	path, data, lines := savedGame(t)
	m := replayOf(t, data, path)
	assert.False(t, m.Running(), "a replay has nothing to lose")
	assert.Contains(t, m.View(), "Replay of "+filepath.Base(path))
	assert.Equal(t, 0, where(m).Step)
	assert.Contains(t, m.View(), "Paused: right steps, space plays on.")

	m = press(t, m, "space")
	require.True(t, where(m).Over)
	require.True(t, where(m).Holding, "the end waits for enter")
	assert.Equal(t, len(lines), where(m).Step)
	assert.Contains(t, m.View(), "[>enter Result<]")
	m, out := drive(t, m, keys("enter")...)
	require.Len(t, out, 1)
	sum := out[0].(screen.Finished).Summary
	assert.Regexp(t, `^AI \((optimal|greedy)\) wins with \d+$`, sum[0])
	assert.Contains(t, sum, "AI (optimal) expected 254.59 at the start (optimal play).")
	screentest.RequireSavedAsRead(t, m, data)

	_, again := drive(t, press(t, replayOf(t, data, path), "G"), keys("enter")...)
	assert.Equal(t, out, again, "jumping to the end gives the same result")
}

// Right steps one action forward, left one back, g and G jump to the start
// and the end; the card and the log follow.
func TestReplaySteps(t *testing.T) {
	path, data, lines := savedGame(t)
	m := replayOf(t, data, path)
	assert.Contains(t, m.View(), "step 0 of ")
	m = press(t, m, "right")
	assert.Equal(t, 1, where(m).Step)
	assert.Contains(t, m.View(), "AI (optimal) rolls ")
	m = press(t, m, "right", "right")
	assert.Equal(t, 3, where(m).Step)
	at3 := m.View()
	m = press(t, m, "left")
	assert.Equal(t, 2, where(m).Step)
	m = press(t, m, "right")
	assert.Equal(t, at3, m.View(), "back and forward again shows the same")
	m = press(t, m, "G")
	assert.Equal(t, len(lines), where(m).Step)
	assert.Contains(t, m.View(), "Game over")
	m = press(t, m, "enter", "g")
	assert.Equal(t, 0, where(m).Step)
	assert.NotContains(t, m.View(), "rolls", "the log is back at the start")
	assert.Contains(t, m.View(), "Round 1 of 13")
}

// The advisor speaks in a replay to whoever is to play.
func TestReplayAdvisor(t *testing.T) {
	path, data, _ := savedGame(t)
	m := press(t, replayOf(t, data, path), "right", "t")
	assert.Contains(t, advisorText(m), "Best holds for AI (optimal), 2 rolls left")
	m = press(t, m, "right", "right", "right")
	assert.Contains(t, advisorText(m), "for AI (greedy)")
	m = press(t, m, "left", "left", "left")
	assert.Contains(t, advisorText(m), "Best holds for AI (optimal), 2 rolls left", "stepping back, the advice of that step")
	m = press(t, m, "g")
	assert.Contains(t, advisorText(m), "Roll first for AI (optimal).", "before the first roll")
	assert.Contains(t, advisorText(m), "Expected final score: 254.6")
	m = press(t, m, "t")
	assert.Empty(t, advisorText(m), "t closes it")
}

// A log that cuts off in its last line replays the lines before; a log the
// game refuses names its file and line.
func TestReplayDamagedLogs(t *testing.T) {
	path, data, lines := savedGame(t)
	cut := strings.TrimSpace(string(data))
	cut = cut[:len(cut)-10]
	m := replayOf(t, []byte(cut), path)
	assert.Contains(t, flatten(m.View()), "is left out", "the log panel says the last line could not be read")
	m = press(t, m, "G")
	assert.Equal(t, len(lines)-1, where(m).Step)

	bad := strings.Replace(string(data), `"seats":2`, `"seats":9`, 1)
	screentest.RequireCorrupt(t, Screens, testEnv(false), []byte(bad), "y.jsonl", "y.jsonl:1:")
	wrong := strings.SplitAfter(string(data), "\n")
	wrong[2] = `{"seat":1,"action":{"kind":"roll"}}` + "\n" // P1 is still to play
	screentest.RequireCorrupt(t, Screens, testEnv(false), []byte(strings.Join(wrong, "")), "y.jsonl", "y.jsonl:3:")
}
