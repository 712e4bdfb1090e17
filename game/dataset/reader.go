package dataset

import (
	"bytes"
	"fmt"
	"path/filepath"

	"teahouse/game"
)

// Reader reads the logs of one game.
type Reader interface {
	// Name is the game's name, as logs' headers give it.
	Name() string
	// Read reads and replays one log; file names it in errors and rows.
	Read(data []byte, file string) (Log, error)
}

// Log is one game's log, read and replayed, ready to be flattened.
type Log interface {
	// Rows hands yield one row per action, in order, and stops at its
	// first error.
	Rows(yield func(Row) error) error
}

// For returns the Reader of g's logs; actions are written in the
// notation of their String method.
func For[C, S any, A fmt.Stringer, V any](g game.Game[C, S, A, V]) Reader {
	return reader[C, S, A, V]{g}
}

type reader[C, S any, A fmt.Stringer, V any] struct {
	g game.Game[C, S, A, V]
}

func (r reader[C, S, A, V]) Name() string { return r.g.Name() }

func (r reader[C, S, A, V]) Read(data []byte, file string) (Log, error) {
	l, err := game.ReadLog[A](bytes.NewReader(data), file, r.g.Name())
	if err != nil {
		return nil, err
	}
	s, err := game.Replay(r.g, l)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return played[A]{log: l, file: filepath.Base(file), outcome: r.g.Outcome(s)}, nil
}

// played is a log that replayed, and how its game ended.
type played[A fmt.Stringer] struct {
	log     game.Log[A]
	file    string
	outcome game.Outcome
}

func (p played[A]) Rows(yield func(Row) error) error {
	h := p.log.Header
	index, runSeed := 0, h.Seed
	if _, seed, i, ok := game.ParseRunLogName(p.file); ok {
		index, runSeed = i, seed
	}
	for i, e := range p.log.Entries {
		row := Row{Game: h.Game, File: p.file, GameIndex: index, RunSeed: runSeed, Seed: h.Seed,
			Seat: e.Seat.String(), Step: i + 1, Action: e.Action.String(), Over: p.outcome.Over, Won: p.outcome.Won(e.Seat)}
		if int(e.Seat) < len(h.Players) {
			row.Level = levelOf(h.Players[e.Seat])
		}
		if int(e.Seat) < len(p.outcome.Seats) {
			row.Score, row.Result = p.outcome.Seats[e.Seat].Score, p.outcome.Seats[e.Seat].Line
		}
		if err := yield(row); err != nil {
			return err
		}
	}
	return nil
}
