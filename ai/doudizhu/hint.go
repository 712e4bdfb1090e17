package doudizhu

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"

	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
)

// Suggestion is an action suggested to a seat (提示) and why, in one line
// a screen shows under the hand.
type Suggestion struct {
	// Action is the suggested action; for a play, Play is it as a play
	// (dz.PassPlay for the pass); in bidding Play is the zero Play.
	Action gd.Action
	Play   dz.Play
	// Why is the reason, such as "a chain sheds many cards and is seldom
	// beaten".
	Why string
}

// ErrNoHint reports a view in which its viewer has nothing to decide: not
// its turn, a spectator, or the session over.
var ErrNoHint = errors.New("no hint")

// Hint suggests the viewer's action in v, with the reason: the best of
// Evaluate's candidates at the hint's budget (HintSamples, seed 0), the
// very computation a review of the decision makes at that budget, so the
// two never disagree, before the deal too (whether to play face up). It
// reads the view only.
func Hint(v gd.View) (Suggestion, error) {
	hs, err := Hints(v)
	if err != nil {
		return Suggestion{}, err
	}
	return hs[0], nil
}

// Hints lists the viewer's actions in v best first, for a hint key that
// cycles through them: Hint's suggestion, the other candidates Evaluate
// weighed by their value, then in the play every other legal play (every
// lead when leading) by how simple a hand it leaves, the pass last.
func Hints(v gd.View) ([]Suggestion, error) {
	if err := canHint(v); err != nil {
		return nil, err
	}
	ev, err := Evaluate(context.Background(), v, Budget{Samples: HintSamples})
	if err != nil {
		return nil, err
	}
	order := make([]int, len(ev.Choices))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case a == ev.Best:
			return -1
		case b == ev.Best:
			return 1
		}
		return cmp.Compare(ev.Choices[b].Value, ev.Choices[a].Value)
	})
	out := make([]Suggestion, 0, len(order))
	for _, i := range order {
		c := ev.Choices[i]
		out = append(out, Suggestion{Action: c.Action, Play: c.Play, Why: whyOf(v, ev, i)})
	}
	if v.Phase == gd.PhasePlay {
		out = append(out, otherPlays(v, ev)...)
	}
	return out, nil
}

// whyOf says why candidate i of ev is suggested: the rule player's reason
// when it is the rule player's choice, and its value when weighed.
func whyOf(v gd.View, ev Evaluation, i int) string {
	c := ev.Choices[i]
	why := ""
	switch v.Phase {
	case gd.PhaseBid, gd.PhaseRob:
		if c.Action == bidByPlan(v) {
			why = strengthWords(handStrength(v.Mine().Counts(), v.Config.Rules))
		}
	case gd.PhaseDouble:
		if a, w := doubleByPlan(v); a == c.Action {
			why = w
		}
	case gd.PhaseShow:
		if c.Action == gd.Keep() {
			why = "showing doubles the stake and helps the peasants"
		}
	case gd.PhaseOpen:
		if c.Action == gd.Keep() {
			why = "playing face up quadruples the stake on a hand not yet seen, and shows it to all"
		}
	default:
		si := infoOf(v)
		if p, w := ruleChoice(&si); p.Cards == c.Play.Cards && p.Kind == c.Play.Kind {
			why = w
		}
	}
	if ev.Samples == 0 {
		return cmp.Or(why, "the only choice")
	}
	worth := fmt.Sprintf("%+.1f points expected", c.Value)
	if why == "" {
		return worth
	}
	return why + "; " + worth
}

// otherPlays are v's legal plays that ev did not weigh, by how few plays
// each leaves, the pass last.
func otherPlays(v gd.View, ev Evaluation) []Suggestion {
	hand := v.Mine().Counts()
	type ranked struct {
		p    dz.Play
		left int
	}
	var rest []ranked
	for _, p := range dz.Follows(nil, hand, v.Table, v.Config.Rules) {
		if indexOf(ev.Choices, actionOf(p)) < 0 {
			rest = append(rest, ranked{p, handPlays(hand.Minus(p.Cards))})
		}
	}
	slices.SortStableFunc(rest, func(a, b ranked) int {
		if a.p.IsPass() != b.p.IsPass() {
			if a.p.IsPass() {
				return 1
			}
			return -1
		}
		return cmp.Compare(a.left, b.left)
	})
	out := make([]Suggestion, 0, len(rest))
	for _, r := range rest {
		why := fmt.Sprintf("leaves about %d plays", r.left)
		if r.p.IsPass() {
			why = "pass"
		}
		out = append(out, Suggestion{Action: actionOf(r.p), Play: r.p, Why: why})
	}
	return out
}

// canHint says why v's viewer has nothing to decide, if it has not.
func canHint(v gd.View) error {
	switch {
	case v.Phase == gd.PhaseOver:
		return fmt.Errorf("%w: the session is over", ErrNoHint)
	case v.Viewer < 0 || int(v.Viewer) >= gd.Seats:
		return fmt.Errorf("%w: a spectator has no hand", ErrNoHint)
	case v.Turn != v.Viewer:
		return fmt.Errorf("%w: %s is to move", ErrNoHint, v.Turn)
	}
	return nil
}

// strengthWords says what a hand's strength, as bidByStrength reads it,
// means to a player: its high cards and how few plays it needs to go out.
func strengthWords(s int) string {
	switch {
	case s >= 12:
		return "a very strong hand: many high cards, few plays to go out"
	case s >= 9:
		return "a strong hand: high cards, and not many plays to go out"
	case s >= 7:
		return "a fair hand: some high cards"
	}
	return "a weak hand: few high cards, many plays to go out"
}
