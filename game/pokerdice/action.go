package pokerdice

import (
	"fmt"

	"teahouse/rules/dice"
)

// ActionKind names what a player does.
type ActionKind string

// The actions of the game.
const (
	// KindHold chooses which dice to keep and ends the player's hold turn.
	KindHold ActionKind = "hold"
	// KindPeek (skill) turns one of the opponent's face-down dice face up.
	KindPeek ActionKind = "peek"
	// KindForce (skill) makes one die the opponent holds reroll with their reroll.
	KindForce ActionKind = "force"
	// KindDouble (skill) makes this round count two if the player wins it.
	KindDouble ActionKind = "double"
	// KindRelock (skill) changes the holds after the reroll and rolls the
	// unheld dice once more.
	KindRelock ActionKind = "relock"
	// KindStand declines to relock after the reroll.
	KindStand ActionKind = "stand"
)

// Action is one decision of a seat. Dice is the hold mask of hold and relock;
// Die is the 0-based position of the die a peek or force targets.
type Action struct {
	Kind ActionKind `json:"kind"`
	Dice dice.Mask  `json:"dice,omitempty"`
	Die  int        `json:"die,omitempty"`
}

// Hold keeps the dice m selects and ends the hold turn.
func Hold(m dice.Mask) Action { return Action{Kind: KindHold, Dice: m} }

// Peek turns the opponent's die at position die face up.
func Peek(die int) Action { return Action{Kind: KindPeek, Die: die} }

// Force makes the opponent's held die at position die reroll.
func Force(die int) Action { return Action{Kind: KindForce, Die: die} }

// Double makes a win this round count two.
func Double() Action { return Action{Kind: KindDouble} }

// Relock holds the dice m selects and rolls the rest once more.
func Relock(m dice.Mask) Action { return Action{Kind: KindRelock, Dice: m} }

// Stand keeps the hand as rolled.
func Stand() Action { return Action{Kind: KindStand} }

// String describes the action for the log panel, with 1-based dice positions.
func (a Action) String() string {
	switch a.Kind {
	case KindHold, KindRelock:
		verb := "holds"
		if a.Kind == KindRelock {
			verb = "relocks, holding"
		}
		if a.Dice == 0 {
			return verb + " nothing"
		}
		return fmt.Sprintf("%s %s", verb, a.Dice.Words())
	case KindPeek:
		return fmt.Sprintf("peeks at die %d", a.Die+1)
	case KindForce:
		return fmt.Sprintf("forces die %d to reroll", a.Die+1)
	case KindDouble:
		return "doubles the stake"
	case KindStand:
		return "stands"
	}
	return fmt.Sprintf("does %q", string(a.Kind))
}
