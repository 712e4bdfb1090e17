package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/rules/cards"
)

func TestSortHand(t *testing.T) {
	hand := cs("3H 5D AS BJ 2C 5S KH 5H 4S SJ 10D 5D")
	SortHand(hand, fiveSpades)
	assert.Equal(t, "BJ SJ 5S 5H 5D 5D AS 4S KH 3H 10D 2C", cards.Format(hand))
	hand = cs("AH KS SJ AC 2D")
	SortHand(hand, aceNoTrump)
	assert.Equal(t, "SJ AH AC KS 2D", cards.Format(hand))
}
