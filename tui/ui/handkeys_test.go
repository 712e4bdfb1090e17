package ui

import (
	"testing"

	"github.com/charmbracelet/bubbles/key"
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

func TestHandKeyedClickUnselect(t *testing.T) {
	k := NewHandKeys()
	three, four := cards.Card{Rank: cards.Three, Suit: cards.Spades}, cards.Card{Rank: cards.Four, Suit: cards.Hearts}
	typed := func() Hand {
		h, _ := NewHand([]cards.Card{three, four}).Type(func(c cards.Card) bool { return c == three })
		return h
	}
	rank, space, enter := tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'4'}}, tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}}, tea.KeyMsg{Type: tea.KeyEnter}

	assert.True(t, typed().Keyed(rank, k).Typing(), "a rank goes on typing")
	assert.True(t, typed().Keyed(space, k).Typing(), "a space separates typed ranks")
	assert.False(t, typed().Keyed(enter, k).Typing(), "any other key ends them")

	h, onHand := typed().Click("hand1", "hand", true)
	assert.True(t, onHand)
	assert.False(t, h.Typing(), "a click ends typing")
	assert.Equal(t, []cards.Card{three, four}, h.Chosen(), "the card clicked toggles")
	h, onHand = typed().Click("hand1", "hand", false)
	assert.True(t, onHand)
	assert.Equal(t, []cards.Card{three}, h.Chosen(), "not now: the card stays as it was")
	h, onHand = typed().Click("btn-play", "hand", true)
	assert.False(t, onHand, "a button is the screen's")
	assert.False(t, h.Typing())

	h, ok := typed().Unselect()
	assert.True(t, ok)
	assert.Empty(t, h.Chosen())
	_, ok = h.Unselect()
	assert.False(t, ok, "nothing chosen: esc is for the screen")
}

// A card table's keys: the hand's, enter plays, p passes, t hints; the
// typed ranks are written in the help as the game writes them.
func TestNewCardKeys(t *testing.T) {
	k := NewCardKeys("3-9 TJQKA2BR", "select by rank")
	assert.True(t, key.Matches(tea.KeyMsg{Type: tea.KeyEnter}, k.Play))
	assert.True(t, key.Matches(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'p'}}, k.Pass))
	assert.True(t, key.Matches(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'t'}}, k.Hint))
	assert.True(t, k.Steers(tea.KeyMsg{Type: tea.KeyLeft}))
	assert.Equal(t, "3-9 TJQKA2BR", k.Ranks.Help().Key)
	assert.Equal(t, "select by rank", k.Ranks.Help().Desc)
}
