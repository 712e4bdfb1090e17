package pokerdice

import (
	"teahouse/game"
	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

// Seats is the number of players.
const Seats = 2

// Phase is the stage of a round.
type Phase uint8

const (
	// PhaseHold: players choose holds in turn, the round's starter first.
	PhaseHold Phase = iota
	// PhaseRelock: after the reroll, players with the Relock skill left
	// decide whether to use it (skills variant only).
	PhaseRelock
	// PhaseOver: the match has ended.
	PhaseOver
)

// String names the phase.
func (p Phase) String() string {
	switch p {
	case PhaseHold:
		return "hold"
	case PhaseRelock:
		return "relock"
	}
	return "over"
}

// MarshalText writes the phase as its name, for programs reading a view.
func (x Phase) MarshalText() ([]byte, error) { return []byte(x.String()), nil }

// RoundResult is a finished round: both final hands, their ranks and who won.
type RoundResult struct {
	Round  int              `json:"round"`
	Hands  [Seats]dice.Hand `json:"hands"`
	Ranks  [Seats]pd.Rank   `json:"ranks"`
	Winner game.Seat        `json:"winner"` // game.NoSeat for a draw
	Points int              `json:"points"` // what the win was worth: 1, or 2 when doubled
	Score  [Seats]int       `json:"score"`  // match points after the round
}

// State is the authoritative state of a match. It is a plain value: copying
// it copies everything, the RNG included. Show a seat only Game.View(state, seat).
type State struct {
	cfg     Config
	rng     game.RNG
	round   int
	phase   Phase
	turn    game.Seat
	players [Seats]player
	last    RoundResult
	winner  game.Seat
}

// player is one seat's part of the state.
type player struct {
	dice    dice.Hand
	held    dice.Mask
	decided bool      // made this phase's decision
	faceUp  dice.Mask // positions the opponent and spectators can see
	forced  dice.Mask // held positions the opponent forced to reroll
	doubled bool
	used    [numSkills]bool
	points  int
}

// Round returns the current round number, from 1.
func (s State) Round() int { return s.round }

// Over reports whether the match has ended.
func (s State) Over() bool { return s.phase == PhaseOver }

// Winner returns the match winner, or game.NoSeat while it is running.
func (s State) Winner() game.Seat { return s.winner }

// Score returns both players' match points.
func (s State) Score() [Seats]int { return [Seats]int{s.players[0].points, s.players[1].points} }

// Last returns the most recent finished round (Round is 0 before the first).
func (s State) Last() RoundResult { return s.last }

// Config returns the match's config with defaults filled in.
func (s State) Config() Config { return s.cfg }

// starter is the seat that holds first in the current round.
func (s State) starter() game.Seat {
	return (s.cfg.FirstStarter + game.Seat(s.round-1)) % Seats
}

func other(seat game.Seat) game.Seat { return 1 - seat }
