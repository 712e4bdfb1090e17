package ui

import (
	"fmt"

	"github.com/charmbracelet/lipgloss"
)

// MinWidth and MinHeight are the smallest terminal a game screen is drawn in.
const (
	MinWidth  = 80
	MinHeight = 24
)

// Fits reports whether a terminal of w by h cells is large enough for a game
// screen.
func Fits(w, h int) bool { return w >= MinWidth && h >= MinHeight }

// TooSmall returns a width by height screen that names the terminal's size
// and the size it needs, centred and wrapped to fit.
func (t *Theme) TooSmall(width, height int) string {
	if width < 1 || height < 1 {
		return ""
	}
	dash := "—"
	if t.ASCII {
		dash = "-"
	}
	msg := fmt.Sprintf("Terminal too small: %dx%d. teahouse needs at least %dx%d %s enlarge the window.",
		width, height, MinWidth, MinHeight, dash)
	box := t.Bad.Width(width).Align(lipgloss.Center).Render(msg)
	return t.Place(Text(box), width, height, lipgloss.Center, lipgloss.Center).Clip(width, height).Text
}
