package yahtzee

import (
	"fmt"

	"teahouse/game"
)

// Rules is Yahtzee as the engine plays it (tables, logs, replay, the
// generic tests); Game is its value.
type Rules struct{}

// Game is the game for the engine.
var Game Rules

var _ game.Game[Config, State, Action, View] = Game

// Name implements game.Game.
func (Rules) Name() string { return "yahtzee" }

// Version implements game.Game.
func (Rules) Version() int { return 1 }

// Seats implements game.Game.
func (Rules) Seats(s State) int { return s.cfg.Seats }

// Waiting implements game.Game: the seat whose turn it is.
func (Rules) Waiting(s State) []game.Seat {
	if s.over {
		return nil
	}
	return game.One(s.turn)
}

// Redact implements game.Game: every die and box is public.
func (Rules) Redact(e game.Event, _ game.Seat) game.Event { return e }

// Legal implements game.Game: every action, listed.
func (Rules) Legal(v View) ([]Action, bool) { return v.Legal(), true }

// Check implements game.Game.
func (Rules) Check(v View, a Action) error { return v.Check(a) }

// Outcome implements game.Game: the highest totals win.
func (Rules) Outcome(s State) game.Outcome {
	o := game.Outcome{Over: s.over}
	if s.over {
		o.Winners = s.Winners()
	}
	for i := range s.cfg.Seats {
		t := s.cards[i].Total()
		o.Seats = append(o.Seats, game.SeatResult{Score: float64(t), Line: fmt.Sprintf("%d points", t)})
	}
	return o
}
