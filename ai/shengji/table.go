package shengji

import (
	"math/bits"

	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// bitCards is the card of each bit of a gs.Set, in the order Set.Cards
// lists them; bitOf is the way back.
var bitCards, bitOf = func() ([sj.PackSize]cards.Card, map[cards.Card]int) {
	var out [sj.PackSize]cards.Card
	copy(out[:], mustSet(sj.NewPack()).Cards())
	back := make(map[cards.Card]int, sj.PackSize)
	for i, c := range out {
		back[c] = i
	}
	return out, back
}()

// bitSet is the set of the one card of bit i, empty for -1 (no card).
func bitSet(i int) gs.Set {
	var s gs.Set
	if i >= 0 {
		s[i/64] = 1 << (i % 64)
	}
	return s
}

// forEach calls f with the bit of every card of s, lowest bit first.
func forEach(s gs.Set, f func(i int)) {
	for w, word := range s {
		for word != 0 {
			f(w*64 + bits.TrailingZeros64(word))
			word &= word - 1
		}
	}
}

// numSuits is the effective suits: Trumps (cards.NoSuit) and the four.
const numSuits = cards.NumSuits + 1

// cardTable is what a deal's trump makes of every card, by bit: its
// effective suit, its power in that suit, its points; and each effective
// suit's cards.
type cardTable struct {
	trump  sj.Trump
	suit   [sj.PackSize]cards.Suit
	power  [sj.PackSize]int8
	points [sj.PackSize]int8
	of     [numSuits]gs.Set
	at     facesAt
}

// tableOf is t's card table.
func tableOf(t sj.Trump) *cardTable {
	ct := &cardTable{trump: t}
	for i, c := range bitCards {
		s := t.SuitOf(c)
		ct.suit[i], ct.power[i], ct.points[i] = s, int8(t.Power(c)), int8(sj.CardPoints(c))
		ct.of[s] = ct.of[s].Union(bitSet(i))
	}
	ct.facesAtOf()
	return ct
}

// pointsOf is the points of the cards of s.
func (ct *cardTable) pointsOf(s gs.Set) int {
	n := 0
	forEach(s, func(i int) { n += int(ct.points[i]) })
	return n
}

// top is the bit of the highest card of s (the lowest bit on a tie), -1
// for none.
func (ct *cardTable) top(s gs.Set) int {
	best := -1
	forEach(s, func(i int) {
		if best < 0 || ct.power[i] > ct.power[best] {
			best = i
		}
	})
	return best
}

// bottom is the bit of the card of s to give up first: the lowest
// non-point card, else the lowest card (the lowest bit on a tie), -1 for
// none.
func (ct *cardTable) bottom(s gs.Set) int {
	best := -1
	forEach(s, func(i int) {
		if best < 0 || ct.cheaper(i, best) {
			best = i
		}
	})
	return best
}

// cheaper reports whether card i is cheaper to give up than card j: no
// points before points, then the lower.
func (ct *cardTable) cheaper(i, j int) bool {
	pi, pj := ct.points[i] > 0, ct.points[j] > 0
	if pi != pj {
		return !pi
	}
	return ct.power[i] < ct.power[j]
}

// richest is the bit of the card of s with the most points (the lowest
// on a tie), -1 for none.
func (ct *cardTable) richest(s gs.Set) int {
	best := -1
	forEach(s, func(i int) {
		if best < 0 || ct.points[i] > ct.points[best] ||
			ct.points[i] == ct.points[best] && ct.power[i] < ct.power[best] {
			best = i
		}
	})
	return best
}

// beats reports whether card a, played after b, wins over it.
func (ct *cardTable) beats(a, b int) bool {
	sa, sb := ct.suit[a], ct.suit[b]
	if sa != sb {
		return sa == sj.Trumps
	}
	return ct.power[a] > ct.power[b]
}
