package ui

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"teahouse/rules/cards"
)

// Widgets for tight spaces: a row of buttons that gives up what does not
// fit, and cards written as text where whole cards would not fit.

// ButtonSpec is one button of FitButtons; without an ID it is a label.
type ButtonSpec struct {
	ID, Label, Key string
	On             bool // enabled: the game would accept it now
}

// FitButtons draws as many of bs as fit in w cells, in order: with their
// keys if the row fits so, else without them, the last ones left out
// first. Nothing fits: an empty line.
func (t *Theme) FitButtons(bs []ButtonSpec, w int) Block {
	row := func(withKeys bool, bs []ButtonSpec) Block {
		blocks := make([]Block, 0, len(bs))
		for _, b := range bs {
			switch {
			case b.ID == "":
				blocks = append(blocks, Text(t.Header.Render(b.Label)))
			case withKeys:
				blocks = append(blocks, t.Button(b.ID, b.Label, b.Key, b.On, false))
			default:
				blocks = append(blocks, t.Button(b.ID, b.Label, "", b.On, false))
			}
		}
		return Row(1, blocks...)
	}
	for _, keys := range []bool{true, false} {
		for n := len(bs); n > 0; n-- {
			if r := row(keys, bs[:n]); r.Width() <= w {
				return r
			}
		}
	}
	return Text("")
}

// textCols is how many of n cards a line holds when they are written as
// text in h lines, the first kept free: one, a column that reads apart from
// its neighbours', unless they do not fit.
func textCols(n, h int) int { return max(1, (n+h-2)/max(1, h-1)) }

// CardsText writes cards on one line for logs: "7♣ 4♦", or "7C 4D" with
// ASCII.
func (t *Theme) CardsText(cs []cards.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = t.CardText(c)
	}
	return strings.Join(parts, " ")
}

// TextCardLines writes cards as text, as many to a line as TextCards puts
// there: "K♠", or "K♠ 10♥".
func (t *Theme) TextCardLines(cs []cards.Card, h int) []string {
	var lines []string
	cols := textCols(len(cs), h)
	for i := 0; i < len(cs); i += cols {
		lines = append(lines, t.CardsText(cs[i:min(len(cs), i+cols)]))
	}
	return lines
}

// TextCards writes cards as text, red suits in red, centred in h lines
// below a free first line, which holds a row of arrows when the cards are
// focused (the hand being played): the place of a row of cards too narrow
// for whole ones.
func (t *Theme) TextCards(cs []cards.Card, h int, focused bool) Block {
	lines := make([]string, h)
	text := t.TextCardLines(cs, h)
	if focused && h > 0 {
		arrow := "▼"
		if t.ASCII {
			arrow = "v"
		}
		w := 0
		for _, l := range text {
			w = max(w, ansi.StringWidth(l))
		}
		lines[0] = t.Focus.Render(strings.Repeat(arrow, w))
	}
	top := 1 + max(0, h-1-len(text))/2
	cols := textCols(len(cs), h)
	for i := 0; i < len(cs) && top+i/cols < h; i += cols {
		var parts []string
		for _, c := range cs[i:min(len(cs), i+cols)] {
			st := t.Text
			if c.Suit.Red() {
				st = t.Red
			}
			parts = append(parts, st.Render(t.CardText(c)))
		}
		lines[top+i/cols] = strings.Join(parts, " ")
	}
	return Text(strings.Join(lines, "\n"))
}
