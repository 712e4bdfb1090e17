package cli

import (
	"errors"
	"fmt"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"teahouse/game"
	"teahouse/tui"
	"teahouse/tui/screen"
)

// tuiStart says where the full-screen program opens: the lobby (zero
// value), a game, or a replay.
type tuiStart struct {
	setup  *screen.Setup
	replay *tui.ReplayFile
	speed  game.Speed
}

// runTUI runs the full-screen program. A start that cannot be made (a
// corrupt log) is reported before the screen is taken over.
func runTUI(s streams, g globals, start tuiStart) error {
	renderer := lipgloss.NewRenderer(s.out)
	app := tui.New(tui.Options{ASCII: g.ascii, GamesDir: g.gamesDir(), CacheDir: g.cacheDir, Start: start.setup, Replay: start.replay, ReplaySpeed: start.speed}, renderer)
	if msg := app.Err(); msg != "" {
		return errors.New(msg)
	}
	final, err := tea.NewProgram(app, tea.WithAltScreen(), tea.WithMouseCellMotion(),
		tea.WithInput(s.in), tea.WithOutput(s.out)).Run()
	if err != nil {
		return err
	}
	final.(tui.App).Close()
	if path := final.(tui.App).SavedLog(); path != "" {
		fmt.Fprintf(s.err, "game log saved: %s (replay it with: teahouse replay %s)\n", path, path)
	}
	return nil
}
