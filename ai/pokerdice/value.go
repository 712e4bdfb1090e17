package pokerdice

import (
	"math/bits"

	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

// maxHolds bounds the distinct holds of one hand (2^5 masks).
const maxHolds = 1 << dice.HandSize

// candidate is one distinct hold of the viewer's dice: the smallest mask
// (the one keeping the leftmost dice) that keeps a multiset of faces.
type candidate struct {
	mask dice.Mask
	kept int16
}

// holds lists into out the distinct holds of h that rule allows, masks in
// ascending order, and returns how many there are. h must be valid. A mask
// keeps the leftmost dice of each face it keeps exactly when, for every die
// it selects, it also selects the earlier dice of the same face; those masks
// are one per multiset, so no other deduplication is needed.
func (t *tableSet) holds(h dice.Hand, rule pd.HoldRule, out *[maxHolds]candidate) int {
	var earlier [dice.HandSize]dice.Mask // earlier dice showing the same face
	for i := range dice.HandSize {
		for j := range i {
			if h[j] == h[i] {
				earlier[i] |= 1 << j
			}
		}
	}
	var keys [maxHolds]key
	var need [maxHolds]dice.Mask
	out[0] = candidate{mask: 0, kept: t.keptOf[0]}
	n := 1
	for m := dice.Mask(1); m <= dice.FullMask; m++ {
		low, rest := bits.TrailingZeros8(uint8(m)), m&(m-1)
		keys[m] = keys[rest] + faceKey(h[low])
		need[m] = need[rest] | earlier[low]
		if need[m]&^m != 0 {
			continue
		}
		k := t.keptOf[keys[m]]
		if rule == pd.Strict && !t.oneFace[k] {
			continue
		}
		out[n] = candidate{mask: m, kept: k}
		n++
	}
	return n
}

// belief is what the viewer assumes about the opponent's final hand when it
// chooses a hold. Faces the viewer cannot see are taken as uniform random, so
// an unseen held die is distributed exactly like a rerolled one.
type belief struct {
	// rule restricts the viewer's holds and, when respond is true, the
	// opponent's.
	rule pd.HoldRule
	// respond is false when the opponent's final hand no longer depends on
	// the viewer's choice: it is the opponent keeping theirs (a kept multiset)
	// and rerolling everything else. That is the case for the second player
	// in the hold phase and for the relock phase.
	respond bool
	theirs  int16
	// When respond is true the viewer holds first and the opponent, who has
	// rolled known plus unseen dice, best-responds under rule.
	known  key
	unseen int
}

// beliefOf reads the belief from a view in the hold or relock phase; ok is
// false when the view holds no decision of the viewer's (a spectator, the
// match over, another seat to move) or shows impossible faces.
func (t *tableSet) beliefOf(v gp.View) (b belief, ok bool) {
	if v.Viewer != 0 && v.Viewer != 1 || v.Turn != v.Viewer || !v.Me().Dice.Valid() {
		return b, false
	}
	opp, rule := v.Players[1-v.Viewer], v.Config.Rule
	switch v.Phase {
	case gp.PhaseHold:
		if opp.Decided {
			return belief{rule: rule, theirs: t.keptOf[maskKey(opp.Dice, opp.Held&^opp.Forced&opp.Known)]}, true
		}
		known := maskKey(opp.Dice, opp.Known)
		n := int(t.keptSize[t.keptOf[known]])
		return belief{rule: rule, respond: true, known: known, unseen: dice.HandSize - n}, true
	case gp.PhaseRelock:
		return belief{rule: rule, theirs: t.keptOf[maskKey(opp.Dice, opp.Known)]}, true
	}
	return b, false
}

// denominator is the common denominator of the value numerators of b.
func (t *tableSet) denominator(b belief) int64 {
	if !b.respond {
		return valDen
	}
	return pow6[b.unseen] * valDen
}

// values writes the value numerator (2·P(win)+P(draw), over
// t.denominator(b)) of each of the n holds in c into out. It is exact.
func (t *tableSet) values(b belief, c *[maxHolds]candidate, n int, out *[maxHolds]int64) {
	if !b.respond {
		for i := range n {
			out[i] = int64(t.w[c[i].kept][b.theirs])
		}
		return
	}
	full := pow6[b.unseen] * valDen
	if b.unseen == dice.HandSize {
		blind := &t.blind[b.rule]
		for i := range n {
			out[i] = full - blind[c[i].kept]
		}
		return
	}
	for i := range n {
		out[i] = full
	}
	for _, u := range t.unknown[b.unseen] {
		vals := &t.bestVal[b.rule][t.rankOf[b.known+u.key]]
		for i := range n {
			out[i] -= u.weight * int64(vals[c[i].kept])
		}
	}
}

// outcome splits the value of keeping k into exact win and draw numerators,
// both over t.denominator(b)/2.
func (t *tableSet) outcome(b belief, k int16) (win, draw int64) {
	split := func(o int16, weight int64) {
		d := int64(t.draw[k][o])
		win += weight * (int64(t.w[k][o]) - d) / 2
		draw += weight * d
	}
	if !b.respond {
		split(b.theirs, 1)
		return win, draw
	}
	for _, u := range t.unknown[b.unseen] {
		split(t.best[b.rule][t.rankOf[b.known+u.key]][k], u.weight)
	}
	return win, draw
}

// bestHold returns the hold with the highest value (the smallest mask among
// equals), its value numerator and the denominator.
func (t *tableSet) bestHold(h dice.Hand, b belief) (dice.Mask, int64, int64) {
	var c [maxHolds]candidate
	var vals [maxHolds]int64
	n := t.holds(h, b.rule, &c)
	t.values(b, &c, n, &vals)
	best := 0
	for i := 1; i < n; i++ {
		if vals[i] > vals[best] {
			best = i
		}
	}
	return c[best].mask, vals[best], t.denominator(b)
}
