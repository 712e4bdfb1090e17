package host

import (
	"context"
	"fmt"
	"slices"
	"time"

	"teahouse/game"
)

// Game is one played game: its final state, how it ended, and its log.
type Game[S, A any] struct {
	State S
	// Failed lists the seats whose controller failed and was replaced.
	Failed []game.Seat
	// Notes are what the table said (a program that failed).
	Notes []game.Note

	outcome func(S) game.Outcome
	log     func() game.Log[A]
}

// Outcome says how the game ended (or stands, when it was ended early).
func (g Game[S, A]) Outcome() game.Outcome { return g.outcome(g.State) }

// Log returns the game's log, notes included. The Game a simulator hands
// its tally reads the log from the table it reuses: read it there, or not
// at all.
func (g Game[S, A]) Log() game.Log[A] { return g.log() }

// PlayOptions tune Play.
type PlayOptions struct {
	// Round is the game's index in a run (see Decision.Round).
	Round int
	// Until ends the game early at the first action whose events it
	// accepts (a simulator that counts single rounds); nil plays to the end.
	Until func(game.Event) bool
	// MaxActions bounds the game, against a controller that never ends it;
	// 0 means a million.
	MaxActions int
	// Started is the time written in the log's header.
	Started time.Time

	observe func(game.Event) // a simulator's tally of every event
}

// Play plays one game of g with every seat decided by its controller,
// synchronously and deterministically: the waiting seats are asked one at
// a time, the seat whose turn it is first, exactly as a Host asks them.
func Play[C, S, A, V any](ctx context.Context, g game.Game[C, S, A, V], cfg C, seed uint64, seats []Sitter[V, A], o PlayOptions) (Game[S, A], error) {
	if err := controlled(seats); err != nil {
		return Game[S, A]{}, err
	}
	c, err := newCore(g, cfg, seed, seats, o.Round, o.Started)
	if err != nil {
		return Game[S, A]{}, err
	}
	return c.play(ctx, o)
}

// play plays c's game to its end (or o.Until), asking the controllers.
func (c *core[C, S, A, V]) play(ctx context.Context, o PlayOptions) (Game[S, A], error) {
	limit := o.MaxActions
	if limit <= 0 {
		limit = 1_000_000
	}
	for range limit {
		seat, ok := c.next()
		if !ok {
			break
		}
		d := c.decision(seat)
		a, derr := c.controller(seat).Decide(ctx, d)
		events, _, err := c.decided(ctx, seat, d, a, derr)
		if err != nil {
			return c.result(), err
		}
		if o.observe != nil {
			for _, e := range events {
				o.observe(e)
			}
		}
		if o.Until != nil && until(events, o.Until) {
			return c.result(), nil
		}
	}
	if _, ok := c.next(); ok {
		return c.result(), fmt.Errorf("%s: not over after %d actions", c.g.Name(), limit)
	}
	return c.result(), nil
}

// controlled checks that a computer or a program plays every seat.
func controlled[V, A any](seats []Sitter[V, A]) error {
	for i, st := range seats {
		if st.Controller == nil {
			return fmt.Errorf("%s is a person's seat: a game played without a screen needs a computer or a program in every seat", game.Seat(i))
		}
	}
	return nil
}

func until(events []game.Event, stop func(game.Event) bool) bool {
	for _, e := range events {
		if stop(e) {
			return true
		}
	}
	return false
}

// result is the game as it stands; its Log is read from c, so a simulator
// that reuses c reads it before the next game.
func (c *core[C, S, A, V]) result() Game[S, A] {
	g := Game[S, A]{State: c.state, Notes: slices.Clone(c.notes), outcome: c.g.Outcome, log: c.log}
	for i, st := range c.seats {
		if st.failed {
			g.Failed = append(g.Failed, game.Seat(i))
		}
	}
	return g
}
