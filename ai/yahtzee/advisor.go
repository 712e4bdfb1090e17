package yahtzee

import (
	"cmp"
	"slices"
	"sync"

	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// HoldAdvice is one way to hold the dice before a reroll.
type HoldAdvice struct {
	// Hold selects the dice to keep. dice.FullMask keeps all five, which in
	// the game means scoring now (the dice are not rolled with all held).
	Hold dice.Mask
	// EV is the expected final score of the game after this hold when every
	// later choice is optimal: the card's total so far plus the expected rest.
	EV float64
}

// BoxAdvice is one box the dice may be scored in.
type BoxAdvice struct {
	// Box is the box.
	Box yz.Box
	// Points is what the box scores, and Bonus the Yahtzee bonus earned with it.
	Points, Bonus int
	// EV is the expected final score of the game after scoring here when
	// every later choice is optimal (the upper bonus this earns included).
	EV float64
}

// turns recycles the scratch space of advice and decisions: a turn is 7 KB
// and a decision takes a few microseconds.
var turns = [2]sync.Pool{
	{New: func() any { return newTurn(theScoring(), 0) }}, // raw box scores (greedy)
	{New: func() any { return newTurn(theScoring(), 1) }}, // the whole game (optimal)
}

// getTurn takes scratch space from the pool; jokerBonus is 0 or 1.
func getTurn(jokerBonus int) *turn { return turns[jokerBonus].Get().(*turn) }

// putTurn returns scratch space to the pool.
func putTurn(t *turn) { turns[int(t.jokerBonus)].Put(t) }

// Holds returns the n best holds of dice d with rollsLeft rolls left this
// turn (1 or 2), best first, for a player whose card is card, with the
// expected final score of each under optimal play. Masks keeping the same
// faces appear once, as the mask keeping the leftmost dice; equal values keep
// ascending mask order. Holds returns nil when there is no hold to choose
// (rollsLeft 0, a full card, n < 1), when d is not five faces 1..6, when t
// is nil, or when no game reaches the card's state.
func Holds(t *Table, card yz.Card, d dice.Hand, rollsLeft, n int) []HoldAdvice {
	if n < 1 {
		return nil
	}
	var all [1 << dice.HandSize]HoldAdvice
	count, ok := t.holds(card, d, rollsLeft, &all)
	if !ok {
		return nil
	}
	out := all[:count]
	slices.SortStableFunc(out, func(a, b HoldAdvice) int { return cmp.Compare(b.EV, a.EV) })
	return slices.Clone(out[:min(n, count)])
}

// holds values every distinct hold of d (in ascending mask order, the first
// mask of each multiset) into out and returns how many there are, or false
// when Holds would return nil.
func (t *Table) holds(card yz.Card, d dice.Hand, rollsLeft int, out *[1 << dice.HandSize]HoldAdvice) (int, bool) {
	s := StateOf(card)
	if t == nil || rollsLeft < 1 || rollsLeft > 2 || !d.Valid() || s.Open == 0 || !s.Reachable() {
		return 0, false
	}
	tn := getTurn(1)
	defer putTurn(tn)
	var sc successors
	t.successors(s.Open, s.Upper, s.Y50, &sc)
	tn.finals(s.Open, s.Y50, &sc)
	total := float64(card.Total())
	return tn.rankHolds(d, rollsLeft, total, out), true
}

// rankHolds turns the final worths that finals set into the worth of every
// distinct hold of d with rollsLeft rolls left, plus base, in ascending mask
// order. Keeping all five is worth scoring now.
func (t *turn) rankHolds(d dice.Hand, rollsLeft int, base float64, out *[1 << dice.HandSize]HoldAdvice) int {
	l := t.l
	now := t.e[rollBase+l.rollOf(d)]
	t.keeps(rollsLeft)
	var seen [numKeeps]bool
	n := 0
	for m := range dice.FullMask + 1 {
		k := l.keepOf(d, m)
		if seen[k] {
			continue
		}
		seen[k] = true
		ev := t.e[k]
		if m == dice.FullMask {
			ev = now
		}
		out[n] = HoldAdvice{Hold: m, EV: base + ev}
		n++
	}
	return n
}

// bestOf returns the first of the n holds with the highest EV.
func bestOf(hs []HoldAdvice) HoldAdvice {
	best := hs[0]
	for _, h := range hs[1:] {
		if h.EV > best.EV {
			best = h
		}
	}
	return best
}

// bestBox returns the box Boxes would list first, without allocating, or
// false when Boxes would return nil or nothing.
func (t *Table) bestBox(card yz.Card, d dice.Hand) (yz.Box, bool) {
	if t == nil || !d.Valid() || !StateOf(card).Reachable() {
		return 0, false
	}
	best, bestEV, found := yz.Box(0), 0.0, false
	for b := range yz.Box(yz.NumBoxes) {
		if card.IsFilled(b) {
			continue // Fill would refuse it, with an error built for people
		}
		next, _, err := card.Fill(d, b)
		if err != nil {
			continue
		}
		if ev := t.Expected(next); !found || ev > bestEV {
			best, bestEV, found = b, ev, true
		}
	}
	return best, found
}

// Boxes returns every box dice d may be scored in now on card (those
// card.Allowed lists, the joker rule included), best first, with the
// expected final score of scoring there under optimal play afterwards, so a
// player sees what a worse box costs. Equal values keep card order. Boxes
// returns nil when t is nil, d is not five faces 1..6, or no game reaches
// the card's state.
func Boxes(t *Table, card yz.Card, d dice.Hand) []BoxAdvice {
	if t == nil || !d.Valid() || !StateOf(card).Reachable() {
		return nil
	}
	var out []BoxAdvice
	for _, b := range card.Allowed(d) {
		points, bonus, _ := card.Points(d, b)
		next, _, err := card.Fill(d, b)
		if err != nil {
			continue // Allowed and Fill agree; never happens
		}
		out = append(out, BoxAdvice{Box: b, Points: points, Bonus: bonus, EV: t.Expected(next)})
	}
	slices.SortStableFunc(out, func(a, b BoxAdvice) int { return cmp.Compare(b.EV, a.EV) })
	return out
}
