package pokerdice

import (
	"errors"
	"fmt"
	"strings"

	gp "teahouse/game/pokerdice"
)

// Player is a computer player. Decide is called only when the view's viewer
// is to move (v.Viewer == v.Turn) and returns an action that v.Check accepts
// (for any other view it returns an action Check refuses).
// A Player sees nothing but the view and keeps no state between calls, so one
// value may serve any number of seats and goroutines.
type Player interface {
	Decide(v gp.View) gp.Action
}

// Levels lists the AI levels New accepts, weakest first.
var Levels = []string{"simple", "optimal"}

// ErrUnknownLevel reports a level that New does not know.
var ErrUnknownLevel = errors.New("unknown AI level")

// New returns the computer player of a level listed in Levels.
func New(level string) (Player, error) {
	switch level {
	case "simple":
		return simplePlayer{}, nil
	case "optimal":
		return optimalPlayer{}, nil
	}
	return nil, fmt.Errorf("%w %q: want %s", ErrUnknownLevel, level, strings.Join(Levels, " or "))
}

// Describe explains in one sentence how a level plays, for setup screens and
// docs; it returns "" for an unknown level.
func Describe(level string) string {
	switch level {
	case "simple":
		return "keeps its pairs and better (under the strict rule its largest group), never uses skills"
	case "optimal":
		return "chooses the hold with the best exact chance to win, assuming a best-responding opponent when it holds first"
	}
	return ""
}
