package table

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"teahouse/tui/ui"
)

// The full help (?) covers the table with the face's help page. Where the
// page is taller than the body it scrolls with the log's keys (pgup, pgdn,
// home, end), and its last line says so and how to close it.

// helpLines are the lines of the face's help page drawn w cells wide,
// and how many of them show at once in a body h lines tall (one line is
// the note under them).
func (m Model[F, V, A]) helpLines(w, h int) (lines []string, room int) {
	room = max(1, h-1)
	page := m.parts.Help(m.face, m.ctx(), w, room)
	return strings.Split(page.Text, "\n"), room
}

// helpBody is the help page in w by h cells, from the line the scroll is
// at, with the note under it.
func (m Model[F, V, A]) helpBody(w, h int) ui.Block {
	t := m.env.Theme
	lines, room := m.helpLines(w, h)
	top := min(m.helpTop, max(0, len(lines)-room))
	shown := lines[top:min(len(lines), top+room)]
	note := "? or esc closes the help"
	if len(lines) > room {
		note = fmt.Sprintf("lines %d-%d of %d: pgup/pgdn scroll %s ? or esc closes the help", top+1, top+len(shown), len(lines), t.Glyphs().Dot)
	}
	return ui.Column(lipgloss.Left, ui.Text(strings.Join(shown, "\n")), ui.Text(t.Dim.Render(note)))
}

// scrollHelp moves the help page by a log key: a page up or down, or to
// either end.
func (m Model[F, V, A]) scrollHelp(msg tea.KeyMsg) (Model[F, V, A], tea.Cmd) {
	k, b := m.keys, m.body()
	lines, room := m.helpLines(b.W, b.H)
	last := max(0, len(lines)-room)
	switch {
	case key.Matches(msg, k.LogUp):
		m.helpTop = max(0, min(m.helpTop, last)-max(1, room-1))
	case key.Matches(msg, k.LogDown):
		m.helpTop = min(last, m.helpTop+max(1, room-1))
	case key.Matches(msg, k.LogTop):
		m.helpTop = 0
	case key.Matches(msg, k.LogEnd):
		m.helpTop = last
	}
	return m, nil
}
