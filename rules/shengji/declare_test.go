package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/cards"
)

func TestReadDeclaration(t *testing.T) {
	tests := []struct {
		cards string
		want  Declaration
		err   bool
	}{
		{"5H", Declaration{OneLevelCard, cards.Hearts}, false},
		{"5S 5S", Declaration{LevelPair, cards.Spades}, false},
		{"SJ SJ", Declaration{SmallJokers, cards.NoSuit}, false},
		{"BJ BJ", Declaration{BigJokers, cards.NoSuit}, false},
		{"5H 5C", Declaration{}, true}, // two level cards of two suits
		{"SJ BJ", Declaration{}, true}, // two different jokers
		{"BJ", Declaration{}, true},    // one joker declares nothing
		{"6H", Declaration{}, true},    // not the level
		{"6H 6H", Declaration{}, true},
		{"5H 5H 5H", Declaration{}, true},
		{"", Declaration{}, true},
	}
	for _, tt := range tests {
		t.Run(tt.cards, func(t *testing.T) {
			got, err := ReadDeclaration(cs(tt.cards), cards.Five)
			if tt.err {
				assert.ErrorIs(t, err, ErrNotDeclaration)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
	d, err := ReadDeclaration(cs("5D 5D"), cards.Five)
	require.NoError(t, err)
	assert.Equal(t, Trump{Level: cards.Five, Suit: cards.Diamonds}, d.Trump(cards.Five))
	assert.Equal(t, "pair of level cards: diamonds", d.String())
	assert.Equal(t, "pair of red jokers: no trump", Declaration{Strength: BigJokers}.String())
	assert.Equal(t, "no declaration", Declaration{}.String())
}

func TestCanDeclare(t *testing.T) {
	single := func(s cards.Suit) Declaration { return Declaration{OneLevelCard, s} }
	pair := func(s cards.Suit) Declaration { return Declaration{LevelPair, s} }
	small, big := Declaration{Strength: SmallJokers}, Declaration{Strength: BigJokers}
	tests := []struct {
		name    string
		cur     Declaration
		curSeat int
		next    Declaration
		seat    int
		ok      bool
	}{
		{"the first declaration", Declaration{}, 0, single(cards.Hearts), 1, true},
		{"a single does not overturn a single", single(cards.Hearts), 0, single(cards.Spades), 1, false},
		{"a pair overturns a single", single(cards.Hearts), 0, pair(cards.Spades), 1, true},
		{"a pair does not overturn a pair", pair(cards.Hearts), 0, pair(cards.Spades), 1, false},
		{"small jokers overturn a pair", pair(cards.Hearts), 0, small, 1, true},
		{"big jokers overturn small jokers", small, 0, big, 1, true},
		{"small jokers do not overturn big ones", big, 0, small, 1, false},
		{"big jokers overturn a single", single(cards.Clubs), 2, big, 3, true},
		{"a partner overturns like anyone", single(cards.Hearts), 0, pair(cards.Clubs), 2, true},
		{"the declarer reinforces its suit", single(cards.Hearts), 0, pair(cards.Hearts), 0, true},
		{"the declarer does not change suit", single(cards.Hearts), 0, pair(cards.Spades), 0, false},
		{"the declarer does not turn to no trump", single(cards.Hearts), 0, big, 0, false},
		{"a reinforced pair is not reinforced again", pair(cards.Hearts), 0, pair(cards.Hearts), 0, false},
		{"nothing declares nothing", Declaration{}, 0, Declaration{}, 1, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := CanDeclare(tt.cur, tt.curSeat, tt.next, tt.seat)
			if tt.ok {
				assert.NoError(t, err)
				return
			}
			assert.ErrorIs(t, err, ErrNotDeclaration)
		})
	}
	assert.True(t, OneLevelCard < LevelPair && LevelPair < SmallJokers && SmallJokers < BigJokers)
}

func TestTrumpFromKitty(t *testing.T) {
	tests := []struct {
		name   string
		kitty  string
		suit   cards.Suit
		turned int
	}{
		{"the first level card", "3H 9C 5D 5S 7H 8H 2C KD", cards.Diamonds, 3},
		{"a joker first: no trump", "3H SJ 5D 5S 7H 8H 2C KD", cards.NoSuit, 2},
		{"a level card before a joker", "5C BJ 3H 4H 7H 8H 2C KD", cards.Clubs, 1},
		{"neither: the highest card's suit, all turned", "3H 9C QD 2S 7H KS 2C 4D", cards.Spades, 8},
		{"neither: aces are high, the first of two", "3H AC QD AS 7H KS 2C 4D", cards.Clubs, 8},
		{"neither: the highest second, all turned", "9H QS 6S JD QC 2C 6H QC", cards.Spades, 8},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			suit, turned := TrumpFromKitty(cs(tt.kitty), cards.Five)
			assert.Equal(t, tt.suit, suit)
			assert.Equal(t, tt.turned, turned)
		})
	}
	suit, turned := TrumpFromKitty(nil, cards.Five)
	assert.Equal(t, cards.NoSuit, suit)
	assert.Zero(t, turned)
}
