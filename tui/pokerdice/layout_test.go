package pokerdice

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gp "teahouse/game/pokerdice"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
	"teahouse/tui/ui"
)

// sizes are the terminal sizes every layout is checked at.
var sizes = [][2]int{{80, 24}, {100, 30}, {160, 48}}

// sized is an ASCII environment of size.
func sized(size [2]int) screen.Env {
	env := testEnv(true)
	env.Width, env.Height = size[0], size[1]
	return env
}

// tableLines are the lines of the dice area of an ASCII screen of size,
// the log panel beside it left out.
func tableLines(view string, size [2]int) []string {
	l := ui.FrameLayout(size[0], size[1]-3, "", "") // the header's two lines, the footer's one
	return strings.Split(screentest.Region(view, ui.Rect{Y: 2, W: l.Table.W, H: l.Table.H}), "\n")
}

// diceRows are the lines of the dice area where a row of dice begins: a
// border line with the dice's insides below it.
func diceRows(view string, size [2]int) []int {
	lines := tableLines(view, size)
	var rows []int
	for i := range len(lines) - 1 {
		border := strings.Contains(lines[i], "+-------+") || strings.Contains(lines[i], "#=======#")
		if border && strings.ContainsAny(lines[i+1], "|#") {
			rows = append(rows, i)
		}
	}
	return rows
}

// Opening the tip panel changes only the Tip button and the panel's own
// lines, below everything else: no die moves, and a click where a die was
// still lands on it.
func TestLayoutTipPanelMovesNothing(t *testing.T) {
	for _, size := range sizes {
		for _, v := range []map[string]string{nil, {"skills": "on"}} {
			t.Run(fmt.Sprintf("%dx%d/%v", size[0], size[1], v), func(t *testing.T) {
				m := press(t, start(t, sized(size), setup(42, v)), "1")
				before := m.View()
				held, ok := screentest.FindText(before, "HELD")
				require.True(t, ok)
				m = press(t, m, "t")
				after := m.View()
				a, b := tableLines(before, size), tableLines(after, size)
				require.Len(t, b, len(a))
				panel := len(b)
				for i, l := range b {
					if strings.Contains(l, "odds") || strings.Contains(l, "Odds") {
						panel = i
						break
					}
				}
				require.Less(t, panel, len(b), "the panel is drawn:\n%s", after)
				for i := range a {
					if a[i] != b[i] {
						assert.True(t, i >= panel || strings.Contains(b[i], "t Tip"), "line %d changed:\n%q\n%q", i, a[i], b[i])
					}
				}
				assert.Equal(t, diceRows(before, size), diceRows(after, size))

				m, _ = drive(t, m, screentest.Click(held))
				assert.NotContains(t, m.View(), "HELD", "the click released die 1 where it was drawn")
			})
		}
	}
}

// The dice stay where they are through a whole match: choosing, the
// strict rule's explanation, targeting, relocking, the showdown and the
// end.
func TestLayoutDiceNeverMove(t *testing.T) {
	for _, size := range sizes {
		for _, v := range []map[string]string{{"rule": "strict"}, {"skills": "on"}} {
			t.Run(fmt.Sprintf("%dx%d/%v", size[0], size[1], v), func(t *testing.T) {
				m := start(t, sized(size), setup(11, v))
				want := diceRows(m.View(), size)
				require.Len(t, want, 2)
				check := func(what string) {
					t.Helper()
					require.Equal(t, want, diceRows(m.View(), size), "%s:\n%s", what, m.View())
				}
				for step := 0; !where(m).Done; step++ {
					require.Less(t, step, 300)
					check(fmt.Sprintf("step %d", step))
					p, view := where(m), gp.Game.View(truth(t, m), 0)
					switch {
					case p.Holding:
						m = press(t, m, "enter")
					case view.Phase == gp.PhaseRelock:
						m = press(t, m, "r", "2")
						check("relocking")
						m = press(t, m, "enter")
					default:
						m = press(t, m, "1", "2", "t")
						check("two dice held, tips open")
						m = press(t, m, "p")
						check("peek")
						m = press(t, m, "esc", "esc", "enter")
					}
				}
			})
		}
	}
}
