package pokerdice

import (
	"fmt"

	"teahouse/game"
)

// Engine is Risk Choice as the engine plays it (tables, logs, replay, the
// generic tests); Game is its value.
type Engine struct{}

// Game is the game for the engine.
var Game Engine

var _ game.Game[Config, State, Action, View] = Game

// Name implements game.Game.
func (Engine) Name() string { return "pokerdice" }

// Version implements game.Game.
func (Engine) Version() int { return 1 }

// Seats implements game.Game: two.
func (Engine) Seats(State) int { return Seats }

// Waiting implements game.Game: the seat whose decision the match waits
// for, until it is over.
func (Engine) Waiting(s State) []game.Seat {
	if s.phase == PhaseOver {
		return nil
	}
	return game.One(s.turn)
}

// Legal implements game.Game: every action, listed.
func (Engine) Legal(v View) ([]Action, bool) { return v.Legal(), true }

// Check implements game.Game.
func (Engine) Check(v View, a Action) error { return v.Check(a) }

// Outcome implements game.Game: the match winner, and each seat's points,
// which rate the seats.
func (Engine) Outcome(s State) game.Outcome {
	o := game.Outcome{Over: s.phase == PhaseOver}
	if o.Over {
		o.Winners = []game.Seat{s.winner}
	}
	for _, p := range s.players {
		o.Seats = append(o.Seats, game.SeatResult{Score: float64(p.points), Line: fmt.Sprintf("%d %s", p.points, plural(p.points, "point", "points"))})
	}
	if o.Over {
		o.Contests = game.ByScore(o.Scores())
	}
	return o
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
