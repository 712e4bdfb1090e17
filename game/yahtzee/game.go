package yahtzee

import (
	"encoding/json"
	"fmt"

	"teahouse/game"
)

// Engine is Yahtzee as the engine plays it (tables, logs, replay, the
// generic tests); Game is its value.
type Engine struct{}

// Game is the game for the engine.
var Game Engine

var (
	_ game.Game[Config, State, Action, View] = Game
	_ game.Upgrader                          = Game
)

// Name implements game.Game.
func (Engine) Name() string { return "yahtzee" }

// Version implements game.Game. Version 2 lets the seats of Config.Undo
// take back their last score until the next roll.
func (Engine) Version() int { return 2 }

// Upgrade implements game.Upgrader: a version 1 table let nobody take
// back a score, and its config names no undo seats, so it plays the same
// under version 2 as it is.
func (Engine) Upgrade(_ int, cfg json.RawMessage) (json.RawMessage, error) { return cfg, nil }

// Seats implements game.Game.
func (Engine) Seats(s State) int { return s.cfg.Seats }

// Waiting implements game.Game: the seat whose turn it is, then the seat
// that may still take back its score, when that is another.
func (Engine) Waiting(s State) []game.Seat {
	if s.over {
		return nil
	}
	if s.last.ok && s.last.seat != s.turn {
		return []game.Seat{s.turn, s.last.seat}
	}
	return game.One(s.turn)
}

// Redact implements game.Game: every die and box is public.
func (Engine) Redact(e game.Event, _ game.Seat) game.Event { return e }

// Legal implements game.Game: every action, listed.
func (Engine) Legal(v View) ([]Action, bool) { return v.Legal(), true }

// Check implements game.Game.
func (Engine) Check(v View, a Action) error { return v.Check(a) }

// Outcome implements game.Game: the highest totals win; the seats are
// rated by the order of their totals.
func (Engine) Outcome(s State) game.Outcome {
	o := game.Outcome{Over: s.over}
	if s.over {
		o.Winners = s.Winners()
	}
	for i := range s.cfg.Seats {
		t := s.cards[i].Total()
		o.Seats = append(o.Seats, game.SeatResult{Score: float64(t), Line: fmt.Sprintf("%d points", t)})
	}
	if s.over {
		o.Contests = game.ByScore(o.Scores())
	}
	return o
}
