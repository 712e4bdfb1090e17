package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWinner(t *testing.T) {
	tests := []struct {
		name  string
		trump Trump
		rules Rules
		plays string // the lead and the follows, separated by "|"
		want  int
	}{
		{"the lead holds", fiveSpades, defaultRule, "AH | 3H | 4H | 2H", 0},
		{"a higher card of the suit", fiveSpades, defaultRule, "10H | KH | QH | 2H", 1},
		{"a discard never wins", fiveSpades, defaultRule, "10H | AC | AD | 2H", 0},
		{"a ruff wins", fiveSpades, defaultRule, "AH | KH | 2S | 3H", 2},
		{"a higher ruff overtakes", fiveSpades, defaultRule, "AH | 2S | 3S | QH", 2},
		{"a lower ruff does not", fiveSpades, defaultRule, "AH | 3S | 2S | QH", 1},
		{"an off-suit level card over the trump ace", fiveSpades, defaultRule, "AH | AS | 5D | QH", 2},
		{"equal level cards: the first stays", fiveSpades, defaultRule, "AH | 5C | 5D | QH", 1},
		{"the trump level card over the others", fiveSpades, defaultRule, "AH | 5C | 5S | QH", 2},
		{"identical big jokers: the first stays", fiveSpades, defaultRule, "BJ | BJ | SJ | 2S", 0},
		{"across the level gap", fiveSpades, defaultRule, "4H | 6H | 3H | 2H", 1},

		{"a higher pair", fiveSpades, defaultRule, "9H 9H | JH JH | 10H 10H | 3H 4H", 1},
		{"two singles never beat a pair", fiveSpades, defaultRule, "9H 9H | AH KH | 3H 4H | 2H 2H", 0},
		{"a ruff of a pair needs a pair", fiveSpades, defaultRule, "AH AH | 2S 3S | 4H 4H | 3H 6H", 0},
		{"a pair of trumps ruffs a pair", fiveSpades, defaultRule, "AH AH | 2S 2S | 4H 4H | 3H 6H", 1},
		{"two different jokers are no pair", fiveSpades, defaultRule, "AH AH | SJ BJ | 4H 4H | 3H 6H", 0},
		{"two level cards of two suits are no pair", fiveSpades, defaultRule, "AH AH | 5C 5D | 4H 4H | 3H 6H", 0},
		{"a higher trump pair overtakes", fiveSpades, defaultRule, "AH AH | 2S 2S | 5C 5C | 3H 6H", 2},

		{"a tractor beaten by a higher tractor", fiveSpades, defaultRule, "9H 9H 10H 10H | QH QH KH KH | 2H 3H 4H 6H | 7H 7H 8H 8H", 1},
		{"two pairs do not beat a tractor", fiveSpades, defaultRule, "9H 9H 10H 10H | AH AH QH QH | 2H 3H 4H 6H | 7H 7H 8H 8H", 0},
		{"a ruff of a tractor needs a tractor", fiveSpades, defaultRule, "9H 9H 10H 10H | 2S 2S 7S 7S | 2H 3H 4H 6H | 7H 7H 8H 8H", 0},
		{"a trump tractor ruffs", fiveSpades, defaultRule, "9H 9H 10H 10H | 2S 2S 3S 3S | 2H 3H 4H 6H | 7H 7H 8H 8H", 1},
		{"a joker tractor overtakes", fiveSpades, defaultRule, "9H 9H 10H 10H | 2S 2S 3S 3S | SJ SJ BJ BJ | 7H 7H 8H 8H", 2},
		{"a tractor across the level gap ruffs", fiveSpades, defaultRule, "9H 9H 10H 10H | 4S 4S 6S 6S | 2H 3H 4H 6H | 7H 7H 8H 8H", 1},
		{"no tractors: the higher top pair", fiveSpades, noTractors, "9H 9H 10H 10H | QH QH AH AH | 2H 3H 4H 6H | 7H 7H 8H 8H", 1},

		{"a throw stands against the suit", fiveSpades, defaultRule, "AH KH | QH JH | 2H 3H | 4H 6H", 0},
		{"a throw is ruffed by trumps of its format", fiveSpades, defaultRule, "AH KH | 2S 3S | 2H 3H | 4H 6H", 1},
		{"a throw with a pair is not ruffed by two singles", fiveSpades, defaultRule, "AH AH KH | 2S 3S 4S | 2H 3H 4H | 6H 7H 8H", 0},
		{"a throw with a pair ruffed with a pair", fiveSpades, defaultRule, "AH AH KH | 2S 2S 4S | 2H 3H 4H | 6H 7H 8H", 1},
		{"ruffs of a throw compare by the largest unit", fiveSpades, defaultRule, "AH AH KH | 3S 3S BJ | 4S 4S 2S | 6H 7H 8H", 2},
		{"a ruff mixing a plain card is a discard", fiveSpades, defaultRule, "AH KH | 2S 3C | 2H 3H | 4H 6H", 0},
		// Level 2, hearts trump: AH | 2C=2D | 2H | SJ holds 2D-2H-SJ and
		// AH-2C, the throw's two tractors at once (two equal level pairs,
		// one for each): it ruffs, and a lower ruff does not overtake it.
		{"a ruff of two tractors through two level pairs", twoHearts, defaultRule, "AS AS KS KS QS QS 9S 9S 8S 8S | AH AH 2C 2C 2D 2D 2H 2H SJ SJ | 3H 3H 4H 4H 5H 5H 7H 7H 8H 8H | 3S 4S 5S 6S 7S 10S JS JS 3D 4D", 1},
		{"the lower ruff of two tractors alone", twoHearts, defaultRule, "AS AS KS KS QS QS 9S 9S 8S 8S | 3D 4D 5D 6D 7D 8D 9D 10D JD QD | 3H 3H 4H 4H 5H 5H 7H 7H 8H 8H | 3S 4S 5S 6S 7S 10S JS JS 3C 4C", 2},
		{"no trump: level cards ruff", aceNoTrump, defaultRule, "KH | AS | 2H | QH", 1},
		{"no trump: the level pair to small jokers ruffs", aceNoTrump, defaultRule, "QH QH KH KH | AS AS SJ SJ | 2H 3H 4H 6H | 7H 7H 8H 8H", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Winner(trick(tt.plays), tt.trump, tt.rules)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
	_, err := Winner(trick("AH AS | 2H 3H"), fiveSpades, defaultRule)
	assert.ErrorIs(t, err, ErrMixedSuits)
	_, err = Winner(nil, fiveSpades, defaultRule)
	assert.Error(t, err)
}
