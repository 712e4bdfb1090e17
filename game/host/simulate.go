package host

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"teahouse/game"
)

// Run describes many games of one game played without a screen.
type Run[C, S, A, V any] struct {
	// Game is the game played.
	Game game.Game[C, S, A, V]
	// Games is how many games to play: From, From+1, ... From+Games-1.
	Games int
	// From is the index of the run's first game: a run of one seed split
	// into parts (From 0 and From n) plays, seeds, names and counts each
	// game as the whole run does.
	From int
	// Seed fixes every draw: game i is seeded with game.SubSeed(Seed, i),
	// so equal runs give equal results whatever the number of workers. It
	// also names the logs (see LogDir).
	Seed uint64
	// SeedOf, when set, seeds game i instead (games that replay the same
	// deal with the seats' roles swapped share a seed).
	SeedOf func(i int) uint64
	// Config returns the config of game i.
	Config func(i int) C
	// Seats returns the seats of one worker, who plays its games one after
	// another with them (a program seat is one process per worker).
	Seats func() ([]Sitter[V, A], error)
	// Until, when set, ends each game at the first action whose events it
	// accepts.
	Until func(game.Event) bool
	// Workers is how many games are played at once; 0 means one per core.
	// Each worker fills its own seats (a program seat is one process per
	// worker).
	Workers int
	// Chunk is how many consecutive games a worker takes at a time,
	// counted from From; 0 means 64.
	Chunk int
	// LogDir, when set, is where each game's log is written as it ends,
	// atomically, as game.RunLogName(game, Seed, i): the log a screen
	// saves, which replays the game. A log that cannot be written ends
	// the run with an error.
	LogDir string
	// Players, when set, names who sits in each seat of game i in its
	// log, for a run whose players change seats between games (see
	// ByParity); nil means the players of the Seats.
	Players func(i int) []game.Player
}

// Tally is how a run is counted: each chunk of games has its own R, which
// Event (optional) is given every event of game i as it happens and Game
// each game at its end; Merge folds the chunks' tallies together, in order.
type Tally[S, A, R any] struct {
	Event func(t *R, i int, e game.Event)
	Game  func(t *R, i int, g Game[S, A])
	Merge func(t *R, part R)
}

// Simulate plays r's games and counts them with tally; the chunks' counts
// are merged in order, so the result never depends on scheduling. The
// notes (a program that failed and was replaced) are returned in the order
// of the games.
func Simulate[C, S, A, V, R any](ctx context.Context, r Run[C, S, A, V], tally Tally[S, A, R]) (R, []game.Note, error) {
	var total R
	if r.Games <= 0 {
		return total, nil, nil
	}
	chunk := r.Chunk
	if chunk <= 0 {
		chunk = 64
	}
	chunks := (r.Games + chunk - 1) / chunk
	workers := r.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, chunks)
	parts := make([]R, chunks)
	notes := make([][]game.Note, chunks)
	errs := make([]error, chunks)
	if r.LogDir != "" {
		if err := os.MkdirAll(r.LogDir, 0o755); err != nil {
			return total, nil, fmt.Errorf("log directory: %w", err)
		}
	}
	var next atomic.Int64
	var failed atomic.Bool // a game failed: the workers take no more chunks
	var wg sync.WaitGroup
	for range workers {
		seats, err := r.Seats()
		if err == nil {
			err = controlled(seats)
		}
		if err != nil {
			wg.Wait()
			return total, nil, err
		}
		wg.Go(func() {
			defer closeAll(seats)
			c := &core[C, S, A, V]{g: r.Game}
			for {
				k := int(next.Add(1) - 1)
				if k >= chunks || ctx.Err() != nil || failed.Load() {
					return
				}
				for i := r.From + k*chunk; i < r.From+min((k+1)*chunk, r.Games); i++ {
					o := PlayOptions{Until: r.Until}
					if tally.Event != nil {
						part, i := &parts[k], i
						o.observe = func(e game.Event) { tally.Event(part, i, e) }
					}
					seed := game.SubSeed(r.Seed, i)
					if r.SeedOf != nil {
						seed = r.SeedOf(i)
					}
					if r.Players != nil {
						for j, p := range r.Players(i) {
							seats[j].Player = p
						}
					}
					g, err := c.run(ctx, r.Config(i), seed, seats, i, o)
					if err == nil && r.LogDir != "" {
						_, err = game.SaveRunLog(r.LogDir, r.Seed, i, g.Log())
					}
					if err != nil {
						errs[k] = fmt.Errorf("game %d (seed %d): %w", i, seed, err)
						failed.Store(true)
						break
					}
					notes[k] = append(notes[k], g.Notes...)
					for _, f := range g.Failed { // for the rest of this worker's games
						if fb := seats[f].Fallback; fb != nil {
							closeAll([]Sitter[V, A]{{Controller: seats[f].Controller}}) // a program that lost the seat ends now
							seats[f].Controller, seats[f].Fallback = fb, nil
						}
					}
					tally.Game(&parts[k], i, g)
				}
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return total, nil, err
	}
	var all []game.Note
	for k := range parts {
		tally.Merge(&total, parts[k])
		all = append(all, notes[k]...)
	}
	return total, all, ctx.Err()
}

// run plays game i of a run on c.
func (c *core[C, S, A, V]) run(ctx context.Context, cfg C, seed uint64, seats []Sitter[V, A], i int, o PlayOptions) (Game[S, A], error) {
	if err := c.restart(cfg, seed, seats, i, time.Unix(0, 0)); err != nil {
		return Game[S, A]{}, err
	}
	return c.play(ctx, o)
}

// closeAll closes every controller of seats that holds something open (a
// program's process).
func closeAll[V, A any](seats []Sitter[V, A]) {
	for _, st := range seats {
		for _, c := range []Controller[V, A]{st.Controller, st.Fallback} {
			if cl, ok := c.(io.Closer); ok {
				_ = cl.Close()
			}
		}
	}
}
