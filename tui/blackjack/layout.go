package blackjack

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"teahouse/tui/ui"
)

// The screen: two header lines (the game and its rules, the round; the
// shoe and the trainer's count), the table on the left (the dealer above
// the seats) and the log on the right (or the hint, or the result), then
// a line that says what is happening, the action buttons, the status line
// and the footer's key help.

// Heights of the fixed parts.
const (
	headerH = 2
	bottomH = 3 // the turn line, the buttons, the status line
	sideGap = 1 // between the table and the log
)

// geometry is where everything goes on a screen of one size.
type geometry struct {
	w, h    int
	footerH int
	table   ui.Rect
	side    ui.Rect // the log, the hint or the result
}

// sideWidth is the log's width on a screen w cells wide: 30 at 80, a
// fifth of every column beyond, at most 44.
func sideWidth(w int) int { return min(44, 30+max(0, w-ui.MinWidth)/5) }

// layout measures the screen at its current size.
func (m model) layout() geometry { return m.layoutWith(lipgloss.Height(m.footer())) }

// layoutWith measures the screen with a footer of footerH lines.
func (m model) layoutWith(footerH int) geometry {
	w, h := max(0, m.env.Width), max(0, m.env.Height)
	g := geometry{w: w, h: h, footerH: min(footerH, max(0, h-headerH))}
	bodyH := max(0, h-headerH-bottomH-g.footerH)
	sw := min(sideWidth(w), w)
	g.side = ui.Rect{X: w - sw, Y: headerH, W: sw, H: bodyH}
	g.table = ui.Rect{Y: headerH, W: max(0, w-sw-sideGap), H: bodyH}
	return g
}

// View draws the screen at exactly the terminal's size.
func (m model) View() string { return m.screen().Text }

// screen lays out the whole screen with its click zones. View draws it and
// Update hit-tests clicks against it, so a click lands on what is drawn.
// Every part is drawn to its exact width, so the lines are joined without
// measuring them again: the screen is drawn on every frame.
func (m model) screen() ui.Block {
	footer := m.footer()
	g := m.layoutWith(lipgloss.Height(footer))
	t := m.env.Theme
	var body ui.Block
	if m.ShowHelp {
		body = t.Place(m.helpPage(g.w, g.table.H), g.w, g.table.H, lipgloss.Center, lipgloss.Center).Clip(g.w, g.table.H)
	} else {
		body = ui.Beside(m.tableBlock(g.table), m.sideBlock(g.side), g.table.W, sideGap, g.table.H)
	}
	status := ""
	if m.status != "" {
		status = " " + t.Bad.Render(m.status)
	}
	out := ui.Stack(g.w,
		ui.Lines(m.header(), headerH),
		body,
		ui.Text(" "+m.turnLine(g.w-2)),
		ui.Row(0, ui.Text(" "), m.buttons(g.w-2)),
		ui.Lines(status, 1),
		ui.Lines(footer, g.footerH),
	)
	return out.Clip(g.w, g.h)
}

// header is two lines: the game (or the replayed file) with its rules and
// the round, then the shoe and, for the trainer, the count.
func (m model) header() string {
	t, gl := m.env.Theme, m.glyph()
	w := m.env.Width
	title := t.Title.Render("Blackjack")
	if m.rep.On {
		title += t.Dim.Render(" " + gl.Dot + " Replay of " + filepath.Base(m.rep.Name))
	} else {
		title += t.Dim.Render(" " + gl.Dot + " " + m.rulesWords())
	}
	round := fmt.Sprintf("Round %d", max(1, m.board.round))
	if n := m.cfg().Rounds; n > 0 {
		round = fmt.Sprintf("Round %d of %d", min(max(1, m.board.round), n), n)
	}
	if m.rep.On {
		round = fmt.Sprintf("action %d of %d %s %s", m.moves, len(m.rep.Log.Entries), gl.Dot, round)
	}
	right := ""
	if m.showCount {
		right = m.countWords()
	}
	return ui.Spread(w, title, t.Header.Render(round), gl.Ellipsis) + "\n" +
		ui.Spread(w, t.Text.Render(m.shoeWords()), right, gl.Ellipsis)
}

// rulesWords is the table's rules in short: "6 decks S17 DAS 3:2 bets 10-500".
func (m model) rulesWords() string {
	cfg := m.cfg()
	r := cfg.Rules
	parts := []string{plural(r.Decks, "1 deck", fmt.Sprintf("%d decks", r.Decks)), "S17"}
	if r.H17 {
		parts[1] = "H17"
	}
	if r.DAS {
		parts = append(parts, "DAS")
	}
	if r.Double.String() != "any" {
		parts = append(parts, "double "+r.Double.String())
	}
	if r.Surrender.String() != "none" {
		parts = append(parts, "surrender")
	}
	if r.ResplitAces {
		parts = append(parts, "RSA")
	}
	parts = append(parts, r.Payout.String(), fmt.Sprintf("bets %d-%d", cfg.MinBet, cfg.MaxBet))
	return strings.Join(parts, " ")
}

// shoeWords is the depth of the shoe and when it will be reshuffled:
// "Shoe: 4.1 decks, 212 cards · 57 to the cut card".
func (m model) shoeWords() string {
	s, gl := m.board.shoe, m.glyph()
	decks := float64(s.Remaining) / 52
	depth := fmt.Sprintf("%.1f decks", decks)
	if decks < 1.05 && decks > 0.95 {
		depth = "1 deck"
	}
	words := fmt.Sprintf("Shoe: %s, %s %s ", depth, plural(s.Remaining, "1 card", fmt.Sprintf("%d cards", s.Remaining)), gl.Dot)
	if s.UntilCut > 0 {
		return words + fmt.Sprintf("%d to the cut card", s.UntilCut)
	}
	return words + "cut card out: reshuffle after this round"
}

// countWords is the trainer's Hi-Lo count: "Hi-Lo +4 · true +0.9".
func (m model) countWords() string {
	c := m.shoe.count()
	return fmt.Sprintf("Hi-Lo %+d %s true %+.1f", c.Running, m.glyph().Dot, c.True())
}

// footer is the key help: one line, or every key with `?`.
func (m model) footer() string { return ui.Footer(m.Help, m.helpKeys()) }
