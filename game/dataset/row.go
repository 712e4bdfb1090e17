package dataset

import (
	"strconv"

	"teahouse/game"
)

// Row is one action of a logged game, with how the game ended for the seat
// that took it.
type Row struct {
	// Game is the game's name, as in the log's header.
	Game string `json:"game"`
	// File is the log's file name, without its directory.
	File string `json:"file"`
	// GameIndex and RunSeed say which game of which run the log holds, as
	// its name says (game.RunLogName); a log saved by a screen is game 0
	// of a run of its own seed.
	GameIndex int    `json:"game_index"`
	RunSeed   uint64 `json:"run_seed"`
	// Seed is the game's own seed, from the header: it replays the game.
	Seed uint64 `json:"seed"`
	// Seat is the seat that acted: P1, P2, ...
	Seat string `json:"seat"`
	// Level is the seat's computer level, exec:COMMAND for a program, or
	// human or remote for a person.
	Level string `json:"level"`
	// Step numbers the game's actions from 1.
	Step int `json:"step"`
	// Action is the action in the game's notation (its String method, as
	// a screen's log reads it).
	Action string `json:"action"`
	// Over is false for a game that was left before its end; Won, Score
	// and Result are then how it stood.
	Over bool `json:"over"`
	// Won is true when the seat is among the game's winners.
	Won bool `json:"won"`
	// Score and Result are the seat's final result: the game's measure
	// (game.SeatResult.Score) and its line in words.
	Score  float64 `json:"score"`
	Result string  `json:"result"`
}

// Columns names the fields of a Row in the order CSV writes them; they
// are the names of its JSON fields too.
var Columns = []string{"game", "file", "game_index", "run_seed", "seed", "seat", "level", "step", "action", "over", "won", "score", "result"}

// record is the row as CSV fields, in the order of Columns.
func (r Row) record() []string {
	return []string{
		r.Game, r.File, strconv.Itoa(r.GameIndex), strconv.FormatUint(r.RunSeed, 10), strconv.FormatUint(r.Seed, 10),
		r.Seat, r.Level, strconv.Itoa(r.Step), r.Action, strconv.FormatBool(r.Over), strconv.FormatBool(r.Won),
		strconv.FormatFloat(r.Score, 'g', -1, 64), r.Result,
	}
}

// levelOf names who played a seat, for the Level column.
func levelOf(p game.Player) string {
	switch {
	case p.Kind == game.Program:
		return "exec:" + p.Command
	case p.Level != "":
		return p.Level
	}
	return string(p.Kind)
}
