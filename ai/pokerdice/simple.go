package pokerdice

import (
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

// simplePlayer is the seed's policy: keep what already pairs up, reroll the
// rest, never use a skill.
type simplePlayer struct{}

// Decide holds by simpleHold and stands after the reroll.
func (simplePlayer) Decide(v gp.View) gp.Action {
	if v.Phase == gp.PhaseRelock {
		return gp.Stand()
	}
	return gp.Hold(simpleHold(v.Me().Dice, v.Config.Rule))
}

// simpleHold is the simple player's hold. Under the free rule it keeps every
// die whose value appears at least twice (nothing when all differ); under
// the strict rule the largest group of one value of size two or more, the
// higher value on a tie in size, else nothing.
func simpleHold(h dice.Hand, rule pd.HoldRule) dice.Mask {
	counts := h.Counts()
	keep := func(f int) bool { return counts[f] >= 2 }
	if rule == pd.Strict {
		top := 0
		for f := dice.Sides; f >= 1; f-- {
			if counts[f] >= 2 && counts[f] > counts[top] {
				top = f
			}
		}
		keep = func(f int) bool { return top != 0 && f == top }
	}
	var m dice.Mask
	for i, f := range h {
		if f >= 1 && f <= dice.Sides && keep(f) {
			m |= 1 << i
		}
	}
	return m
}
