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

// rowKind is what a line of the card shows.
type rowKind int

const (
	rowBox rowKind = iota
	rowUpper
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

// sumLabel names the card's other rows, in full or short.
func sumLabel(k rowKind, short bool) string {
	long := map[rowKind]string{rowUpper: "Upper total", rowBonus: "Bonus", rowYahtzeeBonus: "Yahtzee bonus", rowTotal: "Total"}
	brief := map[rowKind]string{rowUpper: "Upper", rowBonus: "Bonus", rowYahtzeeBonus: "Y.bonus", rowTotal: "Total"}
	if short {
		return brief[k]
	}
	return long[k]
}

// card draws the score card: a column per player, the current player's
// marked in the names line ([name]); a row per box, each a click zone
// "box<N>"; the focused box marked > and the box just scored *. Open boxes
// of the player to move show what the dice would score there, in
// parentheses, or -- where the joker rule forbids them.
func (m model) card(g geometry) ui.Block {
	t, b := m.env.Theme, m.board
	seats := m.seats()
	rule := strings.Repeat("─", g.card.W)
	if t.ASCII {
		rule = strings.Repeat("-", g.card.W)
	}
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
	for s := range seats {
		name := m.names.Fit(game.Seat(s), g.colW)
		st := t.Header
		if game.Seat(s) == b.turn && !b.over {
			name, st = "["+m.names.Fit(game.Seat(s), g.colW-2)+"]", t.Focus
		}
		head.WriteString(" " + st.Render(padLeft(name, g.colW)))
	}
	add(head.String())
	addRule(0)

	box := func(bx yz.Box) {
		zones = append(zones, ui.NamedRect{ID: zoneBox + strconv.Itoa(int(bx)), Rect: ui.Rect{Y: len(lines), W: g.card.W, H: 1}})
		add(m.boxRow(g, bx))
	}
	for bx := yz.Ones; bx <= yz.Sixes; bx++ {
		box(bx)
	}
	add(m.sumRow(g, rowUpper))
	add(m.sumRow(g, rowBonus))
	addRule(1)
	for bx := yz.ThreeOfAKind; bx <= yz.Chance; bx++ {
		box(bx)
	}
	add(m.sumRow(g, rowYahtzeeBonus))
	addRule(2)
	add(m.sumRow(g, rowTotal))
	return ui.Block{Text: strings.Join(lines, "\n"), Zones: zones}
}

// boxRow draws one box's row.
func (m model) boxRow(g geometry, bx yz.Box) string {
	t, b := m.env.Theme, m.board
	name := longNames[bx]
	if g.short {
		name = shortNames[bx]
	}
	mark, label := "  ", t.Text
	switch {
	case m.beat.kind == beatFlash && b.scored.ok && b.scored.box == bx:
		mark, label = t.Accent.Render("* "), t.Accent.Reverse(true)
	case m.myTurn() && m.focusBox == bx:
		mark, label = t.Focus.Render("> "), t.Focus.Reverse(true)
	}
	var row strings.Builder
	row.WriteString(mark + label.Render(name) + strings.Repeat(" ", max(0, g.cardLabelW-markW-len(name))))
	for s := range m.seats() {
		row.WriteString(" " + m.cell(game.Seat(s), bx, g.colW))
	}
	return row.String()
}

// cell draws one player's score in a box, or the preview of an open box of
// the player to move.
func (m model) cell(s game.Seat, bx yz.Box, w int) string {
	t, b := m.env.Theme, m.board
	c := b.cards[s]
	flash := m.beat.kind == beatFlash && b.scored.ok && b.scored.seat == s && b.scored.box == bx
	switch {
	case flash:
		return t.Accent.Reverse(true).Render(padLeft(strconv.Itoa(c.Scores[bx]), w))
	case c.IsFilled(bx):
		return t.Text.Render(padLeft(strconv.Itoa(c.Scores[bx]), w))
	case s != b.turn || !b.rolled() || b.over || m.beat.kind == beatTumble:
		return strings.Repeat(" ", w)
	}
	points, _, err := c.Points(b.dice, bx)
	if err != nil {
		return t.Dim.Render(padLeft("--", w))
	}
	st := t.Dim
	if m.myTurn() && m.focusBox == bx {
		st = t.Focus
	}
	return st.Render(padLeft("("+strconv.Itoa(points)+")", w))
}

// sumRow draws the upper total, the bonus, the Yahtzee bonus or the total.
func (m model) sumRow(g geometry, k rowKind) string {
	t := m.env.Theme
	name := sumLabel(k, g.short)
	st := t.Dim
	if k == rowTotal {
		st = t.Header
	}
	var row strings.Builder
	row.WriteString("  " + st.Render(name) + strings.Repeat(" ", max(0, g.cardLabelW-markW-len(name))))
	for s := range m.seats() {
		c := m.board.cards[s]
		var v string
		switch k {
		case rowUpper:
			v = strconv.Itoa(c.UpperTotal())
		case rowBonus:
			v = bonusWords(c)
		case rowYahtzeeBonus:
			if c.Bonuses > 0 {
				v = strconv.Itoa(c.Bonuses * yz.YahtzeeBonus)
			}
		case rowTotal:
			v = strconv.Itoa(c.Total())
		}
		row.WriteString(" " + st.Render(padLeft(v, g.colW)))
	}
	return row.String()
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
