package game

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// Seat numbers a place at the table, from 0.
type Seat int

// Spectator is the viewer who holds no seat and sees only public information.
const Spectator Seat = -1

// NoSeat marks "nobody", for example the winner of a drawn round.
const NoSeat Seat = -2

// Omniscient is the viewer who sees every face: the audience of a replay, or
// of a table where no person sits. It is never the view of a seat's player.
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

// Kind says who makes a seat's decisions.
type Kind string

// The kinds of seat.
const (
	// Human is a person at this keyboard (several take turns: hot seat).
	Human Kind = "human"
	// AI is a computer player of some level.
	AI Kind = "ai"
	// Program is an outside program that answers each decision as JSON.
	Program Kind = "exec"
	// Remote is a person at another terminal (over SSH).
	Remote Kind = "remote"
)

// Player is who sits in a seat. ID is the identity that records (bankrolls,
// statistics) are kept under; Name is only a label, and "You" is how a
// screen shows a viewer their own seat, never a name.
type Player struct {
	// ID is stable across games: "local:alice" for a person at this
	// keyboard, "ai:optimal", "exec:python3 bot.py".
	ID string `json:"id,omitempty"`
	// Name labels the player, such as "alice" or "Player 2"; empty for a
	// computer or a program, which screens name by level or command.
	Name string `json:"name,omitempty"`
	// Kind says who decides.
	Kind Kind `json:"kind"`
	// Level names an AI's strength.
	Level string `json:"level,omitempty"`
	// Command is the program of a Program seat, as typed after exec:.
	Command string `json:"command,omitempty"`
}

// UnmarshalJSON reads a player, also in the form logs had before players
// had IDs: {"name": "You", "controller": "human"}.
func (p *Player) UnmarshalJSON(b []byte) error {
	type plain Player
	var v struct {
		plain
		Controller Kind `json:"controller"`
	}
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&v); err != nil {
		return err
	}
	*p = Player(v.plain)
	if p.Kind == "" {
		p.Kind = v.Controller
	}
	if p.Kind == "" {
		return fmt.Errorf("player %q has no kind", p.Name)
	}
	return nil
}

// SeatSpec is how a seat is written on the command line: human, ai:LEVEL
// (or just LEVEL) or exec:COMMAND.
const SeatSpec = "human, ai:LEVEL or exec:COMMAND"

// ParseSeat reads a seat written as human, ai:LEVEL or LEVEL alone (LEVEL
// one of levels), or exec:COMMAND. A person gets no ID or name: who they
// are is the caller's to say.
func ParseSeat(s string, levels []string) (Player, error) {
	if slices.Contains(levels, s) {
		s = "ai:" + s
	}
	switch kind, rest, _ := strings.Cut(s, ":"); Kind(kind) {
	case Human:
		if rest == "" && !strings.Contains(s, ":") {
			return Player{Kind: Human}, nil
		}
	case AI:
		if slices.Contains(levels, rest) {
			return Player{ID: "ai:" + rest, Kind: AI, Level: rest}, nil
		}
		return Player{}, fmt.Errorf("%q: want ai:LEVEL with LEVEL %s", s, OrList(levels))
	case Program:
		if cmd := strings.TrimSpace(rest); cmd != "" {
			return Player{ID: "exec:" + cmd, Kind: Program, Command: cmd}, nil
		}
		return Player{}, fmt.Errorf("%q: want exec:COMMAND, the program to run", s)
	}
	return Player{}, fmt.Errorf("%q: want %s (LEVEL %s)", s, SeatSpec, OrList(levels))
}

// OrList writes "a, b or c".
func OrList(vs []string) string {
	if len(vs) < 2 {
		return strings.Join(vs, "")
	}
	return strings.Join(vs[:len(vs)-1], ", ") + " or " + vs[len(vs)-1]
}

// seatList backs One: a shared, read-only list of seats.
var seatList = [...]Seat{0, 1, 2, 3, 4, 5, 6, 7}

// One returns the list of just seat, without allocating, for a game's
// Waiting: callers never write into it (and an append copies it).
func One(seat Seat) []Seat {
	if seat < 0 || int(seat) >= len(seatList) {
		return []Seat{seat}
	}
	return seatList[seat : seat+1 : seat+1]
}
