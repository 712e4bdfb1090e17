package pokerdice

import (
	tea "github.com/charmbracelet/bubbletea"

	"teahouse/tui/screen"
)

// host stands in for the shell in teatest programs: it forwards every
// message to the screen and quits when the screen finishes or leaves.
type host struct {
	scr      screen.Screen
	finished *screen.Finished
	left     bool
}

func (h host) Init() tea.Cmd { return h.scr.Init() }

func (h host) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case screen.Finished:
		h.finished = &msg
		return h, tea.Quit
	case screen.Leave:
		h.left = true
		return h, tea.Quit
	}
	var cmd tea.Cmd
	h.scr, cmd = h.scr.Update(msg)
	return h, cmd
}

func (h host) View() string { return h.scr.View() }
