package ui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
)

func TestConfirmBox(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		th := newTestTheme(t, ascii)
		box := th.ConfirmBox("Quit this game?", "quit-yes", "quit-no")
		g := grid(t, box.Text)
		out := ansi.Strip(box.Text)

		assert.Contains(t, out, "Quit this game?")
		assert.True(t, strings.HasPrefix(out, string([]rune(th.Border().TopLeft))), "bordered:\n%s", out)
		assert.Equal(t, "[ y yes ]", cells(g, zone(t, box, "quit-yes")))
		assert.Equal(t, "[ n no ]", cells(g, zone(t, box, "quit-no")))
		assert.LessOrEqual(t, box.Width(), 40, "small")

		// Centred over a screen, the zones move with it.
		over := th.Place(box, 80, 24, lipgloss.Center, lipgloss.Center)
		g = grid(t, over.Text)
		yes := zone(t, over, "quit-yes")
		assert.Equal(t, "[ y yes ]", cells(g, yes))
		id, ok := over.Hit(yes.X+1, yes.Y)
		assert.True(t, ok)
		assert.Equal(t, "quit-yes", id)
	}
}
