package blackjack

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/tui/screen"
	"teahouse/tui/screentest"
	"teahouse/tui/ui"
)

// savedGame plays a table of you and two computers for six rounds by keys,
// to its end, and saves its log.
func savedGame(t *testing.T) (screenOf, []string, string, []byte) {
	t.Helper()
	s := setup(21, you, aiCounter, aiBasic)
	s.Options["rounds"] = "6"
	s.Options["surrender"] = "late"
	s.Options["decks"] = "1"
	m, summary := playOn(t, start(t, testEnv(false), s), "h")
	path, data := screentest.SavedLog(t, m)
	return m, summary, path, data
}

// replayOf opens a replay screen of data.
var replayOf = screentest.Replayer[screenOf](Screens, func() screen.Env { return testEnv(false) })

// A replay played with space reaches the end of the game, waits there for
// enter, and finishes with the game's summary; it keeps no bankrolls and
// saves the log as it was read.
func TestReplayPlaysToTheEnd(t *testing.T) {
	_, summary, path, data := savedGame(t)
	m := replayOf(t, data, path)
	assert.False(t, m.Running(), "a replay has nothing to lose")
	assert.Contains(t, m.View(), "Replay of "+filepath.Base(path))
	assert.Equal(t, 0, where(m).Step)

	m = press(t, m, "space")
	require.True(t, where(m).Over)
	require.True(t, where(m).Holding, "the end waits for enter")
	assert.Contains(t, sideText(m, 100), "After 6 rounds:", "the result beside the table")
	_, out := drive(t, m, keys("enter")...)
	require.Len(t, out, 1)
	assert.Equal(t, summary, out[0].(screen.Finished).Summary)
	screentest.RequireSavedAsRead(t, m, data)
}

// Right steps one action forward, left one back, g and G jump to the
// start and the end. A step reached going back shows exactly what it
// showed going forward: the table pictured from the view agrees with the
// table moved by the events, the count and the log too.
func TestReplaySteps(t *testing.T) {
	_, _, path, data := savedGame(t)
	m := replayOf(t, data, path)
	total := bytes.Count(bytes.TrimSpace(data), []byte("\n")) // the lines after the header
	// The count and the hint are part of the picture.
	m = press(t, m, "c", "t")
	assert.Contains(t, m.View(), "Hi-Lo +0", "c shows the count in a replay too")
	for step := 1; step <= total; step++ {
		m = press(t, m, "right")
		if where(m).Holding {
			break
		}
		require.Equal(t, step, where(m).Step)
		forward := m.View()
		m = press(t, m, "right", "left")
		require.Equal(t, step, where(m).Step)
		require.Equal(t, forward, m.View(), "step %d", step)
	}
	m = press(t, m, "g")
	assert.Equal(t, 0, where(m).Step)
	assert.Contains(t, m.View(), "Hi-Lo +0 · true +0.0", "the count back at the shuffle")
	assert.NotContains(t, m.View(), "Round 2")
	m = press(t, m, "G")
	assert.Equal(t, total, where(m).Step)
	assert.Contains(t, m.View(), "The table closes after 6 rounds.")
}

// The header names the round whose results are on the table: round 1's
// while the bets of round 2 are placed, round 2 once its cards come.
func TestReplayHeaderNamesTheRoundShown(t *testing.T) {
	_, _, path, data := savedGame(t)
	m := replayOf(t, data, path)
	tableOf := func(m screenOf) string {
		return flatten(screentest.Region(m.View(), ui.Rect{Y: 2, W: 100 - sideWidth(100), H: 30}))
	}
	results := func(table string) bool {
		return strings.Contains(table, "won ") || strings.Contains(table, "lost ") || strings.Contains(table, "push")
	}
	header := func(m screenOf) string { return strings.SplitN(m.View(), "\n", 2)[0] }
	for step := 0; !strings.Contains(sideText(m, 100), "Round 2 ──"); step++ {
		require.Less(t, step, 100)
		m = press(t, m, "right")
	}
	assert.True(t, results(tableOf(m)), "round 1's results stay on the table")
	assert.Contains(t, header(m), "Round 1 of 6")
	for step := 0; !strings.Contains(header(m), "Round 2 of 6"); step++ {
		require.Less(t, step, 100)
		require.True(t, results(tableOf(m)), "round 1's results are shown until round 2's cards come")
		m = press(t, m, "right")
	}
	assert.False(t, results(tableOf(m)), "round 2's header over round 2's cards")
}

// In a replay the hint speaks for whoever is to move.
func TestReplayHint(t *testing.T) {
	m := press(t, dealt(t, testEnv(false), seedDouble), "d")
	_, data := screentest.SavedLog(t, m)
	r := press(t, replayOf(t, data, "x.jsonl"), "n", "n", "t")
	assert.Contains(t, sideText(r, 100), "Your 11 against a 4")
	assert.Contains(t, sideText(r, 100), "double +0.5845 best")
}

// A log that does not replay is refused, naming the file and the line; a
// table of rules version 1, which sat broke seats out at once, replays as
// it was played.
func TestReplayDamagedAndOldLogs(t *testing.T) {
	_, _, _, data := savedGame(t)
	bad := bytes.Replace(data, []byte(`"seats":3`), []byte(`"seats":9`), 1)
	screentest.RequireCorrupt(t, Screens, testEnv(false), bad, "b.jsonl", "b.jsonl:1:")
	lines := bytes.SplitAfter(data, []byte("\n"))
	lines[2] = []byte(`{"seat":0,"action":{"kind":"hit"}}` + "\n") // P2 is to bet
	screentest.RequireCorrupt(t, Screens, testEnv(false), bytes.Join(lines, nil), "b.jsonl", "b.jsonl:3:")

	s := setup(2, aiBasic)
	s.Options["rounds"] = "4"
	s.Options["bankroll"] = "10"
	old := saved(t, start(t, testEnv(false), s))
	old.Header.Version = 1
	var buf bytes.Buffer
	require.NoError(t, old.Write(&buf))
	r := press(t, replayOf(t, buf.Bytes(), "old.jsonl"), "G")
	assert.True(t, where(r).Over)
}
