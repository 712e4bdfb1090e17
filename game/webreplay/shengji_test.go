package webreplay

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// Each card of a Shengji table says the suit it follows as once the trump
// is settled: the jokers, the level cards and the trump suit follow as
// trumps, the rest as their own suit; while the cards are dealt, none.
func TestShengjiCardsSayTheSuitTheyFollow(t *testing.T) {
	hand := cards.MustParseList("2S KH KS BJ SJ 5C")
	follows := func(v gs.View) map[string]string {
		out := map[string]string{}
		for _, c := range following(hand, v, 0, true) {
			out[c.Code] = c.Follows
		}
		return out
	}
	hearts := gs.View{Phase: gs.PhasePlay, Trump: sj.Trump{Level: cards.Two, Suit: cards.Hearts}}
	assert.Equal(t, map[string]string{"2S": "T", "KH": "T", "KS": "S", "BJ": "T", "SJ": "T", "5C": "C"}, follows(hearts))
	noTrump := gs.View{Phase: gs.PhasePlay, Trump: sj.Trump{Level: cards.Five, Suit: cards.NoSuit}}
	assert.Equal(t, map[string]string{"2S": "S", "KH": "H", "KS": "S", "BJ": "T", "SJ": "T", "5C": "T"}, follows(noTrump))
	assert.Equal(t, map[string]string{"2S": "", "KH": "", "KS": "", "BJ": "", "SJ": "", "5C": ""}, follows(gs.View{Phase: gs.PhaseDeal, Trump: sj.Trump{Level: cards.Two, Suit: cards.Hearts}}), "while the cards are dealt (the last deal's trump is no guide)")
	for _, c := range following(hand, hearts, 0, false) {
		assert.Empty(t, c.Follows, "another seat's hand goes without")
	}
}

// While the cards are dealt a hand is drawn sorted as the terminal sorts
// it: trumps first by the level its team declares with and the standing
// declaration's suit, then each suit, highest first.
func TestShengjiSortsAHandBeingDealt(t *testing.T) {
	hand, err := gs.SetOf(cards.MustParseList("5C 2S BJ AH 3H KS 7H")...)
	require.NoError(t, err)
	v := gs.View{Viewer: 0, Phase: gs.PhaseDeal, Dealer: game.NoSeat, Declarer: game.NoSeat, Levels: [2]cards.Rank{cards.Two, cards.Two}}
	v.Hands[0] = hand
	shown := func(v gs.View) []string {
		var out []string
		for _, c := range Shengji(v, v, nil, []string{"You", "P2", "P3", "P4"}).Seats[0].Piles[0].Cards {
			out = append(out, c.Text)
		}
		return out
	}
	assert.Equal(t, []string{"R", "2♠", "K♠", "A♥", "7♥", "3♥", "5♣"}, shown(v), "no declaration yet: the jokers and the level cards first")
	v.Declaration = sj.Declaration{Strength: sj.OneLevelCard, Suit: cards.Hearts}
	assert.Equal(t, []string{"R", "2♠", "A♥", "7♥", "3♥", "K♠", "5♣"}, shown(v), "hearts declared: the hearts among the trumps")
}

// A kitty drawn while no dealer is known (no view shows one so) is drawn,
// not a panic.
func TestShengjiKittyWithoutADealer(t *testing.T) {
	kitty, err := gs.SetOf(cards.MustParseList("5C 2S")...)
	require.NoError(t, err)
	v := gs.View{Viewer: game.Spectator, Phase: gs.PhaseDeal, Dealer: game.NoSeat, Declarer: game.NoSeat, Kitty: kitty}
	sc := Shengji(v, v, nil, []string{"P1", "P2", "P3", "P4"})
	require.NotEmpty(t, sc.Middle)
	assert.Len(t, sc.Middle[len(sc.Middle)-1].Cards, 2)
}
