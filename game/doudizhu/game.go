package doudizhu

import (
	"fmt"

	"teahouse/game"
)

// Engine is Dou Dizhu as the engine plays it; Game is its value.
type Engine struct{}

// Game is the game for the engine.
var Game Engine

var _ game.Game[Config, State, Action, View] = Game

// Name implements game.Game.
func (Engine) Name() string { return "doudizhu" }

// Version implements game.Game.
func (Engine) Version() int { return 1 }

// Seats implements game.Game: three.
func (Engine) Seats(State) int { return Seats }

// Waiting implements game.Game: the seat to act, until the session ends.
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

// Redact implements game.Game: a seat sees only its own dealt hand (and
// those played face up from before the deal), and
// nobody the bottom cards as they are dealt; every other event is public
// (the bottom cards the landlord takes, the landlord's shown hand, plays,
// the hands at the end of a deal).
func (Engine) Redact(e game.Event, viewer game.Seat) game.Event {
	if d, ok := e.(Dealt); ok && viewer != game.Omniscient {
		for i := range Seats {
			if game.Seat(i) != viewer && !d.Open[i] {
				d.Hands[i] = 0
			}
		}
		d.Bottom = 0
		return d
	}
	return e
}

// Outcome implements game.Game: the seats with the highest session score
// win; each deal rates its landlord against its peasants.
func (Engine) Outcome(s State) game.Outcome {
	o := game.Outcome{Over: s.phase == PhaseOver}
	best := s.scores[0]
	for _, sc := range s.scores {
		best = max(best, sc)
	}
	for i, sc := range s.scores {
		if o.Over && sc == best {
			o.Winners = append(o.Winners, game.Seat(i))
		}
		o.Seats = append(o.Seats, game.SeatResult{Score: float64(sc), Line: fmt.Sprintf("%+d %s", sc, plural(sc))})
	}
	if o.Over {
		o.Contests = contests(s.history)
	}
	return o
}

func plural(n int) string {
	if n == 1 || n == -1 {
		return "point"
	}
	return "points"
}
