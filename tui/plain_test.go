package tui

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/store"
)

// crafted is a name that sets the terminal's title and colours what
// follows, as a hostile log header, database row or program could hold.
const crafted = "\x1b]2;owned\x07\x1b[5;31mmallory\x1b[0m"

// craftedLog writes the finished Risk Choice match of testdata/saved with
// P1's name crafted, P2 a second person (so that P1 is named, not "You")
// and a crafted note, and returns its path.
func craftedLog(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(savedFinished.Path)
	require.NoError(t, err)
	lines := strings.SplitAfter(string(data), "\n")
	require.Contains(t, lines[0], `"name":"ann"`)
	lines[0] = strings.Replace(lines[0], `"name":"ann"`, `"name":"\u001b]2;owned\u0007\u001b[5;31mmallory\u001b[0m"`, 1)
	lines[0] = strings.Replace(lines[0], `{"id":"ai:optimal","kind":"ai","level":"optimal"}`, `{"id":"local:bob","name":"bob","kind":"human"}`, 1)
	require.Contains(t, lines[0], "bob")
	note := `{"seat":0,"note":"\u001b]2;owned\u0007\u009b2Jmallory says hi"}` + "\n"
	lines = append(lines[:2], append([]string{note}, lines[2:]...)...)
	path := filepath.Join(t.TempDir(), "pokerdice-\x1b]2;owned\x07crafted.jsonl") // a file name is a name too
	require.NoError(t, os.WriteFile(path, []byte(strings.Join(lines, "")), 0o600))
	return path
}

// noEscape fails when a drawn screen holds an escape or a control
// character: the theme draws with no colour here, so any is injected.
func noEscape(t *testing.T, what, v string) {
	t.Helper()
	for _, bad := range []string{"\x1b", "\x07", "\u009b"} {
		if strings.Contains(v, bad) {
			t.Errorf("%s: %q is drawn:\n%s", what, bad, v)
		}
	}
}

// A log whose header names a player with escape sequences is replayed
// through the real screens with the name drawn plain: no window title,
// no colour, at every step, in the board and the log panel.
func TestReplayOfACraftedLogDrawsNamesPlain(t *testing.T) {
	f, err := ReadReplay(craftedLog(t))
	require.NoError(t, err)
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	a := resize(New(Options{Replay: &f, GamesDir: t.TempDir()}, r), 100, 30)
	require.Equal(t, modeGame, a.mode, a.status)
	seen := a.View()
	noEscape(t, "step 0", seen)
	for i := range 12 {
		a = send(a, key("n"))
		v := a.View()
		noEscape(t, "step "+string(rune('1'+i)), v)
		seen += v
	}
	a = send(a, key("G"))
	noEscape(t, "the end", a.View())
	seen += a.View()
	assert.Contains(t, seen, "mallory rolls", "the name is drawn, plain")
	assert.Contains(t, seen, "mallory says hi", "the note is drawn, plain")
}

// Names kept in the database are drawn plain in the saved-games list and
// the statistics.
func TestBrowserAndStatsDrawNamesPlain(t *testing.T) {
	e := savedFinished
	e.Path, e.Players = craftedLog(t), []string{crafted, "AI (optimal)"}
	rec := &fakeRecords{
		logs:  []store.LogEntry{e},
		stats: map[string][]store.PlayerStats{"pokerdice": {{Player: "ssh:x", Name: crafted, Played: 1, Won: 1}}},
		high:  map[string][]store.HighScore{"yahtzee": {{Player: "ssh:x", Name: crafted, Score: 300, Date: day(1)}}},
	}
	a := recordsApp(t, rec, 100, 30)
	b := browse(t, a, key("g"))
	require.Equal(t, modeBrowser, b.mode)
	noEscape(t, "saved games", b.View())
	assert.Contains(t, b.View(), "mallory")

	s := send(a, key("s"))
	noEscape(t, "statistics", s.View())
	assert.Contains(t, s.View(), "mallory")
	for range len(s.games) {
		noEscape(t, "statistics of "+s.games[s.stats.game].Name, s.View())
		s = send(s, key("right"))
	}
}
