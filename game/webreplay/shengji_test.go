package webreplay

import (
	"testing"

	"github.com/stretchr/testify/assert"

	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// Each card of a Shengji table says the suit it follows as once the trump
// is known: the jokers, the level cards and the trump suit follow as
// trumps, the rest as their own suit; before the trump, none.
func TestShengjiCardsSayTheSuitTheyFollow(t *testing.T) {
	hand := cards.MustParseList("2S KH KS BJ SJ 5C")
	follows := func(v gs.View) map[string]string {
		out := map[string]string{}
		for _, c := range following(hand, v, true) {
			out[c.Code] = c.Follows
		}
		return out
	}
	hearts := gs.View{Trump: sj.Trump{Level: cards.Two, Suit: cards.Hearts}}
	assert.Equal(t, map[string]string{"2S": "T", "KH": "T", "KS": "S", "BJ": "T", "SJ": "T", "5C": "C"}, follows(hearts))
	noTrump := gs.View{Trump: sj.Trump{Level: cards.Five, Suit: cards.NoSuit}}
	assert.Equal(t, map[string]string{"2S": "S", "KH": "H", "KS": "S", "BJ": "T", "SJ": "T", "5C": "T"}, follows(noTrump))
	assert.Equal(t, map[string]string{"2S": "", "KH": "", "KS": "", "BJ": "", "SJ": "", "5C": ""}, follows(gs.View{}), "before the trump is known")
	for _, c := range following(hand, hearts, false) {
		assert.Empty(t, c.Follows, "another seat's hand goes without")
	}
}
