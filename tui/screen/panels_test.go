package screen

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Esc closes the help first, then the side panel, then nothing.
func TestPanelsClose(t *testing.T) {
	var p Panels
	p.ToggleHelp()
	p.ShowTip = true
	assert.True(t, p.ShowHelp && p.Help.ShowAll, "the full help opens")
	assert.True(t, p.CloseHelp(), "the help closes first")
	assert.False(t, p.ShowHelp || p.Help.ShowAll)
	assert.False(t, p.CloseHelp(), "it is closed")
	assert.True(t, p.CloseTip(), "then the side panel")
	assert.False(t, p.CloseTip(), "nothing is left open")
	assert.Equal(t, Leave{}, LeaveCmd())
}

// The help is as wide as the terminal but for a margin, never negative.
func TestPanelsSizeHelp(t *testing.T) {
	var p Panels
	p.SizeHelp(80)
	assert.Equal(t, 78, p.Help.Width)
	p.SizeHelp(1)
	assert.Equal(t, 0, p.Help.Width)
}
