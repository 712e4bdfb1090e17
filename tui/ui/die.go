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
	pip, back, border := "●", "░", lipgloss.DoubleBorder()
	if t.ASCII {
		pip, back, border = "o", "/", lipgloss.Border{
			Top: "=", Bottom: "=", Left: "#", Right: "#",
			TopLeft: "#", TopRight: "#", BottomLeft: "#", BottomRight: "#",
		}
	}
	if !st.Held {
		border = t.Border()
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
	return Text(box.Render(strings.Join(lines, "\n")) + "\n" + t.dieMarker(st))
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

// DiceRow draws dice side by side, one cell apart. Die i gets the zone
// zonePrefix+strconv.Itoa(i) covering all its lines; states may be shorter
// than faces, missing states being zero.
func (t *Theme) DiceRow(faces []int, states []DieState, zonePrefix string) Block {
	dice := make([]Block, len(faces))
	for i, f := range faces {
		var st DieState
		if i < len(states) {
			st = states[i]
		}
		dice[i] = Zone(zonePrefix+strconv.Itoa(i), t.Die(f, st))
	}
	return Row(1, dice...)
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
