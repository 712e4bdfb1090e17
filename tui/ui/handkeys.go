package ui

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// HandKeys are the keys every card screen reads for its Hand: left and
// right move the cursor, space selects the card under it, backspace clears
// the selection (the screen decides what clearing also resets).
type HandKeys struct {
	Left, Right, Toggle, Clear key.Binding
}

// NewHandKeys returns the card screens' hand bindings.
func NewHandKeys() HandKeys {
	return HandKeys{
		Left:   Binding("left/h", "left", "left", "h"),
		Right:  Binding("right/l", "right", "right", "l"),
		Toggle: Binding("space", "select", " "),
		Clear:  Binding("backspace", "clear", "backspace", "delete"),
	}
}

// Steers reports whether msg moves the cursor or toggles a card (Steer's
// keys).
func (k HandKeys) Steers(msg tea.KeyMsg) bool {
	return key.Matches(msg, k.Left, k.Right, k.Toggle)
}

// Steer is h after a key Steers: the cursor moved or the card under it
// toggled; any other key leaves h as it is.
func (h Hand) Steer(msg tea.KeyMsg, k HandKeys) Hand {
	switch {
	case key.Matches(msg, k.Left):
		return h.Move(-1)
	case key.Matches(msg, k.Right):
		return h.Move(1)
	case key.Matches(msg, k.Toggle):
		return h.Space()
	}
	return h
}
