package yahtzee

import (
	"teahouse/game"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// View is what a seat (or anyone) may know of a game: everything but the
// RNG, since every die and card is on the table.
type View struct {
	// Viewer is the seat the view belongs to, or game.Spectator.
	Viewer game.Seat `json:"viewer"`
	// Config is the game's config with defaults filled in.
	Config Config `json:"config"`
	// Round is the current round, 1..13.
	Round int `json:"round"`
	// Turn is the seat to play.
	Turn game.Seat `json:"turn"`
	// RollsUsed counts the rolls made this turn, 0..3.
	RollsUsed int `json:"rolls_used"`
	// Dice are the current dice (all zero before the turn's first roll).
	Dice dice.Hand `json:"dice"`
	// Cards are the players' score cards; only the first Config.Seats count.
	Cards [MaxSeats]yz.Card `json:"cards"`
	// Over is true once every card is full.
	Over bool `json:"over"`
	// Winners are the seats with the highest total once the game is over
	// (several on a tie).
	Winners []game.Seat `json:"winners"`
	// Undo is the last score while its seat may still take it back (until
	// the next roll); nil otherwise.
	Undo *Undoable `json:"undo,omitempty"`
}

// Undoable is a score that may still be taken back.
type Undoable struct {
	Seat game.Seat `json:"seat"`
	Box  yz.Box    `json:"box"`
}

// View returns what viewer may know of s.
func (Engine) View(s State, viewer game.Seat) View {
	v := View{Viewer: viewer, Config: s.cfg, Round: s.round, Turn: s.turn, RollsUsed: s.rollsUsed,
		Dice: s.dice, Cards: s.cards, Over: s.over}
	if s.over {
		v.Winners = s.Winners()
	}
	if s.last.ok {
		v.Undo = &Undoable{Seat: s.last.seat, Box: s.last.box}
	}
	return v
}

// Card returns the score card of the seat to play.
func (v View) Card() yz.Card { return v.Cards[v.Turn] }

// RollsLeft is how many rolls remain this turn.
func (v View) RollsLeft() int { return RollsPerTurn - v.RollsUsed }

// Check reports whether the viewer may take action a now, with an error
// wrapping game.ErrGameOver, game.ErrNotYourTurn or game.ErrIllegal that
// explains a refusal. The reducer uses the same check.
func (v View) Check(a Action) error {
	if v.Over {
		return game.Refuse(game.ErrGameOver, "every box is filled")
	}
	if a.Kind == KindUndo {
		return v.checkUndo()
	}
	if v.Viewer != v.Turn {
		return game.Refuse(game.ErrNotYourTurn, "it is %s's turn", v.Turn)
	}
	switch a.Kind {
	case KindRoll:
		switch {
		case v.RollsUsed >= RollsPerTurn:
			return illegal("you have rolled three times: choose a box")
		case v.RollsUsed == 0 && a.Hold != 0:
			return illegal("roll first: there is nothing to hold before the first roll")
		case !a.Hold.Valid():
			return illegal("hold mask %#x selects dice beyond the fifth", uint8(a.Hold))
		case a.Hold == dice.FullMask:
			return illegal("every die is held: release one to roll, or choose a box")
		}
	case KindScore:
		if v.RollsUsed == 0 {
			return illegal("roll before you score")
		}
		if _, _, err := v.Card().Points(v.Dice, a.Box); err != nil {
			return illegal("%v", err)
		}
	default:
		return illegal("unknown action %q", string(a.Kind))
	}
	return nil
}

// checkUndo reports whether the viewer may take back a score now.
func (v View) checkUndo() error {
	switch {
	case v.Undo == nil && v.Viewer == v.Turn && v.RollsUsed > 0:
		return illegal("the dice have been rolled since: the last score stands")
	case v.Undo == nil:
		return illegal("there is no score to take back")
	case v.Undo.Seat != v.Viewer:
		return game.Refuse(game.ErrNotYourTurn, "only %s may take back their score", v.Undo.Seat)
	}
	return nil
}

func illegal(format string, args ...any) error {
	return game.Illegal(format, args...)
}

// Legal lists every action the viewer may take now.
func (v View) Legal() []Action {
	var out []Action
	for m := range dice.FullMask + 1 {
		if a := Roll(m); v.Check(a) == nil {
			out = append(out, a)
		}
	}
	for b := range yz.Box(yz.NumBoxes) {
		if a := ScoreBox(b); v.Check(a) == nil {
			out = append(out, a)
		}
	}
	if v.Check(Undo()) == nil { // last: a first legal action is never a take-back
		out = append(out, Undo())
	}
	return out
}
