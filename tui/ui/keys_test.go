package ui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
)

func TestDefaultCommonKeys(t *testing.T) {
	k := DefaultCommonKeys()
	runes := func(r rune) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}} }
	tests := []struct {
		name    string
		binding key.Binding
		presses []tea.KeyMsg
		desc    string
	}{
		{"left", k.Left, []tea.KeyMsg{{Type: tea.KeyLeft}, runes('h')}, "left"},
		{"right", k.Right, []tea.KeyMsg{{Type: tea.KeyRight}, runes('l')}, "right"},
		{"up", k.Up, []tea.KeyMsg{{Type: tea.KeyUp}, runes('k')}, "up"},
		{"down", k.Down, []tea.KeyMsg{{Type: tea.KeyDown}, runes('j')}, "down"},
		{"toggle", k.Toggle, []tea.KeyMsg{{Type: tea.KeySpace, Runes: []rune{' '}}}, "toggle"},
		{"confirm", k.Confirm, []tea.KeyMsg{{Type: tea.KeyEnter}}, "confirm"},
		{"tip", k.Tip, []tea.KeyMsg{runes('t')}, "tip"},
		{"back", k.Back, []tea.KeyMsg{{Type: tea.KeyEsc}}, "back"},
		{"quit", k.Quit, []tea.KeyMsg{runes('q'), {Type: tea.KeyCtrlC}}, "quit"},
		{"help", k.Help, []tea.KeyMsg{runes('?')}, "help"},
	}
	all := []key.Binding{k.Left, k.Right, k.Up, k.Down, k.Toggle, k.Confirm, k.Tip, k.Back, k.Quit, k.Help}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, p := range tt.presses {
				assert.True(t, key.Matches(p, tt.binding), "%q", p.String())
				n := 0
				for _, b := range all {
					if key.Matches(p, b) {
						n++
					}
				}
				assert.Equal(t, 1, n, "%q matches one binding only", p.String())
			}
			h := tt.binding.Help()
			assert.Equal(t, tt.desc, h.Desc)
			assert.Equal(t, strings.ToLower(h.Key), h.Key, "help key is lowercase")
			for _, r := range h.Key {
				assert.True(t, r >= ' ' && r <= '~', "help key %q is plain ASCII", h.Key)
			}
		})
	}
}

func TestBinding(t *testing.T) {
	b := Binding("r", "roll", "r", "R")
	assert.Equal(t, []string{"r", "R"}, b.Keys())
	assert.Equal(t, "roll", b.Help().Desc)
}

// Keys typed together are handled one by one; a paste and special keys
// stay whole.
func TestEachKey(t *testing.T) {
	record := func(got []string, msg tea.KeyMsg) ([]string, tea.Cmd) {
		return append(got, msg.String()), func() tea.Msg { return nil }
	}
	got, cmd := EachKey([]string(nil), tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("14r")}, record)
	assert.Equal(t, []string{"1", "4", "r"}, got)
	assert.NotNil(t, cmd)
	got, _ = EachKey([]string(nil), tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("ab"), Paste: true}, record)
	assert.Len(t, got, 1)
	got, _ = EachKey([]string(nil), tea.KeyMsg{Type: tea.KeyEnter}, record)
	assert.Equal(t, []string{"enter"}, got)
}

func TestLeftPress(t *testing.T) {
	assert.True(t, LeftPress(tea.MouseMsg{Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}))
	assert.False(t, LeftPress(tea.MouseMsg{Action: tea.MouseActionRelease, Button: tea.MouseButtonLeft}))
	assert.False(t, LeftPress(tea.MouseMsg{Action: tea.MouseActionPress, Button: tea.MouseButtonRight}))
}

// A key presses the button it is bound to, and no other.
func TestPressed(t *testing.T) {
	buttons := map[string]key.Binding{"btn-hit": Binding("h", "hit", "h"), "btn-stand": Binding("s", "stand", "s")}
	id, ok := Pressed(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'s'}}, buttons)
	assert.True(t, ok)
	assert.Equal(t, "btn-stand", id)
	_, ok = Pressed(tea.KeyMsg{Type: tea.KeyEnter}, buttons)
	assert.False(t, ok)
}
