package shengji

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/tui/screentest"
)

// Three computers of one level are labelled alike at every place of the
// table, the top and the sides, whoever is to move and at any size:
// "P2 greedy", "P3 greedy", "P4 greedy", never "P3 AI (greedy)" beside
// "P4 greedy".
func TestComputerSeatsLabelledAlike(t *testing.T) {
	// A label is the name before the dealer's mark and the card count, or
	// before "declared" in the header; sentences name seats in full.
	full, short := regexp.MustCompile(`P[234] AI \(greedy\)(( D)? \d+| declared)`), regexp.MustCompile(`P[234] greedy(( D)? \d+| declared)`)
	for _, sz := range [][2]int{{80, 24}, {100, 30}, {120, 40}, {160, 50}, {200, 60}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			s := screentest.Setup("shengji", 11, nil, person("ann"), greedy, greedy, greedy)
			s.Options["deals"] = "1"
			s.Options["trump"] = "ask"
			m := start(t, screentest.Sized(sz[0], sz[1], false), s)
			for step := 0; step < 40 && !where(m).Holding && !where(m).Over; step++ {
				require.True(t, where(m).MyTurn, "the screen waits for you:\n%s", m.View())
				table := tableArea(m, sz[0])
				f, sh := full.FindAllString(table, -1), short.FindAllString(table, -1)
				assert.False(t, len(f) > 0 && len(sh) > 0, "step %d: both %v and %v:\n%s", step, f, sh, table)
				assert.GreaterOrEqual(t, len(f)+len(sh), 3, "every computer seat is labelled:\n%s", table)
				m = press(t, m, moveKeys(t, m)...)
			}
		})
	}
}

// tableArea is the screen of m, w wide, left of its log panel (the log
// names every seat in full).
func tableArea(m screenOf, w int) string {
	x := w - min(sideWidth(w), w)
	var out []string
	for _, l := range strings.Split(m.View(), "\n") {
		out = append(out, ansi.Truncate(l, x, ""))
	}
	return strings.Join(out, "\n")
}
