package pokerdice

import (
	"bytes"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// savedMatch plays a whole match between computers and saves its log.
func savedMatch(t *testing.T, variants map[string]string) (model, string, []byte) {
	t.Helper()
	m := start(t, testEnv(false), setup(21, variants, aiOptimal, aiSimple))
	m, _ = drive(t, m)
	require.True(t, m.tbl.Over())
	path, data := screentest.SavedLog(t, m)
	return m, path, data
}

// replayOf opens a replay screen of data.
func replayOf(t *testing.T, data []byte, name string) model {
	t.Helper()
	return screentest.OpenReplay[model](t, Game, testEnv(false), data, name)
}

// A replay played with space reaches the final state of the match.
func TestReplayPlaysToTheSameState(t *testing.T) {
	for _, variants := range []map[string]string{nil, {"skills": "on"}} {
		orig, path, data := savedMatch(t, variants)
		m := replayOf(t, data, path)
		assert.False(t, m.Running(), "a replay has nothing to lose")
		assert.Contains(t, m.View(), "Replay of "+filepath.Base(path))
		assert.Empty(t, m.tbl.Log().Entries)
		assert.Equal(t, game.Omniscient, m.board.viewer, "a replay shows every face")

		m = press(t, m, "space") // plays on through every showdown to the end
		require.True(t, m.tbl.Over())
		assert.Equal(t, beatOver, m.beat.kind, "the end waits for enter")
		assert.Equal(t, orig.tbl.State(), m.tbl.State())
		assert.Equal(t, orig.tbl.Log().Entries, m.tbl.Log().Entries)
		m, out := drive(t, m, keys("enter")...)
		require.Len(t, out, 1)
		assert.Equal(t, orig.summary(), out[0].(screen.Finished).Summary)
	}
}

// Stepping with n (or right) applies one logged action at a time.
func TestReplaySteps(t *testing.T) {
	orig, path, data := savedMatch(t, nil)
	m := replayOf(t, data, path)
	entries := orig.tbl.Log().Entries
	m = press(t, m, "n")
	assert.Equal(t, entries[:1], m.tbl.Log().Entries)
	m = press(t, m, "right")
	assert.Equal(t, entries[:2], m.tbl.Log().Entries)
	for steps := 0; !m.tbl.Over(); steps++ {
		require.Less(t, steps, 200)
		m = press(t, m, "n")
	}
	assert.Equal(t, orig.tbl.State(), m.tbl.State())
}

// SaveLog of a replay writes the replayed log as it was read.
func TestReplaySaveLog(t *testing.T) {
	_, path, data := savedMatch(t, nil)
	m := replayOf(t, data, path)
	screentest.RequireSavedAsRead(t, m, data)
}

// A corrupt log is refused with an error naming the file and line; nothing
// panics, whatever the bytes.
func TestReplayCorruptLog(t *testing.T) {
	_, _, data := savedMatch(t, nil)
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	with := func(i int, line string) []byte {
		ls := append([]string(nil), lines...)
		ls[i] = line
		return []byte(strings.Join(ls, "\n") + "\n")
	}
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"malformed JSON", with(2, `{"seat": 0, "action": {`), "m.jsonl:3:"},
		{"unknown field", with(3, `{"seat":1,"action":{"kind":"hold"},"extra":1}`), "m.jsonl:4:"},
		{"an illegal action", with(2, `{"seat":1,"action":{"kind":"double"}}`), "m.jsonl:3:"},
		{"a seat that is not there", with(1, `{"seat":7,"action":{"kind":"hold"}}`), "m.jsonl:2:"},
		{"another game", with(0, `{"game":"chess","rules_version":1,"seed":1,"config":{},"players":[],"started":"2026-01-02T03:04:05Z"}`), "m.jsonl:1:"},
		{"a config out of range", with(0, strings.Replace(lines[0], `"rounds":5`, `"rounds":500`, 1)), "m.jsonl:1:"},
		{"empty", nil, "m.jsonl"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Game.Replay(testEnv(false), tc.data, "m.jsonl", game.Instant)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			assert.True(t, errors.Is(err, game.ErrCorruptLog), "%v", err)
		})
	}
}

// FuzzReplay feeds arbitrary bytes to Replay: an error or a screen, never a
// panic, and a screen that replays to the end.
func FuzzReplay(f *testing.F) {
	s := start(f, testEnv(false), setup(2, nil, aiSimple, aiSimple))
	s, _ = drive(f, s)
	var buf bytes.Buffer
	require.NoError(f, s.tbl.Log().Write(&buf))
	f.Add(buf.Bytes())
	f.Add([]byte(`{"game":"pokerdice"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, ok := screentest.ReplayToEnd(t, Game, testEnv(true), data, func(m model) bool { return m.rep.Next(m.moves) })
		if !ok {
			return
		}
		_ = gp.Game.View(m.tbl.State(), game.Spectator)
	})
}
