package shengji

import (
	"slices"

	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// bury is the expert's burial in v, a view of the dealer with the kitty
// taken in: of the burials it weighs (burials), the one whose playouts of
// the whole deal, from its own first lead, are worth the most to its
// team over the same sampled deals of the other hands, the rule player's
// burial on a tie.
func (e expertPlayer) bury(v gs.View) (gs.Set, search) {
	sr := e.buryAmong(v, burials(v.Mine().Cards(), v.Trump), nil)
	return sr.cands[sr.best()], sr
}

// buryAmong searches the burials cands and, after them, those of extra
// of other faces.
func (e expertPlayer) buryAmong(v gs.View, cands, extra []gs.Set) search {
	cands = withExtra(cands, extra)
	ct := tableOf(v.Trump)
	k := knowledgeOf(v, ct)
	k.need[kittySeat] = 0 // the kitty is in its hand
	base := world{ct: ct, rules: v.Config.Rules, leader: v.Viewer, turn: v.Viewer, attackers: v.Attackers(),
		width: playoutWidth}
	sr := e.search(v, &k, len(cands), func(hands *[holders]gs.Set, i int) (int, int) {
		w := base
		w.hands = *hands
		w.hands[v.Viewer] = v.Mine().Minus(cands[i])
		w.hands[kittySeat] = cands[i]
		return w.finish(team(v.Viewer)), w.work
	})
	sr.cands = cands
	return sr
}

// burials are the burials the expert weighs for hand: the rule player's
// (voidingBurial) first; the greedy player's; each plain suit, and each
// two plain suits, voided whole when they fit, points and aces or not;
// and the eight most spare cards, voiding nothing. The rest of each
// burial is filled in the order of spareness.
func burials(hand []cards.Card, t sj.Trump) []gs.Set {
	var c shortlist
	c.limit = maxBurials
	c.add(mustSet(voidingBurial(hand, t)))
	c.add(mustSet(burial(hand, t)))
	var suits []cards.Suit
	for _, s := range cards.Suits {
		if n := plainCount(hand, t, s); n > 0 && n <= sj.KittySize {
			suits = append(suits, s)
		}
	}
	for i, a := range suits {
		c.add(mustSet(voiding(hand, t, a)))
		for _, b := range suits[i+1:] {
			if plainCount(hand, t, a)+plainCount(hand, t, b) <= sj.KittySize {
				c.add(mustSet(voiding(hand, t, a, b)))
			}
		}
	}
	c.add(mustSet(voiding(hand, t)))
	return c.out
}

// maxBurials bounds the burials the expert weighs.
const maxBurials = 12

// plainCount is the plain cards of suit s in hand.
func plainCount(hand []cards.Card, t sj.Trump, s cards.Suit) int {
	n := 0
	for _, c := range hand {
		if !t.IsTrump(c) && c.Suit == s {
			n++
		}
	}
	return n
}

// voiding is a burial of every plain card of suits (which fit in the
// kitty), the rest filled with hand's most spare cards.
func voiding(hand []cards.Card, t sj.Trump, suits ...cards.Suit) []cards.Card {
	var out []cards.Card
	for _, c := range hand {
		if !t.IsTrump(c) && slices.Contains(suits, c.Suit) {
			out = append(out, c)
		}
	}
	rest := slices.DeleteFunc(slices.Clone(hand), func(c cards.Card) bool { return slices.Contains(out, c) })
	sortBySpareness(rest, hand, t)
	return append(out, rest[:sj.KittySize-len(out)]...)
}
