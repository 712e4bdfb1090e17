package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/cards"
)

func TestLowestFollow(t *testing.T) {
	tests := []struct {
		name       string
		hand, lead string
		want       string
	}{
		{"the lowest of the suit", "9H 3H AH 2C", "KH", "3H"},
		{"a pair for a pair", "9H 9H 3H 4H 2C", "KH KH", "9H 9H"},
		{"the lowest tractor for a tractor", "2H 2H 3H 3H 4H 4H 9H 9H 10H 10H JH", "KH KH QH QH", "9H 9H 10H 10H"},
		{"pairs when no tractor", "2H 2H 4H 4H 7H 7H 3H", "KH KH QH QH", "2H 2H 4H 4H"},
		{"a pair and the lowest singles", "7H 7H 2H 3H 4H", "KH KH QH QH", "7H 7H 2H 3H"},
		{"short: all of the suit, then low plain cards before trumps", "9H 2S 3C 4D", "KH KH", "9H 3C"},
		{"void: a discard, not a ruff", "2S 3S 3C", "AH", "3C"},
		{"trumps: the off-suit level pair below the trump level pair", "5H 5H 5S 5S AS 2S", "SJ SJ", "5H 5H"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := LowestFollow(cs(tt.hand), cs(tt.lead), fiveSpades, defaultRule)
			require.NoError(t, err)
			assert.Equal(t, tt.want, cards.Format(got))
			assert.NoError(t, CheckFollow(cs(tt.hand), cs(tt.lead), got, fiveSpades, defaultRule))
		})
	}
	// Level 4, hearts trump: 4C-4H-SJ and AH-4S match both tractors; the
	// lowest tractor first (AH-4C-4H) would leave 3H 3H and 4S 4S, one
	// tractor short.
	hand, lead := cs("3H 3H AH AH 4C 4C 4S 4S 4H 4H SJ SJ 7S"), cs("5H 5H 6H 6H 7H 7H 9H 9H 10H 10H")
	got, err := LowestFollow(hand, lead, fourHearts, defaultRule)
	require.NoError(t, err)
	assert.ElementsMatch(t, cs("AH AH 4C 4C 4S 4S 4H 4H SJ SJ"), got)
	assert.NoError(t, CheckFollow(hand, lead, got, fourHearts, defaultRule))

	_, err = LowestFollow(cs("2H"), cs("AH AH"), fiveSpades, defaultRule)
	assert.Error(t, err)
	_, err = LowestFollow(cs("2H"), cs("AH AS"), fiveSpades, defaultRule)
	assert.ErrorIs(t, err, ErrMixedSuits)
	// The copies played are the hand's own.
	hand = []cards.Card{{Rank: cards.Nine, Suit: cards.Hearts, Deck: 1}, cards.New(cards.Nine, cards.Hearts), cards.New(cards.Two, cards.Clubs)}
	got, err = LowestFollow(hand, cs("KH KH"), fiveSpades, defaultRule)
	require.NoError(t, err)
	assert.ElementsMatch(t, hand[:2], got)
}
