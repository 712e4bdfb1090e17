package pokerdice

import gp "teahouse/game/pokerdice"

// optimalPlayer chooses holds by exact probabilities from the shared tables
// and uses skills by the rules of the package doc.
type optimalPlayer struct{}

// Decide returns a skill when those rules call for one, else the hold (or,
// after the reroll, the relock or stand) of highest value.
func (optimalPlayer) Decide(v gp.View) gp.Action {
	t := tables()
	b, ok := t.beliefOf(v)
	if !ok {
		return gp.Stand() // not a decision of ours; Check refuses anything
	}
	me := v.Me()
	if v.Phase == gp.PhaseRelock {
		if !v.SkillLeft(v.Viewer, gp.SkillRelock) {
			return gp.Stand()
		}
		if m, ok := t.relockChoice(me.Dice, b); ok {
			return gp.Relock(m)
		}
		return gp.Stand()
	}
	if v.Config.Skills && !b.respond {
		if d, ok := peekTarget(v); ok {
			return gp.Peek(d)
		}
		if d, ok := t.forceTarget(v, b); ok {
			return gp.Force(d)
		}
	}
	m, val, den := t.bestHold(me.Dice, b)
	if v.SkillLeft(v.Viewer, gp.SkillDouble) && !me.Doubled && doubleWorth(val, den) {
		return gp.Double()
	}
	return gp.Hold(m)
}
