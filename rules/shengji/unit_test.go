package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/cards"
)

func TestDecompose(t *testing.T) {
	tests := []struct {
		name  string
		trump Trump
		rules Rules
		cards string
		want  []string
	}{
		{"a single", fiveSpades, defaultRule, "AH", []string{"single AH"}},
		{"a pair", fiveSpades, defaultRule, "KH KH", []string{"pair KH KH"}},
		{"a tractor", fiveSpades, defaultRule, "KH KH AH AH", []string{"tractor AH AH KH KH"}},
		{"across the level gap (level 4: 3-3-5-5)", fourClubs, defaultRule, "3H 3H 5H 5H", []string{"tractor 5H 5H 3H 3H"}},
		{"across the level gap (level 5: 4-4-6-6)", fiveSpades, defaultRule, "4H 4H 6H 6H", []string{"tractor 6H 6H 4H 4H"}},
		{"a plain suit and its level card are two suits", fiveSpades, defaultRule, "4H 4H 5H 5H", nil},
		{"not consecutive", fiveSpades, defaultRule, "KH KH JH JH", []string{"pair KH KH", "pair JH JH"}},
		{"a pair and a single", fiveSpades, defaultRule, "9D 9D 8D", []string{"pair 9D 9D", "single 8D"}},
		{"trump A to off-suit level pair", fiveSpades, defaultRule, "AS AS 5H 5H", []string{"tractor 5H 5H AS AS"}},
		{"off-suit level pair to trump level pair", fiveSpades, defaultRule, "5D 5D 5S 5S", []string{"tractor 5S 5S 5D 5D"}},
		{"two off-suit level pairs are equal, not consecutive", fiveSpades, defaultRule, "5H 5H 5C 5C", []string{"pair 5H 5H", "pair 5C 5C"}},
		{"trump level pair to small jokers", fiveSpades, defaultRule, "5S 5S SJ SJ", []string{"tractor SJ SJ 5S 5S"}},
		{"the joker pairs", fiveSpades, defaultRule, "SJ SJ BJ BJ", []string{"tractor BJ BJ SJ SJ"}},
		{"the whole top of trumps", fiveSpades, defaultRule, "BJ BJ SJ SJ 5S 5S 5C 5C AS AS KS KS",
			[]string{"tractor BJ BJ SJ SJ 5S 5S 5C 5C AS AS KS KS"}},
		{"one off-suit level pair joins, the other stays a pair", fiveSpades, defaultRule, "AS AS 5H 5H 5C 5C 5S 5S",
			[]string{"tractor 5S 5S 5H 5H AS AS", "pair 5C 5C"}},
		{"a small and a big joker are no pair", fiveSpades, defaultRule, "SJ BJ", []string{"single BJ", "single SJ"}},
		{"two off-suit level cards of two suits are no pair", fiveSpades, defaultRule, "5H 5C", []string{"single 5H", "single 5C"}},
		{"no trump: level pair to small jokers", aceNoTrump, defaultRule, "AH AH SJ SJ", []string{"tractor SJ SJ AH AH"}},
		{"no trump: two level pairs are equal", aceNoTrump, defaultRule, "AH AH AC AC", []string{"pair AH AH", "pair AC AC"}},
		{"level 2, hearts: 3-3-4-4 in a plain suit", twoHearts, defaultRule, "3S 3S 4S 4S", []string{"tractor 4S 4S 3S 3S"}},
		{"the longest tractor first", fiveSpades, defaultRule, "2H 2H 3H 3H 9H 9H 10H 10H JH JH KH",
			[]string{"tractor JH JH 10H 10H 9H 9H", "tractor 3H 3H 2H 2H", "single KH"}},
		{"of two as long, the higher first", fiveSpades, defaultRule, "2H 2H 3H 3H 9H 9H 10H 10H",
			[]string{"tractor 10H 10H 9H 9H", "tractor 3H 3H 2H 2H"}},
		{"a throw of singles", fiveSpades, defaultRule, "AH KH QH", []string{"single AH", "single KH", "single QH"}},
		{"no tractors: pairs only", fiveSpades, noTractors, "KH KH AH AH QH", []string{"pair AH AH", "pair KH KH", "single QH"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			units, err := Decompose(cs(tt.cards), tt.trump, tt.rules)
			if len(tt.want) == 0 {
				require.ErrorIs(t, err, ErrMixedSuits)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, shapes(units))
			n := 0
			for _, u := range units {
				n += u.Size()
				assert.Equal(t, tt.trump.Power(u.Cards[0]), u.Top)
			}
			assert.Equal(t, len(cs(tt.cards)), n, "every card in one unit")
		})
	}
}

func TestDecomposeRefuses(t *testing.T) {
	_, err := Decompose(nil, fiveSpades, defaultRule)
	assert.ErrorIs(t, err, ErrNoCards)
	_, err = Decompose(cs("AH AS"), fiveSpades, defaultRule)
	assert.ErrorIs(t, err, ErrMixedSuits)
	_, err = Decompose(cs("AH AH AH"), fiveSpades, defaultRule)
	assert.ErrorIs(t, err, ErrNotPlayable)
	_, err = Decompose([]cards.Card{{}}, fiveSpades, defaultRule)
	assert.ErrorIs(t, err, ErrNotPlayable)

	// The two copies of a card, from two decks, are a pair and keep their
	// deck numbers.
	k0, k1 := cards.New(cards.King, cards.Hearts), cards.Card{Rank: cards.King, Suit: cards.Hearts, Deck: 1}
	units, err := Decompose([]cards.Card{k1, k0}, fiveSpades, defaultRule)
	require.NoError(t, err)
	require.Len(t, units, 1)
	assert.Equal(t, Pair, units[0].Kind)
	assert.ElementsMatch(t, []cards.Card{k0, k1}, units[0].Cards)
}

func TestUnitText(t *testing.T) {
	units, err := Decompose(cs("5S 5S SJ SJ 2S"), fiveSpades, defaultRule)
	require.NoError(t, err)
	assert.Equal(t, "tractor of 2 pairs of trumps", units[0].Describe())
	assert.Equal(t, "single of trumps", units[1].Describe())
	units, err = Decompose(cs("9D 9D"), fiveSpades, defaultRule)
	require.NoError(t, err)
	assert.Equal(t, "pair of diamonds", units[0].Describe())
	assert.Equal(t, "Kind(9)", Kind(9).String())
}

// A trump context or a hand that is not one is an error, never a panic.
func TestBadInput(t *testing.T) {
	for _, tr := range []Trump{{}, {Level: cards.BigJoker}, {Level: cards.Five, Suit: 9}} {
		_, err := Decompose(cs("2H"), tr, defaultRule)
		assert.ErrorIs(t, err, ErrBadInput, "%v", tr)
		assert.ErrorIs(t, CheckFollow(cs("2H"), cs("3H"), cs("2H"), tr, defaultRule), ErrBadInput)
	}
	junk := []cards.Card{{Rank: 20, Suit: 1}}
	assert.ErrorIs(t, CheckFollow(junk, cs("3H"), cs("2H"), fiveSpades, defaultRule), ErrBadInput)
	_, _, err := Follows(junk, cs("3H"), fiveSpades, defaultRule, 0)
	assert.ErrorIs(t, err, ErrBadInput)
	_, err = LowestFollow(junk, cs("3H"), fiveSpades, defaultRule)
	assert.ErrorIs(t, err, ErrBadInput)
	_, err = CheckThrow(cs("AH KH"), [][]cards.Card{cs("2H"), junk}, fiveSpades, defaultRule)
	assert.ErrorIs(t, err, ErrBadInput)
}
