package yahtzee

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// savedGame plays a whole game between computers and saves its log.
func savedGame(t *testing.T) (model, string, []byte) {
	t.Helper()
	m := start(t, testEnv(false), setup(21, aiOptimal, aiGreedy))
	require.True(t, m.tbl.Over())
	path, data := screentest.SavedLog(t, m)
	return m, path, data
}

// replayOf opens a replay screen of data.
func replayOf(t *testing.T, data []byte, name string) model {
	t.Helper()
	return screentest.OpenReplay[model](t, Game, testEnv(false), data, name)
}

// A replay played with space reaches the final state of the game, waits at
// the end, and finishes with the same summary.
func TestReplayPlaysToTheSameState(t *testing.T) {
	orig, path, data := savedGame(t)
	m := replayOf(t, data, path)
	assert.False(t, m.Running(), "a replay has nothing to lose")
	assert.Contains(t, m.View(), "Replay of "+filepath.Base(path))
	assert.Empty(t, m.tbl.Log().Entries)
	assert.Nil(t, m.ai[0], "nobody decides in a replay")

	m = press(t, m, "space")
	require.True(t, m.tbl.Over())
	assert.Equal(t, beatOver, m.beat.kind, "the end waits for enter")
	assert.Equal(t, orig.tbl.State(), m.tbl.State())
	assert.Equal(t, orig.tbl.Log().Entries, m.tbl.Log().Entries)
	_, out := drive(t, m, keys("enter")...)
	require.Len(t, out, 1)
	assert.Equal(t, orig.summary(), out[0].(screen.Finished).Summary)
}

// Stepping with n (or right) applies one logged action at a time.
func TestReplaySteps(t *testing.T) {
	orig, path, data := savedGame(t)
	m := replayOf(t, data, path)
	entries := orig.tbl.Log().Entries
	m = press(t, m, "n")
	assert.Equal(t, entries[:1], m.tbl.Log().Entries)
	m = press(t, m, "right")
	assert.Equal(t, entries[:2], m.tbl.Log().Entries)
	assert.Contains(t, m.View(), "action 2 of")
	for steps := 0; !m.tbl.Over(); steps++ {
		require.Less(t, steps, 400)
		m = press(t, m, "n")
	}
	assert.Equal(t, orig.tbl.State(), m.tbl.State())
}

// SaveLog of a replay writes the replayed log as it was read.
func TestReplaySaveLog(t *testing.T) {
	_, path, data := savedGame(t)
	m := replayOf(t, data, path)
	screentest.RequireSavedAsRead(t, m, data)
}

// A corrupt log is refused with an error naming the file and line (the
// replay package checks the other ways a log can be wrong).
func TestReplayCorruptLog(t *testing.T) {
	_, _, data := savedGame(t)
	bad := strings.Replace(string(data), `"seats":2`, `"seats":9`, 1)
	screentest.RequireCorrupt(t, Game, testEnv(false), []byte(bad), "y.jsonl", "y.jsonl:1:")

	lines := strings.SplitAfter(string(data), "\n")
	lines[2] = `{"seat":1,"action":{"kind":"roll"}}` + "\n" // P1 is still to play
	screentest.RequireCorrupt(t, Game, testEnv(false), []byte(strings.Join(lines, "")), "y.jsonl", "y.jsonl:3:")
}

// FuzzReplay feeds arbitrary bytes to Replay: an error or a screen, never
// a panic, and a screen that replays to the end.
func FuzzReplay(f *testing.F) {
	s := start(f, testEnv(false), setup(2, aiGreedy))
	var buf bytes.Buffer
	require.NoError(f, s.tbl.Log().Write(&buf))
	f.Add(buf.Bytes())
	f.Add([]byte(`{"game":"yahtzee"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, ok := screentest.ReplayToEnd(t, Game, testEnv(true), data, func(m model) bool { return m.rep.Next(m.moves) })
		if !ok {
			return
		}
		_ = gy.Game.View(m.tbl.State(), game.Spectator)
	})
}
