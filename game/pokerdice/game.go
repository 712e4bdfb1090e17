package pokerdice

import (
	"fmt"

	"teahouse/game"
)

// Rules is Risk Choice as the engine plays it (tables, logs, replay, the
// generic tests); Game is its value.
type Rules struct{}

// Game is the game for the engine.
var Game Rules

var _ game.Game[Config, State, Action, View] = Game

// Name implements game.Game.
func (Rules) Name() string { return "pokerdice" }

// Version implements game.Game.
func (Rules) Version() int { return 1 }

// Seats implements game.Game: two.
func (Rules) Seats(State) int { return Seats }

// Waiting implements game.Game: the seat whose decision the match waits
// for, until it is over.
func (Rules) Waiting(s State) []game.Seat {
	if s.phase == PhaseOver {
		return nil
	}
	return game.One(s.turn)
}

// Legal implements game.Game: every action, listed.
func (Rules) Legal(v View) ([]Action, bool) { return v.Legal(), true }

// Check implements game.Game.
func (Rules) Check(v View, a Action) error { return v.Check(a) }

// Outcome implements game.Game: the match winner, and each seat's points.
func (Rules) Outcome(s State) game.Outcome {
	o := game.Outcome{Over: s.phase == PhaseOver}
	if o.Over {
		o.Winners = []game.Seat{s.winner}
	}
	for _, p := range s.players {
		o.Seats = append(o.Seats, game.SeatResult{Score: float64(p.points), Line: fmt.Sprintf("%d %s", p.points, plural(p.points, "point", "points"))})
	}
	return o
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
