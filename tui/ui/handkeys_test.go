package ui

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"

	"teahouse/rules/cards"
)

func TestHandSteer(t *testing.T) {
	k := NewHandKeys()
	h := NewHand([]cards.Card{{Rank: cards.Three, Suit: cards.Spades}, {Rank: cards.Four, Suit: cards.Hearts}})
	right, space, enter := tea.KeyMsg{Type: tea.KeyRight}, tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}}, tea.KeyMsg{Type: tea.KeyEnter}

	assert.True(t, k.Steers(right))
	assert.True(t, k.Steers(space))
	assert.False(t, k.Steers(enter), "enter plays; it does not steer")

	h = h.Steer(right, k).Steer(space, k)
	assert.False(t, h.Selected(0))
	assert.True(t, h.Selected(1), "right then space selects the second card")
	assert.Equal(t, h, h.Steer(enter, k), "another key leaves the hand alone")
}
