package ui

import (
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestButton(t *testing.T) {
	tests := []struct {
		name             string
		label, hint      string
		enabled, focused bool
		want             string
	}{
		{"enabled", "Roll", "r", true, false, "[ r Roll ]"},
		{"focused", "Roll", "r", true, true, "[>r Roll<]"},
		{"disabled", "Roll", "r", false, false, "( r Roll )"},
		{"disabled focused", "Roll", "r", false, true, "(>r Roll<)"},
		{"no key hint", "Pass", "", true, false, "[ Pass ]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, th := range []*Theme{newTestTheme(t, false), NewTheme(testRenderer(termenv.Ascii), false)} {
				b := th.Button("btn", tt.label, tt.hint, tt.enabled, tt.focused)
				assert.Equal(t, tt.want, ansi.Strip(b.Text))
				require.Len(t, b.Zones, 1)
				assert.Equal(t, NamedRect{ID: "btn", Rect: Rect{W: len(tt.want), H: 1}}, b.Zones[0])
			}
		})
	}
}

func TestButtonDisabledLooksDim(t *testing.T) {
	th := newTestTheme(t, false)
	enabled := th.Button("b", "Roll", "r", true, false).Text
	disabled := th.Button("b", "Roll", "r", false, false).Text
	assert.NotEqual(t, enabled, disabled)
	assert.Contains(t, disabled, th.ButtonDisabled.Render("( "), "disabled style applied")
}

func TestButtonZonesInRow(t *testing.T) {
	th := newTestTheme(t, false)
	row := Row(2, th.Button("roll", "Roll", "r", true, true), th.Button("score", "Score", "s", false, false))
	g := grid(t, row.Text)
	assert.Equal(t, "[>r Roll<]", cells(g, zone(t, row, "roll")))
	assert.Equal(t, "( s Score )", cells(g, zone(t, row, "score")))
	id, ok := row.Hit(12, 0)
	assert.True(t, ok)
	assert.Equal(t, "score", id)
	_, ok = row.Hit(10, 0)
	assert.False(t, ok, "the gap is no button")
}
