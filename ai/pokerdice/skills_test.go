package pokerdice

import (
	"testing"

	"github.com/stretchr/testify/assert"

	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

func TestOptimalSkills(t *testing.T) {
	p := optimal(t)
	used := func(v gp.View, skills ...gp.Skill) gp.View {
		for _, k := range skills {
			v.Players[v.Viewer].Used[k] = true
		}
		return v
	}
	// P1 rolled 5-5-5-1-3 and holds the three 5s; P2 sees none of it.
	second := hidden(secondView(hand("66234"), hand("55513"), 0b00111, pd.Free), 0)
	peeked := second
	peeked.Players[0].Known, peeked.Players[0].Dice[0] = 0b00001, 5
	peeked = used(peeked, gp.SkillPeek)
	seenTwo := hidden(secondView(hand("66234"), hand("55513"), 0b00111, pd.Free), 0b00011)
	// P1 holds 6-6-1 and P2 has seen the 1: rerolling it would only help P1.
	useless := hidden(secondView(hand("66234"), hand("66123"), 0b00111, pd.Free), 0b00100)
	useless = used(useless, gp.SkillPeek)

	relock := hidden(secondView(hand("12346"), hand("55513"), 0b00111, pd.Free), 0b00111)
	relock.Phase = gp.PhaseRelock
	stand := relock
	stand.Players[1].Dice = hand("66662")

	tests := []struct {
		name string
		v    gp.View
		want gp.Action
	}{
		{"peek the leftmost unseen held die", second, gp.Peek(0)},
		{"force the seen 5 out of a held triple", peeked, gp.Force(0)},
		{"force an unseen die when the seen one would help", useless, gp.Force(0)},
		{"no force against two held dice", used(hidden(secondView(hand("66234"), hand("55213"), 0b00011, pd.Free), 0b00001), gp.SkillPeek, gp.SkillDouble), gp.Hold(0b00011)},
		{"double a sure win", hidden(secondView(hand("66666"), hand("12356"), 0, pd.Free), 0), gp.Double()},
		{"hold after doubling", used(hidden(secondView(hand("66666"), hand("12356"), 0, pd.Free), 0), gp.SkillDouble), gp.Hold(dice.FullMask)},
		{"no double at 0.61 against two seen 5s", used(seenTwo, gp.SkillPeek, gp.SkillForce), gp.Hold(0b00011)},
		{"relock a high card for a straight against three 5s", relock, gp.Relock(0b01111)},
		{"stand on four 6s", stand, gp.Stand()},
		{"stand with relock spent", used(relock, gp.SkillRelock), gp.Stand()},
		{"no skills in the open game", secondView(hand("66666"), hand("12356"), 0, pd.Free), gp.Hold(dice.FullMask)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := p.Decide(tt.v)
			assert.Equal(t, tt.want, a)
			if tt.name != "stand with relock spent" { // a view the reducer never shows
				assert.NoError(t, tt.v.Check(a))
			}
		})
	}
}
