package shengji

import (
	"cmp"
	"slices"

	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// lead is the largest unit of the hand no other hand can beat in its suit
// (the higher top on a tie), else the hand's most spare card.
func lead(v gs.View) []cards.Card {
	hand := v.Mine().Cards()
	sj.SortHand(hand, v.Trump)
	seen := v.Mine().Union(v.Kitty).Union(v.Taken).Cards()
	var best *sj.Unit
	for _, group := range bySuit(hand, v.Trump) {
		units, err := sj.Decompose(group, v.Trump, v.Config.Rules)
		if err != nil {
			continue
		}
		for i, u := range units {
			if !unbeatable(u, seen, v.Trump) {
				continue
			}
			if best == nil || u.Size() > best.Size() || u.Size() == best.Size() && u.Top > best.Top {
				best = &units[i]
			}
		}
	}
	if best != nil {
		return best.Cards
	}
	sortBySpareness(hand, hand, v.Trump)
	return hand[:1]
}

// bySuit splits a sorted hand into its effective suits, trumps first.
func bySuit(hand []cards.Card, t sj.Trump) [][]cards.Card {
	var out [][]cards.Card
	for i, c := range hand {
		if i == 0 || t.SuitOf(hand[i-1]) != t.SuitOf(c) {
			out = append(out, nil)
		}
		out[len(out)-1] = append(out[len(out)-1], c)
	}
	return out
}

// pack is one card of each face of two decks.
var pack = cards.Decks(1, true)

// unbeatable reports whether no unit of u's shape higher than u can be in
// another hand, seen being every card the seat knows is not there: a
// single when every higher card of its suit is seen twice, a pair or a
// tractor when every face above its lowest card is seen at least once.
func unbeatable(u sj.Unit, seen []cards.Card, t sj.Trump) bool {
	low := t.Power(u.Cards[len(u.Cards)-1])
	need := 1 // copies of each higher face the seat must have seen
	if u.Kind == sj.Single {
		need = 2
	}
	for _, f := range pack {
		if t.SuitOf(f) != u.Suit || t.Power(f) <= low {
			continue
		}
		n := 0
		for _, c := range seen {
			if c.Face() == f.Face() {
				n++
			}
		}
		if n < need {
			return false
		}
	}
	return true
}

// follows is the search width of a follow: the most candidates listed.
const follows = 256

// follow feeds points to a trick the partner is winning, takes a trick an
// opponent is winning with its cheapest winning play, and otherwise plays
// the follow with the fewest points, the cheapest of those.
func follow(v gs.View) []cards.Card {
	hand, led := v.Mine().Cards(), v.Lead().Cards()
	lowest, err := sj.LowestFollow(hand, led, v.Trump, v.Config.Rules)
	if err != nil {
		return hand[:min(len(led), len(hand))] // no play was led: the game refuses nothing it offers
	}
	plays := trickPlays(v)
	w, err := sj.Winner(plays, v.Trump, v.Config.Rules)
	if err != nil {
		return lowest
	}
	cands := candidates(hand, led, lowest, v.Trump, v.Config.Rules, follows)
	if (v.Leader+game.Seat(w))%gs.Seats == partner(v.Viewer) {
		return best(cands, func(cs []cards.Card) int { return -sj.Points(cs)*1000 + cost(cs, v.Trump) })
	}
	var winning [][]cards.Card
	for _, cs := range cands {
		if w, err := sj.Winner(append(slices.Clip(plays), cs), v.Trump, v.Config.Rules); err == nil && w == len(plays) {
			winning = append(winning, cs)
		}
	}
	if len(winning) == 0 {
		return best(cands, func(cs []cards.Card) int { return sj.Points(cs)*1000 + cost(cs, v.Trump) })
	}
	return best(winning, func(cs []cards.Card) int { return cost(cs, v.Trump) })
}

// trickPlays is the current trick's plays from the leader on.
func trickPlays(v gs.View) [][]cards.Card {
	var plays [][]cards.Card
	for k := range game.Seat(gs.Seats) {
		if p := v.Trick[(v.Leader+k)%gs.Seats]; !p.Empty() {
			plays = append(plays, p.Cards())
		}
	}
	return plays
}

// candidates is the follows the player weighs: the lowest, the first
// limit that Follows lists, the ruffs with trumps when the hand is void in the led
// suit, and the follow that fills with the most points when the hand is
// short of it. Every one is legal.
func candidates(hand, led, lowest []cards.Card, t sj.Trump, r sj.Rules, limit int) [][]cards.Card {
	out := [][]cards.Card{lowest}
	if fs, _, err := sj.Follows(hand, led, t, r, limit); err == nil {
		out = append(out, fs...)
	}
	suit := t.SuitOf(led[0])
	var ofSuit, trumps, others []cards.Card
	for _, c := range hand {
		switch {
		case t.SuitOf(c) == suit:
			ofSuit = append(ofSuit, c)
		case t.IsTrump(c):
			trumps = append(trumps, c)
		default:
			others = append(others, c)
		}
	}
	if len(ofSuit) == 0 && len(trumps) >= len(led) {
		if fs, _, err := sj.Follows(trumps, led, t, r, limit); err == nil {
			out = append(out, fs...)
		}
	}
	if len(ofSuit) < len(led) {
		slices.SortStableFunc(others, func(a, b cards.Card) int {
			return cmp.Or(cmp.Compare(sj.CardPoints(b), sj.CardPoints(a)), cmp.Compare(t.Power(a), t.Power(b)))
		})
		fill := append(others, trumps...)
		cs := append(slices.Clone(ofSuit), fill[:len(led)-len(ofSuit)]...)
		if sj.CheckFollow(hand, led, cs, t, r) == nil {
			out = append(out, cs)
		}
	}
	return out
}

// best is the candidate of least score, the first on a tie.
func best(cands [][]cards.Card, score func([]cards.Card) int) []cards.Card {
	return slices.MinFunc(cands, func(a, b []cards.Card) int { return cmp.Compare(score(a), score(b)) })
}

// cost is what a play gives up: its cards' powers, a trump dearer than any
// plain card.
func cost(cs []cards.Card, t sj.Trump) int {
	n := 0
	for _, c := range cs {
		n += t.Power(c)
		if t.IsTrump(c) {
			n += 20
		}
	}
	return n
}
