package pokerdice

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"teahouse/tui/ui"
)

// View draws the screen at exactly the terminal's size.
func (m model) View() string { return m.screen().Text }

// screen lays out the whole screen with its click zones. View draws it and
// Update hit-tests clicks against it, so a click lands on what is drawn.
func (m model) screen() ui.Block {
	header, footer := m.header(), m.footer()
	l := ui.FrameLayout(m.env.Width, m.env.Height, header, footer)
	table := m.table(l.Table.W, l.Table.H)
	return m.env.Theme.Frame(m.env.Width, m.env.Height, header, table, m.log, footer)
}

// layoutRects returns where the frame puts header, table, log and footer.
func (m model) layoutRects() ui.Layout {
	return ui.FrameLayout(m.env.Width, m.env.Height, m.header(), m.footer())
}

// header is two lines: the game (or the replayed file) and the round, then
// the players with the match score and the match's rules.
func (m model) header() string {
	t, g, b := m.env.Theme, m.glyph(), m.board
	title := "Risk Choice 风险抉择"
	if t.ASCII {
		title = "Risk Choice"
	}
	sub := " " + g.dot + " dice poker"
	if m.rep.on {
		sub = " " + g.dot + " Replay of " + filepath.Base(m.rep.name)
	}
	cfg := m.tbl.State().Config()
	round := fmt.Sprintf("Round %d %s best of %d", b.round, g.dot, cfg.Rounds)
	if b.round > cfg.Rounds {
		round = fmt.Sprintf("Round %d %s sudden death", b.round, g.dot)
	}
	score := fmt.Sprintf("%s %d : %d %s", t.Header.Render(m.names[0]), b.score[0], b.score[1], t.Header.Render(m.names[1]))
	rules := fmt.Sprintf("%s holds %s skills %s", cfg.Rule, g.dot, onOff(cfg.Skills))
	if m.rep.on {
		rules = fmt.Sprintf("action %d of %d %s %s", m.moves, len(m.rep.log.Entries), g.dot, rules)
	}
	return spread(m.env.Width, t.Title.Render(title)+t.Dim.Render(sub), t.Header.Render(round), g.ellipsis) + "\n" +
		spread(m.env.Width, t.Text.Render(score), t.Dim.Render(rules), g.ellipsis)
}

// footer is the key help: one line, or every key with `?`.
func (m model) footer() string {
	lines := strings.Split(m.help.View(m.helpKeys()), "\n")
	for i, l := range lines {
		lines[i] = " " + l
	}
	return strings.Join(lines, "\n")
}

// spread puts left and right at the two ends of a line of width w, one
// space in from the edges, cutting left short (with tail) to make room.
func spread(w int, left, right, tail string) string {
	room := w - 2 - lipgloss.Width(right) - 2
	if lipgloss.Width(left) > room {
		left = ansi.Truncate(left, max(0, room), tail)
	}
	gap := max(2, w-2-lipgloss.Width(left)-lipgloss.Width(right))
	return ansi.Truncate(" "+left+strings.Repeat(" ", gap)+right+" ", w, "")
}

// newHelp returns the footer's help drawn with the program's theme (never
// the package-global default styles).
func newHelp(t *ui.Theme) help.Model {
	h := help.New()
	h.Styles = help.Styles{
		Ellipsis:       t.Dim,
		ShortKey:       t.Key,
		ShortDesc:      t.Dim,
		ShortSeparator: t.Dim,
		FullKey:        t.Key,
		FullDesc:       t.Dim,
		FullSeparator:  t.Dim,
	}
	if t.ASCII {
		h.ShortSeparator, h.Ellipsis = " - ", "..."
	}
	return h
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}
