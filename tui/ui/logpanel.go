package ui

import (
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// LogPanel is a bordered, titled, scrollable event log. It follows new lines
// while it is scrolled to the bottom and stays put once the user scrolls up,
// whatever size it is given in between.
// Lines wider than the panel are word-wrapped. Methods return a new panel and
// leave the receiver unchanged. Keep it sized (SetSize, with the Log area of
// FrameLayout on a game screen) so scrolling matches what is drawn.
type LogPanel struct {
	theme  *Theme
	title  string
	lines  []string // as appended, before wrapping
	w, h   int      // outer size
	vp     viewport.Model
	scroll bool // scrolled up by the user: new lines do not move it
}

// NewLogPanel returns an empty panel; give it a size with SetSize.
func NewLogPanel(t *Theme, title string) LogPanel {
	vp := viewport.New(0, 0)
	// Only the page keys: the viewport's own defaults (space, arrows, h/j/k/l,
	// f, b, u, d) belong to the game screens.
	vp.KeyMap = viewport.KeyMap{
		PageUp:   key.NewBinding(key.WithKeys("pgup")),
		PageDown: key.NewBinding(key.WithKeys("pgdown")),
	}
	return LogPanel{theme: t, title: title, vp: vp}
}

// Reset empties the log, keeping its size and title.
func (p LogPanel) Reset() LogPanel {
	p.lines, p.scroll = nil, false
	return p.refill()
}

// Append adds lines at the end of the log.
func (p LogPanel) Append(lines ...string) LogPanel {
	p.lines = append(slices.Clip(p.lines), lines...) // never write into a shared array
	return p.refill()
}

// SetSize sets the outer size of the panel, border included. An unchanged
// size costs nothing (Frame sets it on every frame).
func (p LogPanel) SetSize(w, h int) LogPanel {
	if max(0, w) == p.w && max(0, h) == p.h {
		return p
	}
	p.w, p.h = max(0, w), max(0, h)
	fw, fh := p.theme.Panel.GetFrameSize()
	p.vp.Width = max(0, w-fw)
	p.vp.Height = max(0, h-fh-1) // one line for the title
	return p.refill()
}

// Update scrolls the log on the mouse wheel and on pgup and pgdown. It does
// not look at where the mouse is: route only the wheel events meant for the
// log here.
func (p LogPanel) Update(msg tea.Msg) (LogPanel, tea.Cmd) {
	var cmd tea.Cmd
	if k, ok := msg.(tea.KeyMsg); ok {
		switch k.String() {
		case "home":
			p.vp.GotoTop()
		case "end":
			p.vp.GotoBottom()
		}
	}
	p.vp, cmd = p.vp.Update(msg)
	p.scroll = !p.vp.AtBottom()
	return p, cmd
}

// Wheel scrolls the log when msg turns the mouse wheel over area, the
// panel's place on screen; it reports whether msg was a turn of the wheel,
// over the panel or not, so a screen can let it go.
func (p LogPanel) Wheel(msg tea.MouseMsg, area Rect) (LogPanel, tea.Cmd, bool) {
	if msg.Button != tea.MouseButtonWheelUp && msg.Button != tea.MouseButtonWheelDown {
		return p, nil, false
	}
	if !area.Contains(msg.X, msg.Y) {
		return p, nil, true
	}
	p, cmd := p.Update(msg)
	return p, cmd, true
}

// AtBottom reports whether the newest line is in view.
func (p LogPanel) AtBottom() bool { return p.vp.AtBottom() }

// View renders the panel at exactly the size given to SetSize; a panel too
// small for its frame is blank.
func (p LogPanel) View() string {
	w := p.vp.Width
	if w < 1 || p.vp.Height < 1 {
		return p.theme.r.Place(p.w, p.h, lipgloss.Left, lipgloss.Top, "")
	}
	title := p.theme.Header.Render(ansi.Truncate(p.title, w, ""))
	more := ""
	if p.scroll && !p.vp.AtBottom() {
		more = moreBelow(w - lipgloss.Width(title) - 1)
	}
	title += strings.Repeat(" ", max(0, w-lipgloss.Width(title)-lipgloss.Width(more))) + p.theme.Dim.Render(more)
	return p.theme.Panel.Render(title + "\n" + p.vp.View())
}

// moreBelow is the title's mark of a log scrolled up, in at most w cells:
// newer lines are below (end returns to them).
func moreBelow(w int) string {
	for _, s := range []string{"more below (end)", "more below", "more"} {
		if len(s) <= w {
			return s
		}
	}
	return ""
}

// Follow scrolls the log to its newest line and has it follow new lines
// again, as at a new deal.
func (p LogPanel) Follow() LogPanel {
	p.scroll = false
	p.vp.GotoBottom()
	return p
}

// refill wraps the lines to the current width and keeps the bottom in view
// unless the user scrolled up.
func (p LogPanel) refill() LogPanel {
	follow := !p.scroll
	wrapped := p.lines
	if p.vp.Width > 0 {
		wrapped = make([]string, len(p.lines))
		for i, l := range p.lines {
			wrapped[i] = WrapEntry(l, p.vp.Width)
		}
	}
	p.vp.SetContent(strings.Join(wrapped, "\n"))
	if follow {
		p.vp.GotoBottom()
	} else {
		p.vp.SetYOffset(p.vp.YOffset)
	}
	p.scroll = p.scroll && !p.vp.AtBottom() // all of it in view again: follow
	return p
}

// Titled is the panel with its title changed (what the log shows, such
// as the progress of a review); the same title costs nothing.
func (p LogPanel) Titled(title string) LogPanel {
	p.title = title
	return p
}
