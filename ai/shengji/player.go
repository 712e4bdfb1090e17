package shengji

import (
	"errors"
	"fmt"
	"strings"

	gs "teahouse/game/shengji"
)

// Player is a computer player. Decide is called only when the view's
// viewer is to move and returns an action v.Check accepts.
type Player interface {
	Decide(v gs.View) gs.Action
}

// Levels lists the AI levels New accepts, weakest first.
var Levels = []string{"greedy", "rule", "expert"}

// ErrUnknownLevel reports a level that New does not know.
var ErrUnknownLevel = errors.New("unknown AI level")

// New returns a fresh computer player of a level listed in Levels.
func New(level string) (Player, error) {
	switch level {
	case "greedy":
		return greedyPlayer{}, nil
	case "rule":
		return rulePlayer{}, nil
	case "expert":
		return newExpert(), nil
	}
	return nil, fmt.Errorf("%w %q: want %s", ErrUnknownLevel, level, strings.Join(Levels, ", "))
}
