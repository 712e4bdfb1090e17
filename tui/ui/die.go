package ui

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
)

// DieWidth and DieHeight are the size of every die Theme.Die draws: a 9 by 5
// face and a marker line below it.
const (
	DieWidth  = 9
	DieHeight = 6
)

// DieState says how a die is drawn. Held and Focused stay recognisable with
// colour off: a held die has a double (ASCII: # and =) border and HELD below
// it; the focused die has > and < at the ends of its marker line.
type DieState struct {
	Held      bool // kept aside between rolls
	Focused   bool // has the keyboard focus
	FaceDown  bool // hidden: only the back is drawn
	Dim       bool // not in play
	Highlight bool // drawn in the accent colour, such as dice that score
}

// Die draws a die showing face (1 to 6) as pips. A face-down die, or a face
// outside 1 to 6, shows a patterned back that gives no value away. Every die
// is DieWidth by DieHeight, whatever its state.
func (t *Theme) Die(face int, st DieState) Block {
	pip, back := "●", "░"
	if t.ASCII {
		pip, back = "o", "/"
	}
	inside := t.Text
	lines := make([]string, 3)
	switch {
	case st.FaceDown || face < 1 || face > 6:
		inside = t.Dim
		for i := range lines {
			lines[i] = strings.Repeat(back, 7)
		}
	default:
		if st.Highlight {
			inside = t.Accent
		}
		for row := range lines {
			var b strings.Builder
			for col := range 3 {
				b.WriteString(" ")
				if pipGrid(face)[row*3+col] == 'x' {
					b.WriteString(pip)
				} else {
					b.WriteString(" ")
				}
			}
			lines[row] = b.String() + " "
		}
	}

	return Text(t.dieBox(inside, st).Render(strings.Join(lines, "\n")) + "\n" + t.dieMarker(st))
}

// dieBox is the style of a die's box around its inside: a double (ASCII: #
// and =) border when held, the frame coloured by focus and hold, faint when
// dim.
func (t *Theme) dieBox(inside lipgloss.Style, st DieState) lipgloss.Style {
	border := t.Border()
	if st.Held && t.ASCII {
		border = lipgloss.Border{
			Top: "=", Bottom: "=", Left: "#", Right: "#",
			TopLeft: "#", TopRight: "#", BottomLeft: "#", BottomRight: "#",
		}
	} else if st.Held {
		border = lipgloss.DoubleBorder()
	}
	frame := t.Dim
	switch {
	case st.Focused:
		frame = t.Focus
	case st.Held:
		frame = t.Held
	}
	box := inside.Border(border).BorderForeground(frame.GetForeground())
	if st.Dim {
		box = box.Faint(true).BorderForeground(t.Dim.GetForeground())
	}
	return box
}

// dieMarker draws the line under a die: > < for focus, HELD for held.
func (t *Theme) dieMarker(st DieState) string {
	left, right := " ", " "
	if st.Focused {
		left, right = t.Focus.Render(">"), t.Focus.Render("<")
	}
	mid := strings.Repeat(" ", DieWidth-2)
	switch {
	case st.Held:
		mid = " " + t.Held.Render("HELD") + "  "
	case st.Focused:
		mid = "  " + t.Focus.Render("^^^") + "  "
	}
	return left + mid + right
}

// SmallDieWidth and SmallDieHeight are the size of every die Theme.SmallDie
// draws: a 5 by 3 face showing the number, and a marker line below it.
const (
	SmallDieWidth  = 5
	SmallDieHeight = 4
)

// SmallDie draws a die showing face (1 to 6) as a digit, for screens too
// small for Die. It reads like Die without colour: a held die has a double
// (ASCII: # and =) border and HELD below it, the focused die > and < at the
// ends of its marker line (HLD between them when it is held too); a
// face-down die shows a patterned back.
func (t *Theme) SmallDie(face int, st DieState) Block {
	back := "░"
	if t.ASCII {
		back = "/"
	}
	inside, text := t.Text, " "+strconv.Itoa(face)+" "
	switch {
	case st.FaceDown || face < 1 || face > 6:
		inside, text = t.Dim, strings.Repeat(back, 3)
	case st.Highlight:
		inside = t.Accent
	}
	marker := strings.Repeat(" ", SmallDieWidth)
	switch {
	case st.Held && st.Focused:
		marker = t.Focus.Render(">") + t.Held.Render("HLD") + t.Focus.Render("<")
	case st.Held:
		marker = t.Held.Render("HELD") + " "
	case st.Focused:
		marker = t.Focus.Render(">") + "   " + t.Focus.Render("<")
	}
	return Text(t.dieBox(inside, st).Render(text) + "\n" + marker)
}

// DiceRow draws dice side by side, one cell apart. Die i gets the zone
// zonePrefix+strconv.Itoa(i) covering all its lines; states may be shorter
// than faces, missing states being zero.
func (t *Theme) DiceRow(faces []int, states []DieState, zonePrefix string) Block {
	return JoinDice(drawDice(t.Die, faces, states), DieWidth, DieHeight, zonePrefix)
}

// SmallDiceRow is DiceRow with small dice.
func (t *Theme) SmallDiceRow(faces []int, states []DieState, zonePrefix string) Block {
	return JoinDice(drawDice(t.SmallDie, faces, states), SmallDieWidth, SmallDieHeight, zonePrefix)
}

// drawDice draws each face in its state.
func drawDice(die func(int, DieState) Block, faces []int, states []DieState) []Block {
	out := make([]Block, len(faces))
	for i, f := range faces {
		var st DieState
		if i < len(states) {
			st = states[i]
		}
		out[i] = die(f, st)
	}
	return out
}

// JoinDice joins dice drawn w by h cells each (by Die, SmallDie, or a
// screen's own marking of them) side by side, one cell apart, giving die i
// the zone zonePrefix+strconv.Itoa(i). Every die having the same size,
// nothing is measured: the row is joined line by line, for screens that
// draw it on every frame.
func JoinDice(dice []Block, w, h int, zonePrefix string) Block {
	lines := make([]strings.Builder, h)
	zones := make([]NamedRect, len(dice))
	for i, d := range dice {
		for j, l := range strings.SplitN(d.Text, "\n", h) {
			if i > 0 {
				lines[j].WriteByte(' ')
			}
			lines[j].WriteString(l)
		}
		zones[i] = NamedRect{ID: zonePrefix + strconv.Itoa(i), Rect: Rect{X: i * (w + 1), W: w, H: h}}
	}
	text := make([]string, h)
	for j := range lines {
		text[j] = lines[j].String()
	}
	return Block{Text: strings.Join(text, "\n"), Zones: zones}
}

// pipGrid returns the pips of face in a 3 by 3 grid, row by row, x for a pip.
func pipGrid(face int) string {
	switch face {
	case 1:
		return "....x...."
	case 2:
		return "x.......x"
	case 3:
		return "x...x...x"
	case 4:
		return "x.x...x.x"
	case 5:
		return "x.x.x.x.x"
	default:
		return "x.xx.xx.x"
	}
}
