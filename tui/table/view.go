package table

import (
	"fmt"
	"path/filepath"

	"github.com/charmbracelet/lipgloss"

	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// headerH is the height of the header.
const headerH = 2

// View draws the screen at exactly the terminal's size (none at all for a
// terminal of no lines).
func (m Model[F, V, A]) View() string { return m.screen().Text }

// body is the area between the header and the footer.
func (m Model[F, V, A]) body() ui.Rect {
	w, h := max(0, m.env.Width), max(0, m.env.Height)
	fh := min(lipgloss.Height(m.footer()), max(0, h-headerH))
	return ui.Rect{Y: headerH, W: w, H: max(0, h-headerH-fh)}
}

// logRect is where the log panel is on screen.
func (m Model[F, V, A]) logRect() ui.Rect {
	b := m.body()
	r := m.parts.Board.LogArea(m.face, m.ctx(), b.W, b.H)
	r.X, r.Y = r.X+b.X, r.Y+b.Y
	return r
}

// fitPanels sizes the help to the screen and the log panel to its area,
// so scrolling matches what is drawn.
func (m Model[F, V, A]) fitPanels() Model[F, V, A] {
	m.SizeHelp(m.env.Width)
	m.Log = m.Log.Titled(m.logTitle())
	m.SizeLog(m.logRect())
	return m
}

// screen lays out the whole screen with its click zones. View draws it and
// a click is tested against it, so a click lands on what is drawn.
func (m Model[F, V, A]) screen() ui.Block {
	t, w := m.env.Theme, max(0, m.env.Width)
	footer, b := m.footer(), m.body()
	c := m.ctx()
	var body ui.Block
	switch {
	case m.ShowHelp:
		body = t.Place(m.helpBody(b.W, b.H), b.W, b.H, lipgloss.Center, lipgloss.Center).Clip(b.W, b.H)
	case m.passing:
		body = t.Place(m.passPage(b.W), b.W, b.H, lipgloss.Center, lipgloss.Center).Clip(b.W, b.H)
	default:
		r := m.parts.Board.LogArea(m.face, c, b.W, b.H)
		c.Log = ui.Text(m.Log.SetSize(r.W, r.H).View())
		body = m.parts.Board.Draw(m.face, c, b.W, b.H).Clip(b.W, b.H)
	}
	h := max(0, m.env.Height)
	fh := h - b.Y - b.H
	// Clipped for terminals too small even for the header, which the shell
	// covers with its notice.
	return ui.Stack(w, ui.Lines(m.header(), headerH), t.Place(body, b.W, b.H, lipgloss.Left, lipgloss.Top), ui.Lines(footer, fh)).Clip(w, h)
}

// header is the face's two lines, with the replayed file and the step.
func (m Model[F, V, A]) header() string {
	t, g, w := m.env.Theme, m.env.Theme.Glyphs(), m.env.Width
	h := m.parts.Board.Header(m.face, m.ctx())
	title := h.Title + h.Sub
	if m.rep.on {
		title = h.Title + t.Dim.Render(" "+g.Dot+" Replay of "+screen.Plain(filepath.Base(m.rep.name)))
	}
	return ui.Spread(w, title, h.Right, g.Ellipsis) + "\n" + h.Second
}

// footer is the key help: one line, or every key with ?.
func (m Model[F, V, A]) footer() string { return ui.Footer(m.Help, m.helpKeys()) }

// passPage hides the table while the keyboard passes to the next person.
func (m Model[F, V, A]) passPage(w int) ui.Block {
	t, g := m.env.Theme, m.env.Theme.Glyphs()
	next := m.names[m.eyes[m.turnTo]]
	inner := max(10, min(w, 60)-6)
	return ui.Column(lipgloss.Center,
		ui.Text(t.Title.Width(inner).Align(lipgloss.Center).Render(fmt.Sprintf("Pass the keyboard to %s %s press enter", next, g.Dash))),
		ui.Text(""),
		ui.Text(t.Dim.Width(inner).Align(lipgloss.Center).Render("Only "+next+" should see the screen now.")),
		ui.Text(""),
		t.Button(ZoneReady, "I'm "+next, "enter", true, true),
	).Styled(t.Panel.Padding(1, 2))
}
