package ui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
)

func TestFits(t *testing.T) {
	tests := []struct {
		w, h int
		want bool
	}{
		{80, 24, true}, {200, 60, true}, {79, 24, false}, {80, 23, false}, {0, 0, false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Fits(tt.w, tt.h), "%dx%d", tt.w, tt.h)
	}
}

func TestTooSmall(t *testing.T) {
	tests := []struct {
		name  string
		ascii bool
		w, h  int
		want  string
	}{
		{"60x20", false, 60, 20, "Terminal too small: 60x20. teahouse needs at least 80x24 — enlarge the window."},
		{"ascii", true, 60, 20, "Terminal too small: 60x20. teahouse needs at least 80x24 - enlarge the window."},
		{"narrow", false, 20, 12, "Terminal too small: 20x12. teahouse needs at least 80x24 — enlarge the window."},
		{"79x24", true, 79, 24, "Terminal too small: 79x24. teahouse needs at least 80x24 - enlarge the window."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := newTestTheme(t, tt.ascii).TooSmall(tt.w, tt.h)
			assert.Equal(t, tt.w, lipgloss.Width(out), "width")
			assert.Equal(t, tt.h, lipgloss.Height(out), "height")
			assert.Equal(t, tt.want, strings.Join(strings.Fields(ansi.Strip(out)), " "))
			lines := strings.Split(ansi.Strip(out), "\n")
			assert.Empty(t, strings.TrimSpace(lines[0]), "centred vertically")
		})
	}
}

func TestTooSmallTiny(t *testing.T) {
	th := newTestTheme(t, false)
	out := th.TooSmall(10, 2)
	assert.Equal(t, 10, lipgloss.Width(out))
	assert.Equal(t, 2, lipgloss.Height(out))
	assert.Empty(t, th.TooSmall(0, 5))
}
