package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
)

// position is a hand-made moment of play: seat me to move with hand;
// unseen is every card me has not seen (the other two hands together),
// so the rest of the pack has been played; sizes are the hands' sizes;
// table is the play to beat ("" to lead), by leader.
type position struct {
	me, landlord int
	hand, unseen string
	sizes        [gd.Seats]int
	table        string
	leader       int
}

func (p position) view(t *testing.T) gd.View {
	t.Helper()
	hand, unseen := dz.MustParse(p.hand), dz.MustParse(p.unseen)
	require.True(t, dz.Pack.Contains(hand.Plus(unseen)), "hand and unseen fit in a pack")
	v := gd.View{Viewer: game.Seat(p.me), Turn: game.Seat(p.me), Phase: gd.PhasePlay, Landlord: game.Seat(p.landlord),
		Sizes: p.sizes, Table: dz.PassPlay, Leader: game.Seat(p.leader)}
	v.Sizes[p.me] = hand.Len()
	v.Hands[p.me] = setOf(t, p.hand)
	v.Played = setOf(t, dz.Pack.Minus(hand).Minus(unseen).String())
	if p.table != "" {
		v.Table = dz.Classify(dz.MustParse(p.table), dz.Standard)[0]
	}
	return v
}

// lowUnseen is a spread of low cards with no bomb, no 2 and no joker: the
// opponents can beat nothing from a 2 up.
const lowUnseen = "3344556677889TJQ"

func TestRuleChoices(t *testing.T) {
	for _, c := range []struct {
		name string
		pos  position
		want string // the cards played, or "pass"
	}{
		{"a peasant does not overtake its partner's winning K while the landlord has many cards",
			position{me: 2, landlord: 0, hand: "4589JA2", unseen: "3334445566778899TTJQQKKK", sizes: [3]int{15, 9}, table: "K", leader: 1}, "pass"},
		{"a peasant plays its highest solo when the landlord has one card left",
			position{me: 1, landlord: 0, hand: "4589JA2", unseen: "3334445566778899TTJQQKKK", sizes: [3]int{1, 0, 16}, table: "6", leader: 0}, "2"},
		{"a peasant leads its highest solo when the landlord has one card left and it has only solos",
			position{me: 1, landlord: 0, hand: "469K", unseen: "3334445566778899TTJQQKK", sizes: [3]int{1, 0, 16}}, "K"},
		{"a peasant leads a pair, not a solo, when the landlord has one card left",
			position{me: 1, landlord: 0, hand: "4669K", unseen: "3334445566778899TTJQQKK", sizes: [3]int{1, 0, 16}}, "66"},
		{"a chain is led first to shed cards",
			position{me: 0, landlord: 0, hand: "34567TJJK", unseen: "3334445566778899TTJQQKK", sizes: [3]int{0, 17, 17}}, "34567"},
		{"an airplane is led first",
			position{me: 0, landlord: 0, hand: "3334445TKK2", unseen: "6677889TJQQA", sizes: [3]int{0, 17, 17}}, "3334445T"},
		{"the bomb is kept when an opponent with many cards plays an ace",
			position{me: 0, landlord: 0, hand: "33335799J", unseen: "4445566778899TTJQQKKKA22BR", sizes: [3]int{0, 12, 16}, table: "A", leader: 1}, "pass"},
		{"the bomb stops an opponent down to two cards",
			position{me: 0, landlord: 0, hand: "33335799J", unseen: "4445566778899TTJQQKKKA22BR", sizes: [3]int{0, 2, 16}, table: "A", leader: 1}, "3333"},
		{"a sure winner is led first when the rest is one play",
			position{me: 0, landlord: 0, hand: "2345678", unseen: lowUnseen, sizes: [3]int{0, 8, 8}}, "2"},
		{"the last cards are played out, even over the partner",
			position{me: 2, landlord: 0, hand: "99", unseen: lowUnseen, sizes: [3]int{10, 6}, table: "66", leader: 1}, "99"},
		{"a peasant overtakes its partner when it then wins every trick",
			position{me: 2, landlord: 0, hand: "255", unseen: lowUnseen, sizes: [3]int{10, 6}, table: "9", leader: 1}, "2"},
		{"it beats with the play that keeps its chain whole: A, not the 6 of 6789TJ",
			position{me: 1, landlord: 0, hand: "6789TJA", unseen: "3334445566778899TTJQQKK", sizes: [3]int{15, 0, 15}, table: "5", leader: 0}, "A"},
		{"it leads its lowest solo to a partner who has one card and plays next",
			position{me: 1, landlord: 0, hand: "3789TJKK", unseen: "3444556677889TTJQQ", sizes: [3]int{17, 0, 1}}, "3"},
		{"a peasant before the landlord raises its partner's low solo with a card it can spare",
			position{me: 2, landlord: 0, hand: "58JJ2", unseen: "3334445566778899TTJQQKKK", sizes: [3]int{15, 9}, table: "4", leader: 1}, "J"},
		{"the landlord beats a peasant's solo, the other peasant being down to one card, with its highest",
			position{me: 0, landlord: 0, hand: "5689TKA", unseen: "3334445566778899TTJQQKKK", sizes: [3]int{0, 9, 1}, table: "4", leader: 1}, "A"},
		{"it passes when nothing beats",
			position{me: 1, landlord: 0, hand: "34", unseen: "5566", sizes: [3]int{2, 0, 2}, table: "A", leader: 0}, "pass"},
	} {
		t.Run(c.name, func(t *testing.T) {
			v := c.pos.view(t)
			a := rulePlayer{}.Decide(v)
			require.NoError(t, v.Check(a), "the decision is legal")
			got := "pass"
			if a.Kind == gd.KindPlay {
				got = a.Cards.String()
			}
			assert.Equal(t, c.want, got)
		})
	}
}
