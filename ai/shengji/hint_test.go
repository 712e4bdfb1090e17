package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/rules/cards"
)

// The point cards a hint names read as a player says them: a pair as
// "the pair of K♥", never "a K and a K".
func TestPointWords(t *testing.T) {
	kh := cards.New(cards.King, cards.Hearts)
	kh2 := kh
	kh2.Deck = 1
	assert.Equal(t, "the pair of K♥", pointWords([]cards.Card{kh, kh2}), "two decks' K♥ are a pair")
	for _, tc := range []struct{ cards, want string }{
		{"10D", "the 10♦"},
		{"KS 5C 3H", "the K♠ and the 5♣"},
		{"3H 4H", ""},
	} {
		assert.Equal(t, tc.want, pointWords(cards.MustParseList(tc.cards)), tc.cards)
	}
}
