package blackjack

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/rules/cards"
)

func hand(s string) []cards.Card { return cards.MustParseList(s) }

func TestValue(t *testing.T) {
	want := map[cards.Rank]int{cards.Ace: 1, cards.Two: 2, cards.Nine: 9, cards.Ten: 10, cards.Jack: 10,
		cards.Queen: 10, cards.King: 10, cards.BigJoker: 0, cards.NoRank: 0}
	for r, v := range want {
		assert.Equal(t, v, Value(r), r.Name())
	}
}

func TestTotals(t *testing.T) {
	tests := []struct {
		name      string
		cards     string
		total     int
		soft      bool
		natural   bool
		bust      bool
		describes string
	}{
		{"hard 12", "10S 2H", 12, false, false, false, "12"},
		{"hard 20 face cards", "KS QH", 20, false, false, false, "20"},
		{"soft 17", "AS 6H", 17, true, false, false, "soft 17"},
		{"soft 13", "AS 2D", 13, true, false, false, "soft 13"},
		{"pair of aces soft 12", "AS AH", 12, true, false, false, "soft 12"},
		{"three aces soft 13", "AS AH AD", 13, true, false, false, "soft 13"},
		{"soft hand turns hard", "AS 6H 9C", 16, false, false, false, "16"},
		{"soft 21 three cards", "AS 5H 5C", 21, true, false, false, "21"},
		{"ace counted 1 twice", "AS AH 9C KD", 21, false, false, false, "21"},
		{"blackjack ace ten", "AS 10H", 21, true, true, false, "blackjack"},
		{"blackjack king ace", "KD AC", 21, true, true, false, "blackjack"},
		{"three-card 21 not blackjack", "7S 7H 7D", 21, false, false, false, "21"},
		{"bust", "10S 6H 8C", 24, false, false, true, "bust (24)"},
		{"bust with aces", "AS AH KD QC", 22, false, false, true, "bust (22)"},
		{"eleven aces", "AS AH AD AC AS AH AD AC AS AH AD", 21, true, false, false, "21"},
		{"pair of eights", "8S 8H", 16, false, false, false, "16"},
		{"one card", "AS", 11, true, false, false, "soft 11"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cs := hand(tt.cards)
			total, soft := HandTotal(cs)
			assert.Equal(t, tt.total, total)
			assert.Equal(t, tt.soft, soft)
			values := make([]int, len(cs))
			for i, c := range cs {
				values[i] = Value(c.Rank)
			}
			vt, vs := Total(values)
			assert.Equal(t, [2]any{total, soft}, [2]any{vt, vs}, "Total over values agrees")
			assert.Equal(t, tt.natural, IsNatural(cs, false))
			assert.Equal(t, tt.bust, IsBust(cs))
			assert.Equal(t, tt.describes, Describe(cs, false))
		})
	}
	assert.False(t, IsNatural(hand("AS KH"), true), "ace-ten after a split is 21, not blackjack")
	assert.Equal(t, "21", Describe(hand("AS KH"), true))
	assert.Equal(t, "", Describe(nil, false))
	total, _ := HandTotal([]cards.Card{cards.New(cards.Nine, cards.Spades), {}})
	assert.Equal(t, 9, total, "a face-down card counts nothing")
}

func TestIsPair(t *testing.T) {
	def := Default()
	tens := Default()
	tens.SplitTens = true
	tests := []struct {
		a, b      string
		def, tens bool
	}{
		{"8S", "8H", true, true},
		{"AS", "AD", true, true},
		{"KS", "KH", true, true},
		{"KS", "QH", false, true},
		{"10S", "JH", false, true},
		{"9S", "10H", false, false},
		{"AS", "KH", false, false},
	}
	for _, tt := range tests {
		a, b := hand(tt.a)[0], hand(tt.b)[0]
		assert.Equal(t, tt.def, IsPair(a, b, def), "%s %s", tt.a, tt.b)
		assert.Equal(t, tt.tens, IsPair(a, b, tens), "%s %s split tens", tt.a, tt.b)
	}
	assert.False(t, IsPair(cards.Card{Rank: cards.BigJoker}, cards.Card{Rank: cards.BigJoker}, def))
}
