package shengji

import (
	"teahouse/game"
	"teahouse/rules/cards"
)

// Engine is Shengji as the engine plays it; Game is its value.
type Engine struct{}

// Game is the game for the engine.
var Game Engine

var _ game.Game[Config, State, Action, View] = Game

// Name implements game.Game.
func (Engine) Name() string { return "shengji" }

// Version implements game.Game.
func (Engine) Version() int { return 1 }

// Seats implements game.Game: four.
func (Engine) Seats(State) int { return Seats }

// Waiting implements game.Game: the seat to act, until the game ends.
func (Engine) Waiting(s State) []game.Seat {
	if s.phase == PhaseOver {
		return nil
	}
	return game.One(s.turn)
}

// Legal implements game.Game: the declarations and the follows are all
// listed (up to followLimit follows); leads list the single units but
// not the throws, and burials are a sample, so those are not complete.
func (Engine) Legal(v View) ([]Action, bool) { return v.Legal() }

// Check implements game.Game.
func (Engine) Check(v View, a Action) error { return v.Check(a) }

// Redact implements game.Game: a dealt card, the kitty and the buried
// cards are seen by their seat alone (and the omniscient viewer); every
// other event is public.
func (Engine) Redact(e game.Event, viewer game.Seat) game.Event {
	switch e := e.(type) {
	case CardDealt:
		if viewer != e.Seat && viewer != game.Omniscient {
			e.Card = cards.Card{}
		}
		return e
	case KittyTaken:
		if viewer != e.Seat && viewer != game.Omniscient {
			e.Kitty = Set{}
		}
		return e
	case Buried:
		if viewer != e.Seat && viewer != game.Omniscient {
			e.Cards = Set{}
		}
		return e
	}
	return e
}

// Outcome implements game.Game: the team that won a deal as defenders at
// A wins; after the last deal, the team with the higher level (level
// teams draw), and so the partnerships are rated. A seat's score is its
// team's level, 2 to 14 (A).
func (Engine) Outcome(s State) game.Outcome {
	o := game.Outcome{Over: s.phase == PhaseOver, Teams: [][]game.Seat{{0, 2}, {1, 3}}}
	if o.Over && s.winner >= 0 {
		o.Winners = []game.Seat{game.Seat(s.winner), game.Seat(s.winner + 2)}
	}
	for i := range game.Seat(Seats) {
		l := s.levels[team(i)]
		line := "level " + l.String()
		if o.Over && s.champion && s.winner == team(i) {
			line = "won at A"
		}
		o.Seats = append(o.Seats, game.SeatResult{Score: float64(levelIndex(l)), Line: line})
	}
	if o.Over {
		o.Contests = []game.Contest{{Sides: o.Teams, Places: places(s.winner)}}
	}
	return o
}
