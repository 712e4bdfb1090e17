// Package replay opens a saved game log for a game screen to play back:
// it reads and checks the log, names the file and line of anything wrong in
// it, and tracks how far the playback has come.
//
//	tbl, r, err := replay.Load(gp.Game, data, "games/x.jsonl", game.Fast, func(gp.Config) int { return 2 })
//	// the screen applies r.Log.Entries[moves] one at a time while r.Next(moves)
package replay

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"

	"teahouse/game"
	"teahouse/tui/screen"
)

// Replay is a saved game being played back on screen. The zero value is no
// replay: a live game.
type Replay[A any] struct {
	On      bool
	Name    string // the file, for the header and errors
	Log     game.Log[A]
	Playing bool // actions follow each other at the table's speed
}

// Next reports whether an action is left after moves actions.
func (r Replay[A]) Next(moves int) bool { return r.On && moves < len(r.Log.Entries) }

// At returns the entry to play after moves actions, if one is left.
func (r Replay[A]) At(moves int) (game.Entry[A], bool) {
	if !r.Next(moves) || moves < 0 {
		return game.Entry[A]{}, false
	}
	return r.Log.Entries[moves], true
}

// Step returns the entry to play after moves actions; when none is left it
// stops the playing and reports false.
func (r *Replay[A]) Step(moves int) (game.Entry[A], bool) {
	e, ok := r.At(moves)
	if !ok {
		r.Playing = false
	}
	return e, ok
}

// PlaysOn reports whether a playing replay goes on to the action after
// moves; when it does not, it stops the playing.
func (r *Replay[A]) PlaysOn(moves int) bool {
	if r.Playing && r.Next(moves) {
		return true
	}
	r.Playing = false
	return false
}

// Load reads a saved log of rules' game, checks that every action in it
// replays, and returns a fresh table of that game ready to apply them, with
// the replay. seats says how many seats a config has; seats the header does
// not name are humans named by seat. An unknown speed plays at normal speed.
// Errors wrap game.ErrCorruptLog and name the file and line.
func Load[C, S, A, V any](rules game.Game[C, S, A, V], data []byte, name string, speed game.Speed, seats func(C) int) (screen.Table[C, S, A, V], Replay[A], error) {
	var zero screen.Table[C, S, A, V]
	l, err := game.ReadLog[A](bytes.NewReader(data), name, rules.Name())
	if err != nil {
		return zero, Replay[A]{}, err // names the file and line already
	}
	if _, err := game.Replay(rules, l); err != nil {
		return zero, Replay[A]{}, locate(rules, err, l, data, name)
	}
	var cfg C
	if err := json.Unmarshal(l.Header.Config, &cfg); err != nil {
		return zero, Replay[A]{}, fmt.Errorf("%s:1: %w: config: %v", name, game.ErrCorruptLog, err)
	}
	if _, err := game.ParseSpeed(string(speed)); err != nil {
		speed = game.Normal
	}
	players := make([]game.Player, seats(cfg))
	for i := range players {
		players[i] = game.Player{Name: game.Seat(i).String(), Kind: game.Human}
		if i < len(l.Header.Players) {
			players[i] = l.Header.Players[i]
		}
	}
	tbl, err := screen.NewTable(rules, cfg, l.Header.Seed, players, speed, l.Header.Started)
	if err != nil {
		return zero, Replay[A]{}, fmt.Errorf("%s:1: %w: %v", name, game.ErrCorruptLog, err)
	}
	return tbl, Replay[A]{On: true, Name: name, Log: l}, nil
}

// locate names the line of the entry that game.Replay refused, replaying the
// log once more step by step to find it; header problems are on line 1.
func locate[C, S, A, V any](rules game.Game[C, S, A, V], err error, l game.Log[A], data []byte, name string) error {
	lines := entryLines(data)
	var cfg C
	if json.Unmarshal(l.Header.Config, &cfg) == nil {
		if s, e := rules.New(cfg, l.Header.Seed); e == nil {
			for i, en := range l.Entries {
				var rerr error
				if s, _, rerr = rules.Reduce(s, en.Seat, en.Action); rerr != nil && i < len(lines) {
					return fmt.Errorf("%s:%d: %w", name, lines[i], err)
				}
			}
		}
	}
	return fmt.Errorf("%s:1: %w", name, err)
}

// entryLines returns the 1-based line of each entry of a log, skipping the
// header and blank lines as game.ReadLog does.
func entryLines(data []byte) []int {
	var out []int
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for line := 1; sc.Scan(); line++ {
		if line > 1 && len(bytes.TrimSpace(sc.Bytes())) > 0 {
			out = append(out, line)
		}
	}
	return out
}
