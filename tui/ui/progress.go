package ui

import (
	"fmt"
	"strings"
)

// Progress draws a bar w cells wide, percentage included, filled to frac
// (0 to 1): "████░░░░  42%", or "####....  42%" in ASCII mode. It is
// drawn from the theme, so it needs no animation or colour to read.
func (t *Theme) Progress(w int, frac float64) string {
	frac = max(0, min(1, frac))
	pct := fmt.Sprintf(" %3d%%", int(frac*100))
	bar := max(0, w-len(pct))
	full := int(frac * float64(bar))
	on, off := "█", "░"
	if t.ASCII {
		on, off = "#", "."
	}
	return t.Accent.Render(strings.Repeat(on, full)) + t.Dim.Render(strings.Repeat(off, bar-full)) + t.Text.Render(pct)
}
