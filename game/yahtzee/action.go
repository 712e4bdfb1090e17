package yahtzee

import (
	"fmt"

	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// ActionKind names what a player does.
type ActionKind string

// The actions of the game.
const (
	// KindRoll rolls the dice not held (all five on the turn's first roll).
	KindRoll ActionKind = "roll"
	// KindScore scores the dice in a box and ends the turn.
	KindScore ActionKind = "score"
	// KindUndo takes back the seat's last score, until the next roll (see
	// Config.Undo).
	KindUndo ActionKind = "undo"
)

// Action is one decision: Hold is the mask kept by a roll, Box the box
// scored.
type Action struct {
	Kind ActionKind `json:"kind"`
	Hold dice.Mask  `json:"hold,omitempty"`
	Box  yz.Box     `json:"box,omitempty"`
}

// Roll rolls every die that hold does not keep.
func Roll(hold dice.Mask) Action { return Action{Kind: KindRoll, Hold: hold} }

// ScoreBox scores the dice in box b.
func ScoreBox(b yz.Box) Action { return Action{Kind: KindScore, Box: b} }

// Undo takes back the last score.
func Undo() Action { return Action{Kind: KindUndo} }

// String describes the action for the log.
func (a Action) String() string {
	switch a.Kind {
	case KindRoll:
		if a.Hold == 0 {
			return "rolls"
		}
		return "holds " + a.Hold.Words() + " and rolls"
	case KindScore:
		return "scores " + a.Box.String()
	case KindUndo:
		return "takes back the last score"
	}
	return fmt.Sprintf("does %q", string(a.Kind))
}
