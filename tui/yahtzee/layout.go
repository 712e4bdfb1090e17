package yahtzee

import (
	"teahouse/tui/ui"
)

// The body of the screen: the score card on the left and, beside it, the
// dice, what is happening, the buttons and the status line, above a box
// that shows the log (or the advisor, or the result). The card is 18 lines
// tall, so it fits the body of the smallest screen (80x24) beside
// everything else; with many players the names narrow, then the box names
// shorten, then the dice shrink.

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

// geometry is where everything goes in a body of one size, from its top
// left corner.
type geometry struct {
	card       ui.Rect
	side       ui.Rect // the column beside the card
	log        ui.Rect // the box at the bottom of the side column
	colW       int     // a player's column in the card
	short      bool    // short box names
	small      bool    // small dice
	gap        bool    // blank lines around the dice and buttons
	statusH    int
	buttonsH   int
	rules      int // separator lines the card has room for, 0 to 3
	cardLabelW int
}

// layout measures a body of w by h cells: the widest card that leaves room
// for the dice beside it.
func layout(c ctx, w, h int) geometry {
	w, h = max(0, w), max(0, h)
	var g geometry
	seats := max(1, len(c.Names))
	longest := minColW
	for _, n := range c.Names {
		longest = max(longest, len(n))
	}
	g.colW, g.short, g.small, g.cardLabelW = minColW, true, true, markW+shortLabel
fit:
	for _, small := range []bool{false, true} {
		diceW := fullDiceW
		if small {
			diceW = smallDiceW
		}
		for i, label := range []int{markW + longLabelW, markW + shortLabel} {
			if col := (w-diceW-cardGap-label)/seats - 1; col >= minColW {
				g.colW, g.short, g.small, g.cardLabelW = min(col, maxColW, longest), i == 1, small, label
				break fit
			}
		}
	}
	cardW := min(w, g.cardLabelW+seats*(1+g.colW))
	g.rules = max(0, min(3, h-cardRows))
	g.card = ui.Rect{W: cardW, H: min(h, cardRows+g.rules)}
	g.side = ui.Rect{X: cardW + cardGap, W: max(0, w-cardW-cardGap), H: h}
	diceH := ui.DieHeight
	if g.small {
		diceH = ui.SmallDieHeight
	}
	g.statusH, g.buttonsH = 1, 1
	if g.side.W < 50 {
		g.statusH = 2
	}
	if c.Replay != nil && !c.Holding {
		g.buttonsH = c.Controls.Height()
	}
	upper := diceH + 1 + g.buttonsH + g.statusH // the dice, the turn line, the buttons, the status
	g.gap = g.side.H-upper >= 14
	if g.gap {
		upper += 2
	}
	g.log = ui.Rect{X: g.side.X, Y: upper, W: g.side.W, H: max(0, g.side.H-upper)}
	return g
}
