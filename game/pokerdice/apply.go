package pokerdice

import (
	"teahouse/game"
	"teahouse/rules/dice"
)

// Apply implements the view's half of the reducer: v moved by e, an event
// redacted for v.Viewer, is the view that viewer has after it. A step's
// events applied in order carry the view before the step to the view
// after it. Apply never modifies v (a View holds no slices).
func (Engine) Apply(v View, e game.Event) View {
	switch e := e.(type) {
	case RoundStarted:
		v.startRound(e)
	case DiceRolled:
		v.rolled(e)
	case HoldChosen:
		p := &v.Players[e.Seat]
		p.Held, p.Decided = e.Held, true
		if v.Phase == PhaseHold && !v.Players[other(e.Seat)].Decided {
			v.Turn = other(e.Seat)
		}
	case SkillUsed:
		v.Players[e.Seat].Used[e.Skill] = true
		opp := &v.Players[other(e.Seat)]
		switch e.Skill {
		case SkillPeek:
			opp.Known |= 1 << e.Die
			opp.Dice[e.Die] = e.Face
		case SkillForce:
			opp.Forced |= 1 << e.Die
		case SkillDouble:
			v.Players[e.Seat].Doubled = true
		}
	case Stood:
		v.Players[e.Seat].Decided = true
		v.nextRelock()
	case RoundScored:
		v.Last = e.Result
		for i := range v.Players {
			p := &v.Players[i]
			p.Dice, p.Known, p.Points = e.Result.Hands[i], dice.FullMask, e.Result.Score[i]
		}
	case MatchOver:
		v.Phase, v.Winner = PhaseOver, e.Winner
	}
	return v
}

// startRound clears the seats' holds and stakes for round e; the dice the
// viewer may not see in it are face down until they are rolled.
func (v *View) startRound(e RoundStarted) {
	v.Round, v.Starter, v.Turn, v.Phase = e.Round, e.Starter, e.Starter, PhaseHold
	for i := range v.Players {
		p := &v.Players[i]
		p.Held, p.Decided, p.Forced, p.Doubled = 0, false, 0, false
		p.Known = v.sees(game.Seat(i), dice.FullMask)
		if v.Config.Skills {
			p.Known = v.sees(game.Seat(i), 0)
		}
		for d := range dice.HandSize {
			if !p.Known.Has(d) {
				p.Dice[d] = 0
			}
		}
	}
}

// rolled takes a roll's faces; the reroll's second roll (the seat after
// the starter) ends the holds and starts the relock decisions, and a
// relock's roll passes them on.
func (v *View) rolled(e DiceRolled) {
	p := &v.Players[e.Seat]
	p.Dice, p.Known = e.Dice, v.sees(e.Seat, e.Public)
	switch {
	case v.Phase == PhaseRelock:
		v.nextRelock()
	case p.Decided && e.Seat != v.Starter: // both have held: the reroll is over
		v.Phase = PhaseRelock
		for i := range v.Players {
			q := &v.Players[i]
			q.Decided = !v.Config.Skills || q.Used[SkillRelock]
		}
		v.nextRelock()
	}
}

// sees is the mask of seat's dice the viewer sees when public are face up
// for everyone: all of them for the seat itself and the omniscient.
func (v View) sees(seat game.Seat, public dice.Mask) dice.Mask {
	if seat == v.Viewer || v.Viewer == game.Omniscient {
		return dice.FullMask
	}
	return public
}

// nextRelock hands the turn to the next seat, starter first, with a relock
// decision to make; when none has, the showdown follows (RoundScored).
func (v *View) nextRelock() {
	for _, seat := range [Seats]game.Seat{v.Starter, other(v.Starter)} {
		if !v.Players[seat].Decided {
			v.Turn = seat
			return
		}
	}
}
