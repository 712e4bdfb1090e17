package shengji

import (
	"slices"

	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// followUnits is the rule policy's follow of a lead of several cards, by
// the situation as followSingle's: the most points onto a trick its
// partner wins for sure; the cheapest follow that takes a trick with
// points from an opponent (a ruff only when the trick holds ten or more);
// else the follow with the fewest points, the cheapest of those. The
// follows weighed are the lowest, the first w.width the rules list, the
// ruffs and the richest fill (greedy's candidates).
func (w *world) followUnits(s game.Seat) (gs.Set, why) {
	hand := w.hands[s].Cards()
	w.work += 4 * len(hand)
	lead := w.trick[w.leader].Cards()
	t := w.ct.trump
	low, err := sj.LowestFollow(hand, lead, t, w.rules)
	if err != nil {
		return w.hands[s], whyLow // never: every hand holds as many cards as were led
	}
	cands := candidates(hand, lead, low, t, w.rules, w.width)
	w.work += 4 * len(cands) * len(lead)
	win := w.winning()
	ours := team(win) == team(s)
	if ours && !w.laterBeatPlay(s, win) {
		play := best(cands, func(cs []cards.Card) int { return -sj.Points(cs)*1000 + cost(cs, t) })
		return mustSet(play), whyFeed
	}
	if pts := w.trickPoints(); !ours && pts > 0 {
		led := t.SuitOf(lead[0])
		winning := slices.DeleteFunc(slices.Clone(cands), func(cs []cards.Card) bool {
			ruff := t.SuitOf(cs[0]) != led
			return ruff && pts < ruffWorth || !w.wouldWin(s, mustSet(cs))
		})
		if len(winning) > 0 {
			play := best(winning, func(cs []cards.Card) int { return cost(cs, t) })
			if t.SuitOf(play[0]) != led {
				return mustSet(play), whyRuff
			}
			return mustSet(play), whyWinCheap
		}
	}
	play := best(cands, func(cs []cards.Card) int { return sj.Points(cs)*1000 + cost(cs, t) })
	return mustSet(play), whyLow
}

// wouldWin reports whether s playing cs would be winning the trick.
func (w *world) wouldWin(s game.Seat, cs gs.Set) bool {
	w.trick[s] = cs
	won := w.winning() == s
	w.trick[s] = gs.Set{}
	return won
}

// laterBeatPlay reports whether an opponent of s still to play may win
// over the play of seat win, the trick's lead being several cards: a
// throw falls only to a ruff; a pair or a tractor to a higher one of its
// suit, or to a ruff of its shape from a seat void in the suit.
func (w *world) laterBeatPlay(s, win game.Seat) bool {
	lead := w.trick[w.leader]
	led := w.ct.suit[firstBit(lead)]
	units := w.unitsOf(lead, led)
	play := w.trick[win]
	in := w.ct.suit[firstBit(play)]
	for o := (s + 1) % gs.Seats; o != w.leader; o = (o + 1) % gs.Seats {
		if team(o) == team(s) {
			continue
		}
		hand := w.hands[o]
		void := hand.Inter(w.ct.of[led]).Empty()
		switch {
		case len(units) > 1:
			if void && hand.Inter(w.ct.of[sj.Trumps]).Len() >= lead.Len() {
				return true
			}
		case !void:
			if in == led && w.beatsUnit(o, w.unitsOf(play, in)[0], led, false) {
				return true
			}
		case in != led:
			if w.beatsUnit(o, w.unitsOf(play, in)[0], sj.Trumps, false) {
				return true
			}
		case w.beatsUnit(o, units[0], led, true):
			return true
		}
	}
	return false
}
