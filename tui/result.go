package tui

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// result shows how a game ended and offers a rematch (not after a
// replay, which has nothing to play again).
type result struct {
	summary []string
	saved   string
	seed    uint64
	replay  bool
	back    string // the label of the way back: "Lobby", or "Saved games" after a replay opened there
	problem string // what could not be kept of the game (its result, its place in the saved games)
}

func newResult(summary []string, saved string, seed uint64, replay bool, back string) result {
	return result{summary: summary, saved: saved, seed: seed, replay: replay, back: back}
}

func (a App) updateResult(msg tea.Msg) (tea.Model, tea.Cmd) {
	id := ""
	switch msg := msg.(type) {
	case tea.KeyMsg:
		switch msg.String() {
		case "r", "enter":
			id = "result-rematch"
		case "l", "esc":
			id = "result-lobby"
		case "v":
			id = "result-review"
		}
		if a.result.replay && msg.String() == "enter" {
			id = "result-lobby" // a replay has nothing to play again
		}
	case tea.MouseMsg:
		if leftClick(msg) {
			id, _ = a.result.view(a.env).Hit(msg.X, msg.Y)
		}
	}
	switch id {
	case "result-rematch":
		if a.result.replay {
			return a, nil
		}
		s := a.current
		if !s.SeedFixed {
			s.Seed = rand.Uint64()
		}
		a = a.startGame(s)
		return a, a.Init()
	case "result-review":
		return a.reviewResult()
	case "result-lobby":
		return a.toLobby(), nil
	case "result-quit":
		a.quit = true
		return a.drop(), tea.Quit
	}
	return a, nil
}

func (r result) view(env screen.Env) ui.Block {
	t := env.Theme
	// Lines wrap inside the panel (border, padding and margin take 10 columns).
	width := min(76, env.Width-10)
	rows := []ui.Block{ui.Text(t.Title.Render("Result")), ui.Text("")}
	for _, line := range r.summary {
		rows = append(rows, ui.Text(t.Text.Width(width).Render(line)))
	}
	if !r.replay {
		rows = append(rows, ui.Text(""), ui.Text(t.Dim.Width(width).Render(fmt.Sprintf("Seed %d: the same seed deals the same game.", r.seed))))
	}
	if r.saved != "" {
		rows = append(rows, ui.Text(t.Dim.Render(ui.PadCut("Log saved: "+shortPath(r.saved, width-len("Log saved: ")), width))))
	}
	if r.problem != "" {
		rows = append(rows, ui.Text(t.Bad.Width(width).Render(r.problem)))
	}
	buttons := []ui.Block{
		t.Button("result-lobby", r.back, "l", true, r.replay),
		t.Button("result-quit", "Quit", "q", true, false),
	}
	if r.reviewable() {
		buttons = append([]ui.Block{t.Button("result-review", "Review", "v", true, false)}, buttons...)
	}
	if !r.replay {
		buttons = append([]ui.Block{t.Button("result-rematch", "Rematch", "r", true, true)}, buttons...)
	}
	rows = append(rows, ui.Text(""), ui.Row(2, buttons...))
	body := ui.Column(lipgloss.Left, rows...).Styled(t.Panel.Padding(1, 3))
	return t.Place(body, env.Width, env.Height, lipgloss.Center, lipgloss.Center)
}

// reviewable reports whether the result offers a review of the game: the
// log of a game played here was saved (a replay has its own review, r).
func (r result) reviewable() bool { return !r.replay && r.saved != "" }

// reviewResult opens the game just saved in the replay viewer with its
// review on; a log that cannot be read again is said on the result.
func (a App) reviewResult() (tea.Model, tea.Cmd) {
	if !a.result.reviewable() {
		return a, nil
	}
	f, err := ReadReplay(a.result.saved)
	if err == nil {
		if a = a.startReplay(f, "", true); a.mode == modeGame {
			return a, a.Init()
		}
		err = errors.New(a.status)
	}
	a.result.problem = err.Error()
	return a, nil
}

// shortPath writes path in at most w cells if it can, so that it never
// wraps: in full, with the home directory as ~, or the file's name alone.
func shortPath(path string, w int) string {
	forms := []string{path}
	if home, err := os.UserHomeDir(); err == nil && home != "" {
		if rest, ok := strings.CutPrefix(path, home+string(filepath.Separator)); ok {
			forms = append(forms, filepath.Join("~", rest))
		}
	}
	for _, f := range forms {
		if lipgloss.Width(f) <= w {
			return f
		}
	}
	return filepath.Base(path)
}
