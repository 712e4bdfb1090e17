package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/cards"
)

func TestCheckFollow(t *testing.T) {
	tests := []struct {
		name             string
		trump            Trump
		rules            Rules
		hand, lead, play string
		why              string // "" when legal; else words of the reason
	}{
		// Following suit.
		{"a single in suit", fiveSpades, defaultRule, "3H 9C", "AH", "3H", ""},
		{"a single must follow suit", fiveSpades, defaultRule, "3H 9C", "AH", "9C", "hearts were led and the hand holds 1 of them: play all of them"},
		{"a single must follow suit from many", fiveSpades, defaultRule, "3H 4H 9C", "AH", "9C", "hearts were led and the hand holds 2: play 1 hearts"},
		{"void: a discard", fiveSpades, defaultRule, "3C 2S", "AH", "3C", ""},
		{"void: a ruff", fiveSpades, defaultRule, "3C 2S", "AH", "2S", ""},
		{"a level card of the led suit is a trump, not a heart", fiveSpades, defaultRule, "5H 3C", "AH", "3C", ""},
		{"trumps led: the off-suit level card follows", fiveSpades, defaultRule, "5H 3C", "2S", "5H", ""},
		{"trumps led: a plain card does not", fiveSpades, defaultRule, "5H 3C", "2S", "3C", "trumps were led"},
		{"trumps led: a joker follows", fiveSpades, defaultRule, "BJ 3C", "AS", "BJ", ""},
		{"no trump: level cards are trumps", aceNoTrump, defaultRule, "AH KH", "SJ", "AH", ""},

		// Pairs.
		{"a pair on a pair", fiveSpades, defaultRule, "9H 9H 3H 2C", "KH KH", "9H 9H", ""},
		{"a pair must follow a pair", fiveSpades, defaultRule, "9H 9H 3H 2C", "KH KH", "9H 3H", "play a pair"},
		{"no pair: any two of the suit", fiveSpades, defaultRule, "9H 3H 2C", "KH KH", "9H 3H", ""},
		{"short: the suit's one card and a filler", fiveSpades, defaultRule, "9H 2C 3C", "KH KH", "9H 2C", ""},
		{"short: the suit's cards first", fiveSpades, defaultRule, "9H 2C 3C", "KH KH", "2C 3C", "play all of them, then any cards"},
		{"two level cards of two suits are no pair of trumps", fiveSpades, defaultRule, "5H 5C 2S", "3S 3S", "5H 5C", ""},
		{"a trump pair on a trump pair", fiveSpades, defaultRule, "5H 5H 2S", "3S 3S", "2S 5H", "play a pair"},
		{"two different jokers are no pair", fiveSpades, defaultRule, "SJ BJ 2S", "3S 3S", "2S BJ", ""},

		// Tractors.
		{"a tractor on a tractor", fiveSpades, defaultRule, "7H 7H 8H 8H 2H 2H 3C", "KH KH QH QH", "7H 7H 8H 8H", ""},
		{"a tractor must follow a tractor", fiveSpades, defaultRule, "7H 7H 8H 8H 2H 2H 3C", "KH KH QH QH", "2H 2H 7H 7H", "play a tractor of 2 pairs"},
		{"a longer tractor: two of its pairs", fiveSpades, defaultRule, "2H 2H 3H 3H 4H 4H", "KH KH QH QH", "3H 3H 4H 4H", ""},
		{"a longer tractor: not two apart", fiveSpades, defaultRule, "2H 2H 3H 3H 4H 4H", "KH KH QH QH", "2H 2H 4H 4H", "play a tractor"},
		{"no tractor: as many pairs", fiveSpades, defaultRule, "7H 7H 9H 9H 2H", "KH KH QH QH", "7H 7H 9H 9H", ""},
		{"no tractor: pairs before singles", fiveSpades, defaultRule, "7H 7H 9H 9H 2H", "KH KH QH QH", "7H 7H 9H 2H", "with 2 pairs and the hand holds 2: play 2 pairs"},
		{"one pair: the pair and singles", fiveSpades, defaultRule, "7H 7H 9H 2H 3H", "KH KH QH QH", "9H 2H 3H 7H", "play a pair"},
		{"one pair, played", fiveSpades, defaultRule, "7H 7H 9H 2H 3H", "KH KH QH QH", "9H 7H 7H 2H", ""},
		{"singles only", fiveSpades, defaultRule, "7H 9H 2H 3H 4H", "KH KH QH QH", "7H 9H 2H 3H", ""},
		{"across the level gap at level 4", fourClubs, defaultRule, "3D 3D 5D 5D 9D", "6D 6D 7D 7D", "3D 3D 9D 5D", "play a tractor"},
		{"across the level gap at level 4, played", fourClubs, defaultRule, "3D 3D 5D 5D 9D", "6D 6D 7D 7D", "3D 3D 5D 5D", ""},
		{"a trump tractor: A to the off-suit level pair", fiveSpades, defaultRule, "AS AS 5C 5C 3S 4S", "5H 5H 5S 5S", "AS AS 3S 4S", "play a tractor"},
		{"a trump tractor, played", fiveSpades, defaultRule, "AS AS 5C 5C 3S 4S", "5H 5H 5S 5S", "AS AS 5C 5C", ""},
		{"a joker tractor must follow", fiveSpades, defaultRule, "SJ SJ BJ BJ 2S 3S", "AS AS KS KS", "SJ SJ 2S 3S", "play a tractor"},
		{"no tractors: two pairs are enough", fiveSpades, noTractors, "7H 7H 8H 8H 2H 2H", "KH KH QH QH", "2H 2H 7H 7H", ""},
		{"no tractors: still two pairs", fiveSpades, noTractors, "7H 7H 8H 8H 2H 2H", "KH KH QH QH", "2H 8H 7H 7H", "play 2 pairs"},

		// Throws.
		{"a throw's pair", fiveSpades, defaultRule, "9H 9H 8H 7H", "AH AH KH", "9H 9H 8H", ""},
		{"a throw's pair must be matched", fiveSpades, defaultRule, "9H 9H 8H 7H", "AH AH KH", "8H 7H 9H", "play a pair"},
		{"a throw's tractor and pair", fiveSpades, defaultRule, "2H 2H 3H 3H 7H 7H 8H", "AH AH KH KH 9H 9H", "2H 2H 3H 3H 7H 7H", ""},
		{"a throw's tractor first", fiveSpades, defaultRule, "2H 2H 3H 3H 7H 7H 8H", "AH AH KH KH 9H 9H", "2H 2H 7H 7H 3H 8H", "play a tractor"},
		{"a throw's pairs", fiveSpades, defaultRule, "2H 2H 3H 3H 7H 7H 8H", "AH AH KH KH 9H 9H", "2H 2H 3H 3H 7H 8H", "play 3 pairs"},
		{"a throw of singles", fiveSpades, defaultRule, "2H 2H 3H", "AH KH", "2H 2H", ""},
		{"two tractors led, one held", fiveSpades, defaultRule, "2H 2H 3H 3H 7H 7H 9H 9H", "AH AH KH KH 10H 10H 9H 9H", "7H 7H 9H 9H 2H 2H 3H 3H", ""},

		// Two off-suit level pairs are equal: each can serve its own
		// tractor. At level 4, hearts trump, the hand's trumps run
		// 3H | AH 4C=4S 4H SJ, so 4C-4H-SJ and AH-4S match both tractors
		// of the throw (5 pairs); a follow that matches one tractor only
		// (AH-4C-4H, 3 pairs) is refused.
		{"two level pairs: one tractor matched of two held", fourHearts, defaultRule, "3H 3H AH AH 4C 4C 4S 4S 4H 4H SJ SJ 7S", "5H 5H 6H 6H 7H 7H 9H 9H 10H 10H", "3H 3H AH AH 4C 4C 4H 4H 4S 4S", "match 5 pairs of them with tractors"},
		{"two level pairs: both tractors matched", fourHearts, defaultRule, "3H 3H AH AH 4C 4C 4S 4S 4H 4H SJ SJ 7S", "5H 5H 6H 6H 7H 7H 9H 9H 10H 10H", "AH AH 4C 4C 4S 4S 4H 4H SJ SJ", ""},
		// At level A the same with the hand's 2H-3H: AC-AH-SJ and KH-AD
		// are 5 pairs in tractors, as many as the hand holds.
		{"two level pairs: 5 pairs in tractors, played", aceHearts, defaultRule, "2H 2H 3H 3H KH KH AC AC AD AD AH AH SJ SJ 7S", "4H 4H 5H 5H 6H 6H JH JH QH QH", "AC AC AD AD AH AH KH KH SJ SJ", ""},
		{"two level pairs: 4 pairs in two short tractors", aceHearts, defaultRule, "2H 2H 3H 3H KH KH AC AC AD AD AH AH SJ SJ 7S", "4H 4H 5H 5H 6H 6H JH JH QH QH", "2H 2H 3H 3H AC AC AD AD AH AH", "match 5 pairs of them with tractors"},

		// Cards and counts.
		{"as many cards as were led", fiveSpades, defaultRule, "9H 9H", "KH KH", "9H", "play 2 cards, as many as were led"},
		{"a card not held", fiveSpades, defaultRule, "9H 8H", "KH", "AH", "the hand holds no AH"},
		{"one copy held, two played", fiveSpades, defaultRule, "9H 8H", "KH KH", "9H 9H", "the hand holds only one 9H"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := CheckFollow(cs(tt.hand), cs(tt.lead), cs(tt.play), tt.trump, tt.rules)
			if tt.why == "" {
				assert.NoError(t, err)
				return
			}
			require.ErrorIs(t, err, ErrIllegalFollow)
			assert.Contains(t, err.Error(), tt.why)
		})
	}
}

func TestCheckFollowOfNoLead(t *testing.T) {
	err := CheckFollow(cs("2H"), cs("AH"), []cards.Card{{Rank: 20, Suit: 1}}, fiveSpades, defaultRule)
	require.ErrorIs(t, err, ErrIllegalFollow)
	assert.Contains(t, err.Error(), "is not a card")

	err = CheckFollow(cs("2H"), cs("AH AS"), cs("2H"), fiveSpades, defaultRule)
	require.ErrorIs(t, err, ErrMixedSuits)
	assert.NotErrorIs(t, err, ErrIllegalFollow)
}
