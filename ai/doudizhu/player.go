package doudizhu

import (
	"errors"
	"fmt"
	"strings"

	gd "teahouse/game/doudizhu"
)

// Player is a computer player. Decide is called only when the view's
// viewer is to move and returns an action v.Check accepts.
type Player interface {
	Decide(v gd.View) gd.Action
}

// Levels lists the AI levels New accepts, weakest first.
var Levels = []string{"simple", "rule", "expert"}

// ErrUnknownLevel reports a level that New does not know.
var ErrUnknownLevel = errors.New("unknown AI level")

// New returns a fresh computer player of a level listed in Levels.
func New(level string) (Player, error) {
	switch level {
	case "simple":
		return simplePlayer{}, nil
	case "rule":
		return rulePlayer{}, nil
	case "expert":
		return expertPlayer{playouts: DefaultPlayouts, work: DefaultWork, stakeSamples: DefaultStakeSamples}, nil
	}
	return nil, fmt.Errorf("%w %q: want %s", ErrUnknownLevel, level, strings.Join(Levels, " or "))
}
