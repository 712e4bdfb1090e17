package blackjack

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gb "teahouse/game/blackjack"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// savedGame plays a table of you and two computers for a few rounds by
// keys, to its end, and saves its log.
func savedGame(t *testing.T) (model, string, []byte) {
	t.Helper()
	s := setup(21, you, aiCounter, aiBasic)
	s.Rounds = 6
	m := start(t, testEnv(false), s)
	for steps := 0; !m.tbl.Over(); steps++ {
		require.Less(t, steps, 200)
		switch m.view().Phase {
		case gb.PhaseBetting:
			m = press(t, m, "+", "enter")
		case gb.PhaseInsurance:
			m = press(t, m, "n")
		default:
			m = press(t, m, "h")
			if m.myTurn() && m.view().Phase == gb.PhasePlay {
				m = press(t, m, "s")
			}
		}
	}
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
	assert.Empty(t, entries(m))
	assert.False(t, m.bank.on, "a replay keeps no bankrolls")

	m = press(t, m, "space")
	require.True(t, m.tbl.Over())
	assert.Equal(t, beatOver, m.beat.kind, "the end waits for enter")
	assert.Equal(t, orig.tbl.State(), m.tbl.State())
	assert.Equal(t, entries(orig), entries(m))
	_, out := drive(t, m, keys("enter")...)
	require.Len(t, out, 1)
	assert.Equal(t, orig.summary(), out[0].(screen.Finished).Summary)
}

// Stepping with n (or right) applies one logged action at a time, and the
// hole card stays face down as the players saw it.
func TestReplaySteps(t *testing.T) {
	orig, path, data := savedGame(t)
	m := replayOf(t, data, path)
	all := entries(orig)
	m = press(t, m, "n")
	assert.Equal(t, all[:1], entries(m))
	m = press(t, m, "right")
	assert.Equal(t, all[:2], entries(m))
	assert.Contains(t, m.View(), "action 2 of")
	downs := 0
	for steps := 0; !m.tbl.Over(); steps++ {
		require.Less(t, steps, 400)
		m = press(t, m, "n")
		if m.board.dealer.HoleDown {
			r, ok := zone(m, zoneDealer+"1")
			require.True(t, ok)
			assert.Contains(t, region(m.View(), r), "▒░▒░▒")
			downs++
		}
	}
	assert.Positive(t, downs)
	assert.Equal(t, orig.tbl.State(), m.tbl.State())
}

// SaveLog of a replay writes the replayed log as it was read.
func TestReplaySaveLog(t *testing.T) {
	_, path, data := savedGame(t)
	m := replayOf(t, data, path)
	screentest.RequireSavedAsRead(t, m, data)
}

// A corrupt log is refused with an error naming the file and line.
func TestReplayCorruptLog(t *testing.T) {
	_, _, data := savedGame(t)
	bad := strings.Replace(string(data), `"seats":3`, `"seats":9`, 1)
	screentest.RequireCorrupt(t, Game, testEnv(false), []byte(bad), "b.jsonl", "b.jsonl:1:")

	lines := strings.SplitAfter(string(data), "\n")
	lines[2] = `{"seat":0,"action":{"kind":"hit"}}` + "\n" // P2 is to bet
	screentest.RequireCorrupt(t, Game, testEnv(false), []byte(strings.Join(lines, "")), "b.jsonl", "b.jsonl:3:")
}

// FuzzReplay feeds arbitrary bytes to Replay: an error or a screen, never
// a panic, and a screen that replays to the end.
func FuzzReplay(f *testing.F) {
	s := setup(2, aiBasic)
	s.Rounds = 2
	m := start(f, testEnv(false), s)
	var buf bytes.Buffer
	require.NoError(f, m.tbl.Log().Write(&buf))
	f.Add(buf.Bytes())
	f.Add([]byte(`{"game":"blackjack"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		screentest.ReplayToEnd(t, Game, testEnv(true), data, func(m model) bool { return m.rep.Next(m.moves) })
	})
}
