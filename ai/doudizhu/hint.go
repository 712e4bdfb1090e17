package doudizhu

import (
	"cmp"
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

// Hint suggests the viewer's action in v, as the rule player would take
// it: a bid, or the play (or pass) with the reason for it. It reads the
// view only.
func Hint(v gd.View) (Suggestion, error) {
	if err := canHint(v); err != nil {
		return Suggestion{}, err
	}
	switch v.Phase {
	case gd.PhaseBid, gd.PhaseRob:
		s := handStrength(v.Mine().Counts(), v.Config.Rules)
		return Suggestion{Action: bidByStrength(v, s), Why: strengthWords(s)}, nil
	case gd.PhaseDouble:
		a, why := doubleByPlan(v)
		return Suggestion{Action: a, Why: why}, nil
	case gd.PhaseOpen:
		return Suggestion{Action: gd.Keep(), Why: "playing face up quadruples the stake on a hand not yet seen, and shows it to all"}, nil
	case gd.PhaseShow:
		return Suggestion{Action: gd.Keep(), Why: "showing doubles the stake and helps the peasants"}, nil
	}
	si := infoOf(v)
	p, why := ruleChoice(&si)
	return Suggestion{Action: actionOf(p), Play: p, Why: why}, nil
}

// Hints lists the viewer's plays in v best first, for a hint key that
// cycles through them: Hint's suggestion, then every other legal play
// (every lead when leading) by how simple a hand it leaves, the pass
// last. In bidding it is Hint's suggestion alone.
func Hints(v gd.View) ([]Suggestion, error) {
	first, err := Hint(v)
	if err != nil || v.Phase != gd.PhasePlay {
		return []Suggestion{first}, err
	}
	hand := v.Mine().Counts()
	out := []Suggestion{first}
	type ranked struct {
		p    dz.Play
		left int
	}
	var rest []ranked
	for _, p := range dz.Follows(nil, hand, v.Table, v.Config.Rules) {
		if p.Cards != first.Play.Cards || p.Kind != first.Play.Kind {
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
	for _, r := range rest {
		why := fmt.Sprintf("leaves about %d plays", r.left)
		if r.p.IsPass() {
			why = "pass"
		}
		out = append(out, Suggestion{Action: actionOf(r.p), Play: r.p, Why: why})
	}
	return out, nil
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
