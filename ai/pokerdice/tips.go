package pokerdice

import (
	"cmp"
	"slices"

	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
)

// Tip is one suggested hold with its exact chances.
type Tip struct {
	// Hold selects the dice to keep (or, after the reroll, to relock with;
	// all five means standing is as good).
	Hold dice.Mask
	// Value is Win + Draw/2, the figure holds are ranked by.
	Value float64
	// Win is the probability of winning the round with this hold.
	Win float64
	// Draw is the probability of a drawn round.
	Draw float64
}

// Tips returns the n best holds of the viewer's current dice, best first,
// as the optimal player values them: against the opponent's known holds when
// the viewer holds second, against the opponent's best response when it
// holds first, and against the opponent's visible faces in the relock phase.
// Faces the viewer cannot see count as fair random dice. Masks keeping the
// same faces appear once, as the mask keeping the leftmost dice; the strict
// rule's illegal holds never appear. Equal values keep ascending mask order.
// Tips returns nil when the viewer has no hold or relock decision to make
// (a spectator, another seat to move, the match over) or n < 1.
func Tips(v gp.View, n int) []Tip {
	if n < 1 {
		return nil
	}
	t := tables()
	b, ok := t.beliefOf(v)
	if !ok {
		return nil
	}
	var c [maxHolds]candidate
	var vals [maxHolds]int64
	count := t.holds(v.Me().Dice, b.rule, &c)
	t.values(b, &c, count, &vals)
	order := make([]int, count)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(i, j int) int { return cmp.Compare(vals[j], vals[i]) })

	den := float64(t.denominator(b))
	out := make([]Tip, 0, min(n, count))
	for _, i := range order[:min(n, count)] {
		win, draw := t.outcome(b, c[i].kept)
		out = append(out, Tip{
			Hold:  c[i].mask,
			Value: float64(vals[i]) / den,
			Win:   float64(2*win) / den,
			Draw:  float64(2*draw) / den,
		})
	}
	return out
}
