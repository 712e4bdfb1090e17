package yahtzee

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// The screen: the header on top, the footer's key help at the bottom, and
// between them the score card on the left and, beside it, the dice, what
// is happening, the buttons and the status line, above a box that shows
// the log (or the advisor, or the result). The card is 18 lines tall, so
// it fits the body of the smallest screen (80x24) beside everything else;
// with many players the names narrow, then the box names shorten, then
// the dice shrink.

// Widths of the parts of the layout.
const (
	fullDiceW  = 5*ui.DieWidth + 4
	smallDiceW = 5*ui.SmallDieWidth + 4
	markW      = 2  // the row marker before a box name: "> "
	longLabelW = 13 // the longest box name, "Yahtzee bonus"
	shortLabel = 7  // the longest short box name
	minColW    = 5  // a player's column: "41/63", "(25)"
	maxColW    = 12
	cardGap    = 2 // between the card and the column beside it
)

// geometry is where everything goes on a screen of one size.
type geometry struct {
	body       ui.Rect // between header and footer
	card       ui.Rect
	side       ui.Rect // the column beside the card
	log        ui.Rect // the box at the bottom of the side column
	colW       int     // a player's column in the card
	short      bool    // short box names
	small      bool    // small dice
	gap        bool    // blank lines around the dice and buttons
	statusH    int
	rules      int // separator lines the card has room for, 0 to 3
	headerH    int
	footerH    int
	cardLabelW int
}

// layout measures the screen at its current size.
func (m model) layout() geometry { return m.layoutWith(lipgloss.Height(m.footer())) }

// layoutWith measures the screen with a footer of footerH lines.
func (m model) layoutWith(footerH int) geometry {
	w, h := max(0, m.env.Width), max(0, m.env.Height)
	g := geometry{headerH: 2, footerH: footerH}
	g.footerH = min(g.footerH, max(0, h-g.headerH))
	g.body = ui.Rect{Y: g.headerH, W: w, H: max(0, h-g.headerH-g.footerH)}
	seats := m.seats()
	longest := minColW
	for _, n := range m.names {
		longest = max(longest, len(n))
	}
	g.colW, g.short, g.small = minColW, true, true
	fit := false
	for _, small := range []bool{false, true} {
		diceW := fullDiceW
		if small {
			diceW = smallDiceW
		}
		for _, short := range []bool{false, true} {
			label := markW + longLabelW
			if short {
				label = markW + shortLabel
			}
			col := (w-diceW-cardGap-label)/seats - 1
			if col >= minColW {
				g.colW, g.short, g.small, fit = min(col, maxColW, longest), short, small, true
				break
			}
		}
		if fit {
			break
		}
	}
	g.cardLabelW = markW + longLabelW
	if g.short {
		g.cardLabelW = markW + shortLabel
	}
	cardW := min(w, g.cardLabelW+seats*(1+g.colW))
	g.rules = max(0, min(3, g.body.H-cardRows))
	g.card = ui.Rect{Y: g.body.Y, W: cardW, H: min(g.body.H, cardRows+g.rules)}
	g.side = ui.Rect{X: cardW + cardGap, Y: g.body.Y, W: max(0, w-cardW-cardGap), H: g.body.H}
	diceH := ui.DieHeight
	if g.small {
		diceH = ui.SmallDieHeight
	}
	g.statusH = 1
	if g.side.W < 50 {
		g.statusH = 2
	}
	upper := diceH + 2 + g.statusH // the dice, the turn line, the buttons, the status
	g.gap = g.side.H-upper >= 14
	if g.gap {
		upper += 2
	}
	g.log = ui.Rect{X: g.side.X, Y: g.side.Y + upper, W: g.side.W, H: max(0, g.side.H-upper)}
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
	t, g := m.env.Theme, m.layoutWith(lipgloss.Height(footer))
	w := max(0, m.env.Width)
	var body ui.Block
	if m.ShowHelp {
		body = t.Place(m.helpPage(g.body.W, g.body.H), g.body.W, g.body.H, lipgloss.Center, lipgloss.Center).Clip(g.body.W, g.body.H)
	} else {
		body = ui.Beside(m.card(g), m.side(g), g.card.W, cardGap, g.body.H)
	}
	return ui.Stack(w, ui.Lines(m.header(), g.headerH), body, ui.Lines(footer, g.footerH))
}

// header is two lines: the game (or the replayed file) and the round, then
// every player with their total, which names the card's narrow columns too.
func (m model) header() string {
	t, gl, b := m.env.Theme, m.glyph(), m.board
	title := t.Title.Render("Yahtzee")
	if m.rep.On {
		title += t.Dim.Render(" " + gl.Dot + " Replay of " + filepath.Base(m.rep.Name))
	}
	round := fmt.Sprintf("Round %d of %d", min(b.round, gy.Rounds), gy.Rounds)
	if m.rep.On {
		round = fmt.Sprintf("action %d of %d %s %s", m.moves, len(m.rep.Log.Entries), gl.Dot, round)
	}
	legend := m.legend(m.env.Width - 4)
	right := ""
	if !m.strat.ready() && !m.rep.On {
		right = t.Dim.Render("strategy ") + t.Progress(16, m.strat.fraction())
	}
	w := m.env.Width
	return ui.Spread(w, title, t.Header.Render(round), gl.Ellipsis) + "\n" +
		ui.Spread(w, legend, right, gl.Ellipsis)
}

// legend names every seat with its total, "P1 You 23  P2 AI (optimal) 25",
// in at most w cells if it can: without the totals, then with computers
// named by level alone. It tells whom the card's narrow columns stand for.
func (m model) legend(w int) string {
	t := m.env.Theme
	var out string
	for _, form := range []int{0, 1, 2, 3} {
		var parts []string
		for i, n := range m.names {
			seat := game.Seat(i)
			n = strings.TrimPrefix(n, seat.String()+" ") // "P2 AI (optimal)": the seat is said already
			if level, ok := screen.AILevel(n); ok && form >= 2 {
				n = "AI " + level
				if form == 3 {
					n = level
				}
			}
			part := t.Dim.Render(seat.String()) + " " + t.Header.Render(n)
			if form == 0 {
				part += " " + t.Text.Render(fmt.Sprint(m.board.cards[i].Total()))
			}
			parts = append(parts, part)
		}
		out = strings.Join(parts, "  ")
		if lipgloss.Width(out) <= w {
			break
		}
	}
	return out
}

// footer is the key help: one line, or every key with `?`.
func (m model) footer() string { return ui.Footer(m.Help, m.helpKeys()) }
