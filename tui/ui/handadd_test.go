package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/rules/cards"
)

// Add takes the card of the lowest order, keeps what was selected, and
// says when none is left; Swap puts another card in the cursor's place.
func TestHandAddAndSwap(t *testing.T) {
	h := NewHand(cards.MustParseList("KS KH KC 5D"))
	h = h.Toggle(3) // 5D with space
	order := func(c cards.Card) int {
		switch {
		case c.Rank != cards.King:
			return -1
		case c.Suit == cards.Clubs:
			return 0
		case c.Suit == cards.Hearts:
			return 1
		}
		return 2
	}
	h, ok := h.Add(order)
	assert.True(t, ok)
	assert.Equal(t, cards.MustParseList("KC 5D"), h.Chosen(), "the first in order, added to the selection")
	assert.Equal(t, 2, h.Cursor)
	assert.True(t, h.Typing())
	h, ok = h.Swap(func(c cards.Card) bool { return c == cards.New(cards.King, cards.Spades) })
	assert.True(t, ok)
	assert.Equal(t, cards.MustParseList("KS 5D"), h.Chosen(), "the spade in the club's place")
	assert.Equal(t, 0, h.Cursor)
	_, ok = h.Swap(func(c cards.Card) bool { return c == cards.New(cards.King, cards.Diamonds) })
	assert.False(t, ok, "no K♦")
	h, _ = h.Add(order)
	h, _ = h.Add(order)
	h, ok = h.Add(order)
	assert.False(t, ok, "every K selected")
	assert.Len(t, h.Chosen(), 4)
}
