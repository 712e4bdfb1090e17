package game

import (
	"fmt"
	"strings"
)

// Seat numbers a place at the table, from 0.
type Seat int

// Spectator is the viewer who holds no seat and sees only public information.
const Spectator Seat = -1

// NoSeat marks "nobody", for example the winner of a drawn round.
const NoSeat Seat = -2

// Omniscient is the viewer who sees every face: the audience of a replay, or
// of a table where no human sits. It is never the view of a seat's player.
const Omniscient Seat = -3

// String names the seat as players do: "P1", "P2", ... or "spectator".
func (s Seat) String() string {
	switch {
	case s >= 0:
		return fmt.Sprintf("P%d", int(s)+1)
	case s == Spectator:
		return "spectator"
	case s == Omniscient:
		return "omniscient"
	default:
		return "nobody"
	}
}

// Controller says who makes a seat's decisions.
type Controller string

// The controllers of a seat.
const (
	// Human is a person at this keyboard (several humans take turns: hot seat).
	Human Controller = "human"
	// AI is a computer player of some level.
	AI Controller = "ai"
)

// Player describes who sits in a seat.
type Player struct {
	// Name is shown on screen, for example "You" or "AI (optimal)".
	Name string `json:"name"`
	// Controller is Human or AI.
	Controller Controller `json:"controller"`
	// Level names the AI's strength; empty for humans.
	Level string `json:"level,omitempty"`
}

// ParsePlayer reads "human" or "ai:LEVEL" (plain "ai" means defaultLevel),
// checking the level against levels.
func ParsePlayer(s, defaultLevel string, levels []string) (Player, error) {
	if s == string(Human) {
		return Player{Name: "You", Controller: Human}, nil
	}
	level, ok := strings.CutPrefix(s, "ai")
	if ok && (level == "" || strings.HasPrefix(level, ":")) {
		level = strings.TrimPrefix(level, ":")
		if level == "" {
			level = defaultLevel
		}
		for _, l := range levels {
			if l == level {
				return Player{Name: "AI (" + level + ")", Controller: AI, Level: level}, nil
			}
		}
	}
	return Player{}, fmt.Errorf("%q: want human or ai:LEVEL with LEVEL one of %s", s, strings.Join(levels, ", "))
}
