package pokerdice

import (
	"fmt"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
)

// HoldReview is how one seat's holds in a match compare with the best
// holds it had, judged exactly as Tips ranks holds: by the value
// P(win) + ½·P(draw) of the round, on what the seat could see when it
// chose (face-down dice count as fair random dice; holding first, the
// opponent replies at its best).
type HoldReview struct {
	// Holds counts the seat's hold decisions: every hold before the
	// reroll, and the holds of every relock. Standing instead of relocking
	// is not counted: whether to spend a skill kept for the whole match is
	// not a question the round's odds answer.
	Holds int
	// Best counts the decisions whose hold was worth as much as the best
	// one (another hold of equal value counts as best).
	Best int
	// GivenAway is the round-winning chance given away in all: the sum over
	// the decisions of the best hold's value less the chosen hold's.
	GivenAway float64
}

// ReviewHolds replays the log of a Risk Choice match, whole or not, and
// reviews each seat's holds. An action the game refuses is an error
// wrapping game.ErrCorruptLog.
func ReviewHolds(l game.Log[gp.Action]) ([gp.Seats]HoldReview, error) {
	var out [gp.Seats]HoldReview
	s, err := game.Start(gp.Game, l.Header)
	if err != nil {
		return out, err
	}
	t := tables()
	for i, e := range l.Entries {
		if e.Seat >= 0 && e.Seat < gp.Seats && (e.Action.Kind == gp.KindHold || e.Action.Kind == gp.KindRelock) {
			if chosen, best, den, ok := t.judge(gp.Game.View(s, e.Seat), e.Action.Dice); ok {
				r := &out[e.Seat]
				r.Holds++
				if chosen == best {
					r.Best++
				}
				r.GivenAway += float64(best-chosen) / float64(den)
			}
		}
		if s, _, err = gp.Game.Reduce(s, e.Seat, e.Action); err != nil {
			return out, fmt.Errorf("%w: action %d (%s): %v", game.ErrCorruptLog, i+1, e.Seat, err)
		}
	}
	return out, nil
}

// judge values holding the dice m selects of the viewer's dice in v, and
// the best hold the viewer had there: value numerators over den. ok is
// false when v holds no hold decision of the viewer's or the rule forbids
// m.
func (t *tableSet) judge(v gp.View, m dice.Mask) (chosen, best, den int64, ok bool) {
	b, ok := t.beliefOf(v)
	if !ok {
		return 0, 0, 0, false
	}
	h := v.Me().Dice
	var c [maxHolds]candidate
	var vals [maxHolds]int64
	n := t.holds(h, b.rule, &c)
	t.values(b, &c, n, &vals)
	k, found := t.keptOf[maskKey(h, m)], false
	best = vals[0]
	for i := range n {
		best = max(best, vals[i])
		if c[i].kept == k {
			chosen, found = vals[i], true
		}
	}
	return chosen, best, t.denominator(b), found
}
