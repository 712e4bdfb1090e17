package yahtzee

import (
	"errors"
	"fmt"
	"strings"

	gy "teahouse/game/yahtzee"
)

// Player is a computer player. Decide is called when the view's viewer is
// to move (v.Viewer == v.Turn, the game not over) and returns an action
// that v.Check accepts; for any other view it returns an action Check
// refuses. A Player sees nothing but the view and keeps no state between
// calls, so one value may serve any number of seats and goroutines.
type Player interface {
	Decide(v gy.View) gy.Action
}

// Levels lists the AI levels New accepts, weakest first.
var Levels = []string{"greedy", "optimal"}

// Errors of New.
var (
	// ErrUnknownLevel reports a level that New does not know.
	ErrUnknownLevel = errors.New("unknown AI level")
	// ErrNoTable reports an optimal player asked for without a table.
	ErrNoTable = errors.New("the optimal player needs the strategy table")
)

// New returns the computer player of a level listed in Levels. The optimal
// player plays from t (see Load); the greedy player needs no table, and t
// may then be nil.
func New(level string, t *Table) (Player, error) {
	switch level {
	case "greedy":
		return greedyPlayer{}, nil
	case "optimal":
		if t == nil {
			return nil, ErrNoTable
		}
		return optimalPlayer{t: t}, nil
	}
	return nil, fmt.Errorf("%w %q: want %s", ErrUnknownLevel, level, strings.Join(Levels, " or "))
}

// NeedsTable reports whether New needs a table for level.
func NeedsTable(level string) bool { return level == "optimal" }

// Describe explains in one sentence how a level plays, for setup screens and
// docs; it returns "" for an unknown level.
func Describe(level string) string {
	switch level {
	case "greedy":
		return "holds for the best expected score this turn and takes the highest-scoring box, ignoring the rest of the game"
	case "optimal":
		return "plays the solitaire optimum: every hold and box maximises the expected final score of the whole game"
	}
	return ""
}

// toMove reports whether v asks its viewer for a decision.
func toMove(v gy.View) bool {
	return !v.Over && v.Viewer == v.Turn && v.Viewer >= 0 && int(v.Viewer) < gy.MaxSeats
}

// refused is the action returned for a view that asks nothing of its
// viewer: Check refuses every action then.
var refused = gy.Roll(0)
