package shengji

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/cards"
)

func TestDeal(t *testing.T) {
	pack := NewPack()
	require.Len(t, pack, PackSize)
	cards.Shuffle(pack, rand.New(rand.NewPCG(3, 10)))
	before := append([]cards.Card(nil), pack...)
	hands, kitty, err := Deal(pack, 2)
	require.NoError(t, err)
	assert.Equal(t, before, pack, "the pack is left as it is")
	assert.Equal(t, pack[0], hands[2][0], "the first card to the first seat")
	assert.Equal(t, pack[1], hands[3][0])
	assert.Equal(t, pack[2], hands[0][0])
	assert.Equal(t, pack[4], hands[2][1], "one card at a time around the table")
	assert.Equal(t, pack[100:], kitty)
	seen := map[cards.Card]bool{}
	for _, h := range hands {
		require.Len(t, h, HandSize)
		for _, c := range h {
			seen[c] = true
		}
	}
	for _, c := range kitty {
		seen[c] = true
	}
	assert.Len(t, seen, PackSize, "every physical card once")
	assert.Equal(t, 25, HandSize)

	_, _, err = Deal(pack[:107], 0)
	assert.ErrorIs(t, err, ErrBadInput)
	_, _, err = Deal(pack, 4)
	assert.ErrorIs(t, err, ErrBadInput)
	twice := append([]cards.Card(nil), pack...)
	twice[5] = twice[6]
	_, _, err = Deal(twice, 0)
	assert.ErrorIs(t, err, ErrBadInput, "a physical card twice")

	assert.Equal(t, []int{0, 1, 0, 1}, []int{Team(0), Team(1), Team(2), Team(3)})
}
