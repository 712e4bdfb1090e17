package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// The rule player's plays in hand-made positions, level 2 with spades
// trump, the viewer seat 3 (partner seat 1) unless it leads as seat 0:
// each rule of the package doc, with its reason.
func TestRulePlays(t *testing.T) {
	tests := []struct {
		name    string
		viewer  game.Seat
		leader  game.Seat
		hand    string
		plays   []string
		partner func(v *gs.View) // more of what the viewer saw, when set
		want    string
		why     why
	}{
		{name: "feeds a partner sure to win", viewer: 3, leader: 1, hand: "KH 4H 3D 6C",
			plays: []string{"AH", "3H"}, want: "KH", why: whyFeed},
		{name: "keeps points from the other side", viewer: 3, leader: 0, hand: "KH 10H 4H 6C",
			plays: []string{"AH", "3H", "7H"}, want: "4H", why: whyLow},
		{name: "no points fed while an opponent to play may still win", viewer: 3, leader: 1,
			hand: "KH 10H 4H 6C", plays: []string{"QH", "3H"}, want: "4H", why: whyLow},
		{name: "wins the points cheaply", viewer: 1, leader: 0, hand: "AH KH QH 4H 6C",
			plays: []string{"10H"}, want: "QH", why: whyWinCheap},
		{name: "ruffs a trick worth it", viewer: 1, leader: 0, hand: "3S 9S 4D 6C",
			plays: []string{"KH"}, want: "3S", why: whyRuff},
		{name: "no trump spent on a trick without points", viewer: 1, leader: 0, hand: "3S 9S 4D 6C",
			plays: []string{"4H"}, want: "4D", why: whyDiscard},
		{name: "wins a led pair of points with the cheapest higher pair", viewer: 1, leader: 0,
			hand: "AH AH QH QH 4H 6C", plays: []string{"10H 10H"}, want: "QH QH", why: whyWinCheap},
		{name: "leads an unbeatable tractor", viewer: 0, leader: 0, hand: "AH AH KH KH 4D 6C 9C",
			want: "AH AH KH KH", why: whySure},
		{name: "throws what holds against every unseen card", viewer: 0, leader: 0, hand: "AH KH KH 4D 6C 9C",
			want: "AH KH KH", why: whyThrow},
		{name: "refuses a throw an unseen card could beat", viewer: 0, leader: 0, hand: "AH QH QH 4D 6C 9C",
			want: "AH", why: whySure},
		{name: "leads into the partner's void", viewer: 0, leader: 0, hand: "9D 5D 7C 8C QC 8H",
			partner: func(v *gs.View) {
				// diamonds were led and the partner, seat 2, discarded a club
				v.Finished = []gs.Trick{{Leader: 1, Winner: 1}}
				v.Finished[0].Plays = [gs.Seats]gs.Set{mustSet(cards.MustParseList("3D")),
					mustSet(cards.MustParseList("AD")), mustSet(cards.MustParseList("3C")), mustSet(cards.MustParseList("4D"))}
			},
			want: "9D", why: whyPartnerVoid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := position(t, tt.viewer, tt.leader, tt.hand, tt.plays...)
			if tt.partner != nil {
				tt.partner(&v)
			}
			play, y := ruleChoice(v)
			require.NoError(t, v.Check(gs.Play(play)), "the rule player's choice is legal")
			assert.Equal(t, set(t, tt.want), play)
			assert.Equal(t, tt.why, y, "%s", y)
			assert.Equal(t, gs.Play(play), rulePlayer{}.Decide(v))
		})
	}
}

// The rule player buries two short plain suits without points or aces
// whole, so it can ruff them; its points and aces stay out of the kitty.
func TestRuleBuriesToVoidTwoSuits(t *testing.T) {
	hand := "BJ SJ 2H 2D AS AS KS QS JS 9S 8S 7S " + // trumps
		"AH KH KH QH QH JH 10H 9H 8H 7H 6H 4H 3H " + // hearts, with points
		"3D 4D 6D 3C 4C 6C 9C 7C" // two short suits without points or aces
	v := gs.View{Phase: gs.PhaseBury, Viewer: 0, Turn: 0, Dealer: 0, Trump: spades2}
	v.Hands[0] = set(t, hand)
	a := rulePlayer{}.Decide(v)
	require.NoError(t, v.Check(a))
	assert.Equal(t, set(t, "3D 4D 6D 3C 4C 6C 9C 7C"), a.Cards, "diamonds and clubs voided")
	assert.Zero(t, sj.Points(a.Cards.Cards()))
}
