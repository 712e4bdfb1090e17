package tui

import (
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// result shows how a game ended and offers a rematch.
type result struct {
	summary []string
	saved   string
}

func newResult(summary []string, saved string) result {
	return result{summary: summary, saved: saved}
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
		}
	case tea.MouseMsg:
		if leftClick(msg) {
			id, _ = a.result.view(a.env).Hit(msg.X, msg.Y)
		}
	}
	switch id {
	case "result-rematch":
		s := a.current
		s.Seed++
		a = a.startGame(s)
		return a, a.Init()
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
	if r.saved != "" {
		rows = append(rows, ui.Text(""), ui.Text(t.Dim.Width(width).Render("Log saved: "+r.saved)))
	}
	rows = append(rows, ui.Text(""), ui.Row(2,
		t.Button("result-rematch", "Rematch", "r", true, true),
		t.Button("result-lobby", "Lobby", "l", true, false),
		t.Button("result-quit", "Quit", "q", true, false),
	))
	body := ui.Column(lipgloss.Left, rows...).Styled(t.Panel.Padding(1, 3))
	return t.Place(body, env.Width, env.Height, lipgloss.Center, lipgloss.Center)
}
