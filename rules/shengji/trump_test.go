package shengji

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/rules/cards"
)

// Each list is one effective suit from the highest card down; cards on one
// line joined by "=" are equal.
func TestTrumpOrder(t *testing.T) {
	tests := []struct {
		name  string
		trump Trump
		order []string
	}{
		{"level 5, spades trump", fiveSpades, []string{"BJ", "SJ", "5S", "5H=5D=5C", "AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "4S", "3S", "2S"}},
		{"level 5, a plain suit", fiveSpades, []string{"AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "6H", "4H", "3H", "2H"}},
		{"level 2, hearts trump", twoHearts, []string{"BJ", "SJ", "2H", "2S=2D=2C", "AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "6H", "5H", "4H", "3H"}},
		{"level 2, a plain suit ends at 3", twoHearts, []string{"AC", "KC", "QC", "JC", "10C", "9C", "8C", "7C", "6C", "5C", "4C", "3C"}},
		{"level A, no trump", aceNoTrump, []string{"BJ", "SJ", "AS=AH=AD=AC"}},
		{"level A, a plain suit tops at K", aceNoTrump, []string{"KD", "QD", "JD", "10D", "9D", "8D", "7D", "6D", "5D", "4D", "3D", "2D"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			suit := tt.trump.SuitOf(cs(tt.order[0])[0])
			prev := numPowers
			for _, line := range tt.order {
				equal := cs(strings.ReplaceAll(line, "=", " "))
				p := tt.trump.Power(equal[0])
				assert.Less(t, p, prev, "%s is below the line before", line)
				for _, c := range equal {
					assert.Equal(t, p, tt.trump.Power(c), "%s equal on its line", c)
					assert.Equal(t, suit, tt.trump.SuitOf(c), "%s in the same effective suit", c)
				}
				prev = p
			}
		})
	}
}

func TestIsTrumpAndSuitOf(t *testing.T) {
	tests := []struct {
		trump Trump
		card  string
		suit  cards.Suit
	}{
		{fiveSpades, "BJ", Trumps},
		{fiveSpades, "5H", Trumps},
		{fiveSpades, "2S", Trumps},
		{fiveSpades, "AH", cards.Hearts},
		{aceNoTrump, "KS", cards.Spades},
		{aceNoTrump, "AD", Trumps},
		{aceNoTrump, "SJ", Trumps},
		{twoHearts, "2C", Trumps},
		{twoHearts, "3C", cards.Clubs},
	}
	for _, tt := range tests {
		t.Run(tt.trump.String()+" "+tt.card, func(t *testing.T) {
			c := cs(tt.card)[0]
			assert.Equal(t, tt.suit, tt.trump.SuitOf(c))
			assert.Equal(t, tt.suit == Trumps, tt.trump.IsTrump(c))
		})
	}
	assert.Equal(t, "level 5, spades trump", fiveSpades.String())
	assert.Equal(t, "level A, no trump", aceNoTrump.String())
	assert.True(t, fiveSpades.Valid())
	assert.False(t, Trump{Level: cards.BigJoker}.Valid())
	assert.False(t, Trump{}.Valid())
	assert.Equal(t, "trumps", SuitName(Trumps))
	assert.Equal(t, "hearts", SuitName(cards.Hearts))
}

func TestBeats(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"2S", "AH", true},  // the lowest trump beats a plain ace
		{"AH", "2S", false}, // a plain card never beats a trump
		{"KH", "QH", true},  // within a suit
		{"AC", "KH", false}, // another plain suit is a discard
		{"5H", "5C", false}, // equal level cards: the first stays
		{"5S", "5C", true},  // the trump suit's level card is higher
		{"5C", "AS", true},  // an off-suit level card over the trump ace
		{"SJ", "5S", true},  // the small joker over the level cards
		{"BJ", "SJ", true},  // the big joker over the small
		{"6H", "4H", true},  // across the level gap
		{"BJ", "BJ", false}, // identical cards: the first stays
		{"3H", "2H", true},  // the bottom of a suit
		{"2H", "AH", false}, // the ace is high
		{"AS", "KS", true},  // trump suit's ace
		{"AS", "5D", false}, // below every level card
		{"10D", "9D", true}, // the ten
	}
	for _, tt := range tests {
		t.Run(tt.a+" on "+tt.b, func(t *testing.T) {
			assert.Equal(t, tt.want, fiveSpades.Beats(cs(tt.a)[0], cs(tt.b)[0]))
		})
	}
}
