package pokerdice

import (
	"fmt"
	"teahouse/tui/screentest"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Every screen of whole matches, in every variant and both themes, fills
// the terminal exactly, never more, at the smallest size and larger ones.
func TestSizeEveryScreenFits(t *testing.T) {
	variants := []map[string]string{nil, {"skills": "on"}, {"skills": "on", "rule": "strict"}}
	for _, size := range [][2]int{{80, 24}, {100, 30}, {160, 50}} {
		for _, ascii := range []bool{false, true} {
			for vi, v := range variants {
				t.Run(fmt.Sprintf("%dx%d/ascii=%v/%d", size[0], size[1], ascii, vi), func(t *testing.T) {
					env := testEnv(ascii)
					env.Width, env.Height = size[0], size[1]
					m := start(t, env, setup(9, v))
					screentest.RequireFitsToTheEnd(t, m, size[0], size[1], 400, func(m screenOf, step int) []string {
						switch {
						case step%7 == 1:
							return []string{"?", "?"} // the help page, then back
						case step%5 == 2:
							return []string{"t"}
						case v != nil && step%2 == 0:
							return []string{"r", "2", "enter"}
						case v != nil:
							return []string{"s", "p", "1", "d", "f"}
						}
						return []string{"3", "4", "enter"}
					})
				})
			}
		}
	}
}

// Hot seat, the pass screen, a resize and a table of computers fit too.
func TestSizeOtherSeats(t *testing.T) {
	long := p2
	long.Name = "Player 2 with a rather long name"
	m := start(t, testEnv(false), setup(4, map[string]string{"skills": "on"}, p1, long))
	requireSize(t, m.View(), 100, 30, "pass")
	m, _ = drive(t, m, windowSize(80, 24))
	requireSize(t, m.View(), 80, 24, "pass at 80x24")
	m = press(t, m, "enter")
	requireSize(t, m.View(), 80, 24, "hot seat")

	w := start(t, testEnv(true), setup(4, map[string]string{"skills": "on"}, aiSimple, aiOptimal))
	requireSize(t, w.View(), 100, 30, "computers alone, at the end")
}

// Below the minimum size the shell shows its notice instead; the screen
// still draws itself at exactly the terminal's size, however small, and
// takes keys there.
func TestSizeTooSmallStillFits(t *testing.T) {
	m := start(t, testEnv(false), setup(4, map[string]string{"skills": "on"}))
	for _, s := range [][2]int{{1, 1}, {3, 2}, {20, 5}, {79, 23}} {
		small, _ := drive(t, m, windowSize(s[0], s[1]))
		requireSize(t, small.View(), s[0], s[1], fmt.Sprintf("%dx%d", s[0], s[1]))
		small = press(t, small, "t", "1", "?", "?")
		requireSize(t, small.View(), s[0], s[1], fmt.Sprintf("%dx%d after keys", s[0], s[1]))
	}
	none, _ := drive(t, m, windowSize(0, 0))
	assert.Empty(t, none.View(), "no lines at all")
}
