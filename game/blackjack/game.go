package blackjack

import (
	"encoding/json"
	"fmt"

	"teahouse/game"
	bj "teahouse/rules/blackjack"
)

// Engine is Blackjack as the engine plays it (tables, logs, replay, the
// generic tests); Game is its value.
type Engine struct{}

// Game is the game for the engine.
var Game Engine

var (
	_ game.Game[Config, State, Action, View] = Game
	_ game.Upgrader                          = Game
)

// Name implements game.Game.
func (Engine) Name() string { return "blackjack" }

// Version implements game.Game. Version 2 gives a seat that cannot bet the
// minimum its turn (see Config.BrokeSitsOut).
func (Engine) Version() int { return 2 }

// Upgrade implements game.Upgrader: a version 1 table sat broke seats out
// at once.
func (Engine) Upgrade(version int, cfg json.RawMessage) (json.RawMessage, error) {
	var c map[string]json.RawMessage
	if err := json.Unmarshal(cfg, &c); err != nil {
		return nil, err
	}
	if version == 1 {
		c["broke_sits_out"] = json.RawMessage("true")
	}
	return json.Marshal(c)
}

// Seats implements game.Game.
func (Engine) Seats(s State) int { return s.cfg.Seats }

// Waiting implements game.Game: the seat to decide and, while bets are
// placed, every other seat that may take a new bankroll out of turn.
func (Engine) Waiting(s State) []game.Seat {
	if s.phase == PhaseOver {
		return nil
	}
	if s.phase != PhaseBetting {
		return game.One(s.turn)
	}
	out := []game.Seat{s.turn}
	for i := range game.Seat(s.cfg.Seats) {
		if i != s.turn && Game.View(s, i).Check(Rebuy()) == nil {
			out = append(out, i)
		}
	}
	return out
}

// Legal implements game.Game: bets and insurance stakes are a sample (see
// View.Legal).
func (Engine) Legal(v View) ([]Action, bool) { return v.Legal(), false }

// Check implements game.Game.
func (Engine) Check(v View, a Action) error { return v.Check(a) }

// Outcome implements game.Game: each seat's net result against the chips
// it sat down with and the new bankrolls it took; the seats that ended
// ahead win. Played against the house, it rates nobody: no contests.
func (Engine) Outcome(s State) game.Outcome {
	o := game.Outcome{Over: s.phase == PhaseOver}
	for i := range s.cfg.Seats {
		net := s.Net(game.Seat(i))
		o.Seats = append(o.Seats, game.SeatResult{Score: float64(net) / 2, Line: fmt.Sprintf("%s%s chips", sign(net), net)})
		if o.Over && net > 0 {
			o.Winners = append(o.Winners, game.Seat(i))
		}
	}
	return o
}

// Net returns what seat has won (positive) or lost at the table between
// rounds: its chips less those it sat down with and the new bankrolls it
// took.
func (s State) Net(seat game.Seat) bj.Amount { return netOf(s.cfg, s.spots[seat], seat) }

// Net returns what seat has won (positive) or lost at the table between
// rounds, as State.Net.
func (v View) Net(seat game.Seat) bj.Amount { return netOf(v.Config, v.Spots[seat], seat) }

// netOf is what the seat of spot p has won or lost at a table of cfg.
func netOf(cfg Config, p Spot, seat game.Seat) bj.Amount {
	start := bj.Chips(cfg.Bankroll)
	if cfg.Start[seat] > 0 {
		start = cfg.Start[seat]
	}
	return p.Bankroll - start - bj.Chips(p.Rebuys*cfg.Bankroll)
}

func sign(a bj.Amount) string {
	if a > 0 {
		return "+"
	}
	return ""
}
