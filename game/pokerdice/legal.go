package pokerdice

import (
	"teahouse/game"
	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

// Check reports whether the viewer may take action a now, judging only by
// what the viewer knows. It returns nil or an error wrapping game.ErrGameOver,
// game.ErrNotYourTurn or game.ErrIllegal that explains the refusal. The
// reducer uses the same check, so a screen that greys out what Check refuses
// shows exactly the legal actions.
func (v View) Check(a Action) error {
	if v.Phase == PhaseOver {
		return game.Refuse(game.ErrGameOver, "the match has ended")
	}
	if v.Viewer != v.Turn {
		return game.Refuse(game.ErrNotYourTurn, "%s is to move", v.Turn)
	}
	if k, ok := skillOf(a.Kind); ok {
		if !v.Config.Skills {
			return illegal("skills are off in this match")
		}
		if v.Players[v.Viewer].Used[k] {
			return illegal("you have already used %s this match", k)
		}
	}
	me, opp := v.Players[v.Viewer], v.Players[other(v.Viewer)]
	switch a.Kind {
	case KindHold, KindPeek, KindForce, KindDouble:
		if v.Phase != PhaseHold {
			return illegal("you can only %s while choosing holds", a.Kind)
		}
	case KindRelock, KindStand:
		if v.Phase != PhaseRelock {
			return illegal("you can only %s after the reroll", a.Kind)
		}
	default:
		return illegal("unknown action %q", string(a.Kind))
	}
	switch a.Kind {
	case KindHold, KindRelock:
		if err := pd.CheckHold(me.Dice, a.Dice, v.Config.Rule); err != nil {
			return illegal("%v", err)
		}
	case KindPeek:
		if err := checkDie(a.Die); err != nil {
			return err
		}
		if opp.Known.Has(a.Die) {
			return illegal("the opponent's die %d is already face up", a.Die+1)
		}
	case KindForce:
		if err := checkDie(a.Die); err != nil {
			return err
		}
		if !opp.Decided || !opp.Held.Has(a.Die) {
			return illegal("die %d is not one the opponent holds", a.Die+1)
		}
		if opp.Forced.Has(a.Die) {
			return illegal("die %d is already forced", a.Die+1)
		}
	case KindDouble:
		if me.Doubled {
			return illegal("you already doubled this round")
		}
	}
	return nil
}

func checkDie(d int) error {
	if d < 0 || d >= dice.HandSize {
		return illegal("there is no die %d: choose 1 to %d", d+1, dice.HandSize)
	}
	return nil
}

func illegal(format string, args ...any) error {
	return game.Illegal(format, args...)
}

// Legal lists every action the viewer may take now (nil when it is not the
// viewer's turn). Hold and relock masks that select the same faces appear
// once each per mask.
func (v View) Legal() []Action {
	var out []Action
	try := func(a Action) {
		if v.Check(a) == nil {
			out = append(out, a)
		}
	}
	for m := range dice.FullMask + 1 {
		try(Hold(m))
		try(Relock(m))
	}
	for d := range dice.HandSize {
		try(Peek(d))
		try(Force(d))
	}
	try(Double())
	try(Stand())
	return out
}
