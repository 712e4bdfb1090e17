package tui

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// realProgram runs the whole shell with the real games under teatest,
// straight into a seeded Risk Choice match against the optimal AI.
func realProgram(t *testing.T, w, h int) (*teatest.TestModel, string) {
	t.Helper()
	dir := t.TempDir()
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	start := &screen.Setup{
		Game: "pokerdice", Seed: 42, Speed: game.Instant,
		Players: []game.Player{{Name: "You", Kind: game.Human}, {Name: "AI (optimal)", Kind: game.AI, Level: "optimal"}},
		Options: game.Settings{"rounds": "5", "rule": "free", "skills": "off"},
	}
	app := New(Options{GamesDir: dir, Start: start, Now: func() time.Time { return time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC) }}, r)
	require.Empty(t, app.Err())
	return teatest.NewTestModel(t, app, teatest.WithInitialTermSize(w, h)), dir
}

// waitText waits until the program has drawn text, with no bound of its
// own (see gametest.Patience).
var waitText = screentest.WaitFor

// At 60x20 the program says the terminal is too small and names 80x24.
func TestProgramTooSmall(t *testing.T) {
	tm, _ := realProgram(t, 60, 20)
	waitText(t, tm, "too small")
	require.NoError(t, tm.Quit())
	final := tm.FinalModel(t, teatest.WithFinalTimeout(gametest.Patience(t))).(App)
	golden.RequireEqual(t, []byte(final.View()))
}

// Quitting mid-game asks first; "n" returns to the game, "y" quits and
// saves the abandoned game's log, which replays.
func TestProgramQuitAsksFirst(t *testing.T) {
	tm, dir := realProgram(t, 100, 30)
	waitText(t, tm, "Choose holds")
	tm.Type("q")
	waitText(t, tm, "Quit teahouse?")
	tm.Type("n")
	tm.Type("1")
	waitText(t, tm, "HELD")
	tm.Type("q")
	tm.Type("y")
	final := tm.FinalModel(t, teatest.WithFinalTimeout(gametest.Patience(t))).(App)
	path := final.SavedLog()
	require.NotEmpty(t, path)
	assert.Equal(t, dir, filepath.Dir(path))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	h, err := game.ReadHeader(bytes.NewReader(data), path)
	require.NoError(t, err)
	assert.Equal(t, "pokerdice", h.Game)
	assert.Equal(t, uint64(42), h.Seed)
}
