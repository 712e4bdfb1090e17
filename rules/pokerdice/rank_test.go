package pokerdice

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/dice"
)

func TestEvaluateCategories(t *testing.T) {
	tests := []struct {
		hand dice.Hand
		cat  Category
		name string
	}{
		{dice.Hand{6, 6, 6, 6, 6}, FiveOfAKind, "Five of a kind, 6s"},
		{dice.Hand{1, 1, 1, 1, 1}, FiveOfAKind, "Five of a kind, 1s"},
		{dice.Hand{3, 5, 2, 6, 4}, Straight, "Straight, 2 to 6"},
		{dice.Hand{5, 4, 3, 2, 1}, Straight, "Straight, 1 to 5"},
		{dice.Hand{2, 5, 5, 5, 5}, FourOfAKind, "Four of a kind, 5s"},
		{dice.Hand{2, 5, 2, 5, 5}, FullHouse, "Full house, 5s over 2s"},
		{dice.Hand{6, 6, 1, 1, 1}, FullHouse, "Full house, 1s over 6s"},
		{dice.Hand{5, 5, 5, 2, 6}, ThreeOfAKind, "Three of a kind, 5s"},
		{dice.Hand{6, 3, 3, 6, 1}, TwoPair, "Two pair, 6s and 3s"},
		{dice.Hand{3, 3, 6, 1, 4}, OnePair, "One pair, 3s"},
		{dice.Hand{1, 2, 3, 4, 6}, HighCard, "High card, 6"},
		{dice.Hand{1, 3, 4, 5, 6}, HighCard, "High card, 6"},
		{dice.Hand{1, 2, 3, 5, 6}, HighCard, "High card, 6"},
	}
	for _, tt := range tests {
		t.Run(tt.hand.String(), func(t *testing.T) {
			r := Evaluate(tt.hand)
			assert.Equal(t, tt.cat, r.Category)
			assert.Equal(t, tt.name, r.String())
		})
	}
}

func TestCategoryOrder(t *testing.T) {
	ladder := []dice.Hand{
		{1, 2, 3, 4, 6}, // high card
		{1, 1, 2, 3, 4}, // one pair
		{1, 1, 2, 2, 3}, // two pair
		{1, 1, 1, 2, 3}, // three of a kind
		{1, 1, 1, 2, 2}, // full house
		{1, 1, 1, 1, 2}, // four of a kind
		{1, 2, 3, 4, 5}, // straight
		{1, 1, 1, 1, 1}, // five of a kind
	}
	for i := 1; i < len(ladder); i++ {
		lo, hi := Evaluate(ladder[i-1]), Evaluate(ladder[i])
		assert.Equal(t, 1, Compare(hi, lo), "%v should beat %v", hi, lo)
		assert.Equal(t, -1, Compare(lo, hi))
	}
}

func TestTieBreaks(t *testing.T) {
	tests := []struct {
		name   string
		better dice.Hand
		worse  dice.Hand
	}{
		{"higher five of a kind", dice.Hand{2, 2, 2, 2, 2}, dice.Hand{1, 1, 1, 1, 1}},
		{"2-6 straight beats 1-5", dice.Hand{2, 3, 4, 5, 6}, dice.Hand{1, 2, 3, 4, 5}},
		{"quad value first", dice.Hand{5, 5, 5, 5, 1}, dice.Hand{4, 4, 4, 4, 6}},
		{"quad kicker", dice.Hand{4, 4, 4, 4, 6}, dice.Hand{4, 4, 4, 4, 5}},
		{"full house triple first", dice.Hand{3, 3, 3, 1, 1}, dice.Hand{2, 2, 2, 6, 6}},
		{"full house pair second", dice.Hand{3, 3, 3, 6, 6}, dice.Hand{3, 3, 3, 5, 5}},
		{"triple value", dice.Hand{4, 4, 4, 1, 2}, dice.Hand{3, 3, 3, 6, 5}},
		{"triple first kicker", dice.Hand{4, 4, 4, 6, 1}, dice.Hand{4, 4, 4, 5, 3}},
		{"triple second kicker", dice.Hand{4, 4, 4, 6, 3}, dice.Hand{4, 4, 4, 6, 2}},
		{"two pair high pair", dice.Hand{6, 6, 1, 1, 2}, dice.Hand{5, 5, 4, 4, 6}},
		{"two pair low pair", dice.Hand{6, 6, 3, 3, 1}, dice.Hand{6, 6, 2, 2, 5}},
		{"two pair kicker", dice.Hand{6, 6, 3, 3, 5}, dice.Hand{6, 6, 3, 3, 4}},
		{"pair value", dice.Hand{3, 3, 1, 2, 4}, dice.Hand{2, 2, 6, 5, 4}},
		{"pair kickers high to low", dice.Hand{3, 3, 6, 2, 1}, dice.Hand{3, 3, 5, 4, 2}},
		{"pair last kicker", dice.Hand{3, 3, 6, 5, 2}, dice.Hand{3, 3, 6, 5, 1}},
		{"high card second die", dice.Hand{1, 3, 4, 5, 6}, dice.Hand{1, 2, 4, 5, 6}},
		{"high card third die", dice.Hand{1, 2, 4, 5, 6}, dice.Hand{1, 2, 3, 5, 6}},
		{"high card fourth die", dice.Hand{1, 2, 3, 5, 6}, dice.Hand{1, 2, 3, 4, 6}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, w := Evaluate(tt.better), Evaluate(tt.worse)
			require.Equal(t, b.Category, w.Category, "a tie-break compares hands of one category")
			assert.Equal(t, 1, Compare(b, w))
			assert.Equal(t, -1, Compare(w, b))
		})
	}
}

func TestIdenticalHandsDraw(t *testing.T) {
	a := Evaluate(dice.Hand{6, 3, 3, 6, 1})
	b := Evaluate(dice.Hand{1, 3, 6, 3, 6})
	assert.Equal(t, 0, Compare(a, b))
	assert.Equal(t, a.Value(), b.Value())
}

// TestExhaustiveCounts classifies all 6^5 ordered rolls and checks the
// category counts against the published poker-dice table.
func TestExhaustiveCounts(t *testing.T) {
	published := map[Category]int{
		FiveOfAKind: 6, Straight: 240, FourOfAKind: 150, FullHouse: 300,
		ThreeOfAKind: 1200, TwoPair: 1800, OnePair: 3600, HighCard: 480,
	}
	got := map[Category]int{}
	distinct := map[uint32]bool{}
	var h dice.Hand
	for n := range 7776 {
		for i, k := 0, n; i < dice.HandSize; i, k = i+1, k/6 {
			h[i] = k%6 + 1
		}
		r := Evaluate(h)
		got[r.Category]++
		distinct[r.Value()] = true
	}
	assert.Equal(t, published, got)
	assert.Len(t, distinct, 252, "every multiset of five dice has its own rank")
}
