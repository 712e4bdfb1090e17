package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/cards"
)

func TestSetOfAPack(t *testing.T) {
	pack := cards.Decks(1, true)
	s := SetOf(pack)
	assert.Equal(t, FullPack, s)
	assert.Equal(t, 54, s.Len())
	assert.Equal(t, Pack, s.Counts())
	shown := s.Cards()
	require.Len(t, shown, 54)
	assert.Equal(t, cards.Card{Rank: cards.BigJoker}, shown[0], "the red joker first")
	assert.Equal(t, cards.Card{Rank: cards.SmallJoker}, shown[1])
	assert.Equal(t, cards.New(cards.Two, cards.Spades), shown[2])
	assert.Equal(t, cards.New(cards.Three, cards.Clubs), shown[53], "3 last, suits in pack order")
	for _, c := range pack {
		assert.True(t, s.Has(c))
		assert.Equal(t, c, cardOf(bitOf(c)))
	}
}

func TestTake(t *testing.T) {
	hand := SetOf([]cards.Card{cards.New(cards.Three, cards.Spades), cards.New(cards.Three, cards.Hearts), cards.New(cards.Three, cards.Clubs),
		cards.New(cards.King, cards.Diamonds), {Rank: cards.BigJoker}})
	taken, rest, ok := hand.Take(MustParse("33R"))
	require.True(t, ok)
	assert.Equal(t, []cards.Card{{Rank: cards.BigJoker}, cards.New(cards.Three, cards.Hearts), cards.New(cards.Three, cards.Clubs)}, taken.Cards(),
		"of the 3s, the last two shown")
	assert.Equal(t, []cards.Card{cards.New(cards.King, cards.Diamonds), cards.New(cards.Three, cards.Spades)}, rest.Cards())
	_, same, ok := hand.Take(MustParse("333 3"))
	assert.False(t, ok)
	assert.Equal(t, hand, same)
}
