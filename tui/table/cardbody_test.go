package table_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/tui/ui"
)

// A status too long for one line wraps onto a second, whole: the table
// and the box beside it give up a line (the box keeps its bottom), and
// the body keeps its height.
func TestCardBodyWrapsALongStatus(t *testing.T) {
	const w, h = 100, 10
	c := cardCtx(w)
	tbl, side := ui.Rect{W: 60, H: h}, ui.Rect{W: 39, H: h}
	box := c.Env.Theme.Boxed("Log", []string{"one", "two", "three"}, side.W, side.H)
	draw := func(r ui.Rect) ui.Block { return ui.Lines("table", r.H) }
	for _, tc := range []struct {
		status string
		lines  int
	}{
		{"Short.", 1},
		{"Solo chain 4-8 does not beat solo chain 9-K: play a higher solo chain of 5 cards, a bomb or the rocket, or pass.", 2},
	} {
		c.Status = tc.status
		body := c.CardBody(w, tbl, draw, box, "", ui.Text("turn line"))
		lines := strings.Split(body.Text, "\n")
		assert.Len(t, lines, h+1+1, "the body keeps its height: %q", tc.status)
		got := strings.Join(strings.Fields(strings.Join(lines[len(lines)-tc.lines:], " ")), " ")
		assert.Equal(t, tc.status, got, "the whole status, on %d lines", tc.lines)
		assert.NotContains(t, body.Text, "...")
		boxBottom := lines[h-tc.lines] // the table area is a line shorter with two status lines
		assert.Contains(t, boxBottom, strings.Split(box.Text, "\n")[h-1], "the box keeps its bottom line")
	}
}
