package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/cards"
)

func TestFollows(t *testing.T) {
	tests := []struct {
		name       string
		hand, lead string
		want       []string
	}{
		{"a single: each card of the suit once", "9H 9H 3H 2C", "KH", []string{"3H", "9H"}},
		{"a pair: the pairs only", "9H 9H 3H 3H 4H 2C", "KH KH", []string{"3H 3H", "9H 9H"}},
		{"a tractor: the tractor", "2H 2H 3H 3H 9H 9H 4H", "KH KH QH QH", []string{"2H 2H 3H 3H"}},
		{"short: the suit and each filler", "9H 2C 3C 3C", "KH KH", []string{"9H 2C", "9H 3C"}},
		{"void: any two cards", "2C 3C 3C", "AH AH", []string{"2C 3C", "3C 3C"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, complete, err := Follows(cs(tt.hand), cs(tt.lead), fiveSpades, defaultRule, 0)
			require.NoError(t, err)
			assert.True(t, complete)
			var text []string
			for _, p := range got {
				text = append(text, cards.Format(p))
			}
			assert.Equal(t, tt.want, text)
		})
	}

	got, complete, err := Follows(cs("9H 8H 7H 6H"), cs("KH"), fiveSpades, defaultRule, 2)
	require.NoError(t, err)
	assert.False(t, complete, "four follows, two listed")
	assert.Equal(t, [][]cards.Card{cs("6H"), cs("7H")}, got)
	got, complete, err = Follows(cs("9H 8H"), cs("KH"), fiveSpades, defaultRule, 2)
	require.NoError(t, err)
	assert.True(t, complete, "exactly the limit")
	assert.Len(t, got, 2)
	got, complete, err = Follows(cs("9H"), cs("KH KH"), fiveSpades, defaultRule, 0)
	require.NoError(t, err)
	assert.True(t, complete)
	assert.Empty(t, got, "a hand of fewer cards than were led has no follow")
	_, _, err = Follows(cs("9H"), cs("KH KS"), fiveSpades, defaultRule, 0)
	assert.ErrorIs(t, err, ErrMixedSuits)
}
