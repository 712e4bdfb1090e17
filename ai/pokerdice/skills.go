package pokerdice

import (
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
)

// Skill thresholds (see the package doc), as fractions of the value 2·P(win)+P(draw)
// over its denominator.
const (
	doublePercent = 70 // double at a value of at least 0.70
	relockPercent = 10 // relock when it gains at least 0.10
	forceMinHeld  = 3  // force only when the opponent holds this many dice
)

// doubleWorth reports whether a hold of value num/den is worth doubling.
func doubleWorth(num, den int64) bool { return 100*num >= doublePercent*den }

// peekTarget returns the leftmost die the opponent holds (and the viewer did
// not force) whose face the viewer cannot see, when the viewer may peek and
// holds second.
func peekTarget(v gp.View) (int, bool) {
	opp := v.Opponent()
	if !v.SkillLeft(v.Viewer, gp.SkillPeek) || !opp.Decided {
		return 0, false
	}
	return leftmost(opp.Held &^ opp.Forced &^ opp.Known)
}

// forceTarget applies the Force rule of skillRules to a second player whose
// belief is b.
func (t *tableSet) forceTarget(v gp.View, b belief) (int, bool) {
	opp := v.Opponent()
	held := opp.Held &^ opp.Forced
	if !v.SkillLeft(v.Viewer, gp.SkillForce) || !opp.Decided || held.Count() < forceMinHeld {
		return 0, false
	}
	me := v.Me().Dice
	_, base, _ := t.bestHold(me, b)
	target, gain := -1, int64(0)
	for d := range dice.HandSize {
		if !held.Has(d) || !opp.Known.Has(d) {
			continue
		}
		nb := b
		nb.theirs = t.keptOf[t.keptKey[b.theirs]-faceKey(opp.Dice[d])]
		if _, val, _ := t.bestHold(me, nb); val-base > gain {
			target, gain = d, val-base
		}
	}
	if target >= 0 {
		return target, true
	}
	return leftmost(held &^ opp.Known)
}

// relockChoice applies the Relock rule of skillRules: the best relock hold
// when it beats standing by the threshold.
func (t *tableSet) relockChoice(h dice.Hand, b belief) (dice.Mask, bool) {
	m, best, den := t.bestHold(h, b)
	stand := int64(t.w[t.keptOf[maskKey(h, dice.FullMask)]][b.theirs])
	return m, 100*(best-stand) >= relockPercent*den
}

// leftmost returns the lowest position m selects.
func leftmost(m dice.Mask) (int, bool) {
	for d := range dice.HandSize {
		if m.Has(d) {
			return d, true
		}
	}
	return 0, false
}
