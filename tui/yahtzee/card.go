package yahtzee

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"teahouse/game"
	yz "teahouse/rules/yahtzee"
	"teahouse/tui/ui"
)

// cardRows is the height of the score card without separator lines: the
// names, six upper boxes, the upper total and bonus, seven lower boxes,
// the Yahtzee bonus and the total.
const cardRows = 1 + 6 + 2 + 7 + 2

// rowKind is what a line of the card shows besides a box.
type rowKind int

const (
	rowUpper rowKind = iota
	rowBonus
	rowYahtzeeBonus
	rowTotal
)

// The box names as the card prints them: in full, and short for narrow
// screens.
var (
	longNames  = [yz.NumBoxes]string{"Aces", "Twos", "Threes", "Fours", "Fives", "Sixes", "3 of a kind", "4 of a kind", "Full house", "Sm. straight", "Lg. straight", "Yahtzee", "Chance"}
	shortNames = [yz.NumBoxes]string{"Aces", "Twos", "Threes", "Fours", "Fives", "Sixes", "3 kind", "4 kind", "F.house", "Sm.str", "Lg.str", "Yahtzee", "Chance"}
)

// sumLabels name the card's other rows, in full and short.
var sumLabels = [...][2]string{rowUpper: {"Upper total", "Upper"}, rowBonus: {"Bonus", "Bonus"},
	rowYahtzeeBonus: {"Yahtzee bonus", "Y.bonus"}, rowTotal: {"Total", "Total"}}

// card draws the score card: a column per player, the current player's
// marked in the names line ([name]); a row per box, each a click zone
// "box<N>"; the focused box marked > and the box just scored *. Open boxes
// of the player to move show what the dice would score there, in
// parentheses, or -- where the joker rule forbids them.
func (f face) card(c ctx, g geometry) ui.Block {
	t := c.Env.Theme
	rule := strings.Repeat(t.Border().Top, g.card.W)
	var lines []string
	var zones []ui.NamedRect
	add := func(l string) { lines = append(lines, ui.PadCut(l, g.card.W)) }
	addRule := func(i int) {
		if g.rules > i {
			add(t.Dim.Render(rule))
		}
	}

	// The names.
	var head strings.Builder
	head.WriteString(strings.Repeat(" ", g.cardLabelW))
	for s := range c.Names {
		name := c.Names.Fit(game.Seat(s), g.colW)
		st := t.Header
		if game.Seat(s) == f.turn() && !f.view.Over {
			name, st = "["+c.Names.Fit(game.Seat(s), g.colW-2)+"]", t.Focus
		}
		head.WriteString(" " + st.Render(padLeft(name, g.colW)))
	}
	add(head.String())
	addRule(0)

	box := func(bx yz.Box) {
		zones = append(zones, ui.NamedRect{ID: zoneBox + strconv.Itoa(int(bx)), Rect: ui.Rect{Y: len(lines), W: g.card.W, H: 1}})
		add(f.boxRow(c, g, bx))
	}
	for bx := yz.Ones; bx <= yz.Sixes; bx++ {
		box(bx)
	}
	add(f.sumRow(c, g, rowUpper))
	add(f.sumRow(c, g, rowBonus))
	addRule(1)
	for bx := yz.ThreeOfAKind; bx <= yz.Chance; bx++ {
		box(bx)
	}
	add(f.sumRow(c, g, rowYahtzeeBonus))
	addRule(2)
	add(f.sumRow(c, g, rowTotal))
	return ui.Block{Text: strings.Join(lines, "\n"), Zones: zones}
}

// boxRow draws one box's row.
func (f face) boxRow(c ctx, g geometry, bx yz.Box) string {
	t := c.Env.Theme
	name := longNames[bx]
	if g.short {
		name = shortNames[bx]
	}
	mark, label := "  ", t.Text
	switch {
	case f.flash && f.scored.box == bx:
		mark, label = t.Accent.Render("* "), t.Accent.Reverse(true)
	case f.myTurn(c) && f.focusBox == bx:
		mark, label = t.Focus.Render("> "), t.Focus.Reverse(true)
	}
	return cardRow(c, g, mark, label.Render(name), len(name), func(s game.Seat) string { return f.cell(c, s, bx, g.colW) })
}

// cardRow draws a line of the card: the marker, the label padded to the
// card's first column, then a cell per player.
func cardRow(c ctx, g geometry, mark, label string, labelW int, cell func(s game.Seat) string) string {
	var row strings.Builder
	row.WriteString(mark + label + strings.Repeat(" ", max(0, g.cardLabelW-markW-labelW)))
	for s := range c.Names {
		row.WriteString(" " + cell(game.Seat(s)))
	}
	return row.String()
}

// cell draws one player's score in a box, or the preview of an open box of
// the player to move.
func (f face) cell(c ctx, s game.Seat, bx yz.Box, w int) string {
	t := c.Env.Theme
	card := f.view.Cards[s]
	faces, rolls := f.shownDice()
	switch {
	case f.flash && f.scored.seat == s && f.scored.box == bx:
		return t.Accent.Reverse(true).Render(padLeft(strconv.Itoa(card.Scores[bx]), w))
	case card.IsFilled(bx):
		return t.Text.Render(padLeft(strconv.Itoa(card.Scores[bx]), w))
	case s != f.turn() || rolls == 0 || f.view.Over || f.roll.tumbling || f.flash:
		return strings.Repeat(" ", w)
	}
	points, _, err := card.Points(faces, bx)
	if err != nil {
		return t.Dim.Render(padLeft("--", w))
	}
	st := t.Dim
	if f.myTurn(c) && f.focusBox == bx {
		st = t.Focus
	}
	return st.Render(padLeft("("+strconv.Itoa(points)+")", w))
}

// sumRow draws the upper total, the bonus, the Yahtzee bonus or the total.
func (f face) sumRow(c ctx, g geometry, k rowKind) string {
	t := c.Env.Theme
	name := sumLabels[k][0]
	if g.short {
		name = sumLabels[k][1]
	}
	st := t.Dim
	if k == rowTotal {
		st = t.Header
	}
	return cardRow(c, g, "  ", st.Render(name), len(name), func(s game.Seat) string {
		card := f.view.Cards[s]
		var v string
		switch k {
		case rowUpper:
			v = strconv.Itoa(card.UpperTotal())
		case rowBonus:
			v = bonusWords(card)
		case rowYahtzeeBonus:
			if card.Bonuses > 0 {
				v = strconv.Itoa(card.Bonuses * yz.YahtzeeBonus)
			}
		case rowTotal:
			v = strconv.Itoa(card.Total())
		}
		return st.Render(padLeft(v, g.colW))
	})
}

// bonusWords is the bonus row's cell: 35 once earned, 0 once out of reach
// with the upper section full, else the progress towards it, "41/63".
func bonusWords(c yz.Card) string {
	full := true
	for bx := yz.Ones; bx <= yz.Sixes; bx++ {
		full = full && c.IsFilled(bx)
	}
	switch {
	case c.UpperBonusScore() > 0:
		return strconv.Itoa(c.UpperBonusScore())
	case full:
		return "0"
	}
	return fmt.Sprintf("%d/%d", c.UpperTotal(), yz.UpperBonusAt)
}

// padLeft right-aligns s in w cells, cutting it if it is wider.
func padLeft(s string, w int) string {
	if n := ansi.StringWidth(s); n < w {
		return strings.Repeat(" ", w-n) + s
	}
	return ansi.Truncate(s, w, "")
}
