package pokerdice

import (
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"teahouse/tui/ui"
)

// flatten joins the screen's lines with the frame's borders and padding
// removed, so text wrapped over several lines can be searched.
func flatten(view string) string {
	var words []string
	for _, line := range strings.Split(view, "\n") {
		line = strings.NewReplacer("│", " ", "|", " ").Replace(line)
		words = append(words, strings.Fields(line)...)
	}
	return strings.Join(words, " ")
}

// region returns the text of a rectangle of an ASCII screen.
func region(view string, r ui.Rect) string {
	lines := strings.Split(view, "\n")
	var out []string
	for y := r.Y; y < r.Y+r.H && y < len(lines); y++ {
		rs := []rune(lines[y])
		out = append(out, string(rs[min(r.X, len(rs)):min(r.X+r.W, len(rs))]))
	}
	return strings.Join(out, "\n")
}

// zone returns the rectangle of the zone id on the screen.
func zone(m model, id string) (ui.Rect, bool) {
	for _, z := range m.screen().Zones {
		if z.ID == id {
			return z.Rect, true
		}
	}
	return ui.Rect{}, false
}

// windowSize is a resize to w by h.
func windowSize(w, h int) tea.WindowSizeMsg { return tea.WindowSizeMsg{Width: w, Height: h} }

func tea80x24() tea.WindowSizeMsg { return windowSize(80, 24) }
