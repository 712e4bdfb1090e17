package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCheckThrow(t *testing.T) {
	tests := []struct {
		name       string
		rules      Rules
		throw      string
		others     string // the other hands, separated by "|"
		beaten, by string // "" when the throw stands
		hand       int
	}{
		{"top singles stand", defaultRule, "AH KH", "QH JH | 2S | 3C", "", "", 0},
		{"the other ace beats the king", defaultRule, "AH KH", "QH | AH 2C | 3C", "KH", "AH", 1},
		{"an equal card does not beat", defaultRule, "AH AH KH", "KH 2H | 3C | 4D", "", "", 0},
		{"a single cannot beat a pair", defaultRule, "KH KH QH", "AH | 3C | 4D", "QH", "AH", 0},
		{"the smallest beaten unit", defaultRule, "KH KH 9H", "AH AH | 10H | 4D", "9H", "AH", 0},
		{"a pair beaten by a pair", defaultRule, "KH KH AH", "QH QH | AH AH | 4D", "KH KH", "AH AH", 1},
		{"a tractor beaten by a higher tractor", defaultRule, "QH QH JH JH AH", "KH KH AH AH | 3C | 4D", "QH QH JH JH", "AH AH KH KH", 0},
		{"a tractor is not beaten by a higher pair", defaultRule, "QH QH JH JH AH", "AH AH | KH KH | 4D", "", "", 0},
		{"a void hand cannot beat a throw", defaultRule, "AH KH", "BJ BJ | 2S 3S | 4D", "", "", 0},
		{"trumps: the small joker below a big one", defaultRule, "BJ BJ SJ", "SJ | BJ | 4D", "SJ", "BJ", 1},
		{"trumps: a level card below the joker", defaultRule, "SJ SJ 5S", "5H 5C | SJ | 4D", "5S", "SJ", 1},
		{"trumps: off-suit level cards do not beat the trump level card", defaultRule, "SJ SJ 5S", "5H 5C | 5D | AS", "", "", 0},
		{"no tractors: two pairs, the lower beaten", noTractors, "QH QH JH JH", "KH KH | 3C | 4D", "JH JH", "KH KH", 0},
		{"one unit is no throw", defaultRule, "2H", "AH | KH | QH", "", "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := CheckThrow(cs(tt.throw), trick(tt.others), fiveSpades, tt.rules)
			require.NoError(t, err)
			if tt.beaten == "" {
				assert.False(t, got.Fails)
				return
			}
			require.True(t, got.Fails)
			assert.Equal(t, tt.beaten, got.Beaten.String())
			assert.Equal(t, tt.by, got.By.String())
			assert.Equal(t, tt.hand, got.Hand)
			assert.Equal(t, got.Beaten.Kind, got.By.Kind)
			assert.Greater(t, got.By.Top, got.Beaten.Top)
		})
	}
	_, err := CheckThrow(cs("AH AS"), nil, fiveSpades, defaultRule)
	assert.ErrorIs(t, err, ErrMixedSuits)
}
