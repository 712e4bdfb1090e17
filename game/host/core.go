package host

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"teahouse/game"
)

// core is the referee of one game: the authoritative state, the log and
// what each seat has been told. It is not safe for concurrent use: a Host
// keeps it on one goroutine, Play on the caller's.
type core[C, S, A, V any] struct {
	g       game.Game[C, S, A, V]
	cfg     C
	state   S
	header  game.Header // without its config and players, filled in by log
	entries []game.Entry[A]
	notes   []game.Note
	seats   []seat[V, A]
	round   int
	events  []game.Event  // unredacted, from index base on
	base    int           // events dropped from the front: every controller has seen them
	file    *game.LogFile // where the log is written as the game goes, or nil
}

// seat is the referee's side of one seat.
type seat[V, A any] struct {
	sitter  Sitter[V, A]
	seen    int  // events told to the controller (absolute index)
	asked   bool // the controller has decided at least once this game
	failed  bool // the controller failed; the fallback plays
	control bool // a controller or fallback decides, not a person
}

// newCore starts a game of g; round is its index in a run.
func newCore[C, S, A, V any](g game.Game[C, S, A, V], cfg C, seed uint64, sitters []Sitter[V, A], round int, now time.Time) (*core[C, S, A, V], error) {
	c := &core[C, S, A, V]{g: g}
	return c, c.restart(cfg, seed, sitters, round, now)
}

// restart starts a new game on c, reusing its storage: a simulator plays
// its games one after another on one core.
func (c *core[C, S, A, V]) restart(cfg C, seed uint64, sitters []Sitter[V, A], round int, now time.Time) error {
	s, err := c.g.New(cfg, seed)
	if err != nil {
		return err
	}
	if n := c.g.Seats(s); n != len(sitters) {
		return fmt.Errorf("%s has %d seats, not %d", c.g.Name(), n, len(sitters))
	}
	c.cfg, c.state, c.round = cfg, s, round
	c.header = game.Header{Game: c.g.Name(), Version: c.g.Version(), Seed: seed, Started: now.UTC()}
	c.entries, c.notes, c.events, c.base = c.entries[:0], nil, c.events[:0], 0
	c.seats = c.seats[:0]
	for _, st := range sitters {
		c.seats = append(c.seats, seat[V, A]{sitter: st, control: st.Controller != nil})
	}
	return nil
}

// log returns the game's log, a copy that shares nothing with c.
func (c *core[C, S, A, V]) log() game.Log[A] {
	h := HeaderOf(c.g, c.cfg, c.header.Seed, c.players(), c.header.Started)
	return game.Log[A]{Header: h, Entries: slices.Clone(c.entries), Notes: slices.Clone(c.notes)}
}

// HeaderOf is the header of the log of a game of g with cfg and seed,
// players in its seats, started at started: the header a table's log
// begins with.
func HeaderOf[C, S, A, V any](g game.Game[C, S, A, V], cfg C, seed uint64, players []game.Player, started time.Time) game.Header {
	raw, err := json.Marshal(cfg)
	if err != nil { // a config is plain data: this is a bug of the game's
		panic(fmt.Sprintf("host: %s config does not encode: %v", g.Name(), err))
	}
	return game.Header{Game: g.Name(), Version: g.Version(), Seed: seed, Config: raw, Players: slices.Clone(players), Started: started.UTC()}
}

// players are who sit in the seats.
func (c *core[C, S, A, V]) players() []game.Player {
	out := make([]game.Player, len(c.seats))
	for i, st := range c.seats {
		out[i] = st.sitter.Player
	}
	return out
}

// moves is the number of actions applied.
func (c *core[C, S, A, V]) moves() int { return len(c.entries) }

// apply reduces seat's action; on error nothing changes.
func (c *core[C, S, A, V]) apply(seat game.Seat, a A) ([]game.Event, error) {
	if seat < 0 || int(seat) >= len(c.seats) {
		return nil, game.Refuse(game.ErrNoSuchSeat, "there is no seat %s at this table", seat)
	}
	s, events, err := c.g.Reduce(c.state, seat, a)
	if err != nil {
		return nil, err
	}
	c.state = s
	e := game.Entry[A]{Seat: seat, Action: a}
	c.entries = append(c.entries, e)
	c.events = append(c.events, events...)
	c.write(e)
	return events, nil
}

// note records a note in the log and returns it.
func (c *core[C, S, A, V]) note(seat game.Seat, format string, args ...any) game.Note {
	n := game.Note{At: c.moves(), Seat: seat, Text: fmt.Sprintf(format, args...)}
	c.notes = append(c.notes, n)
	c.write(n)
	return n
}

// sync waits for the log file's lines to be on disk, if the game has one.
func (c *core[C, S, A, V]) sync() {
	if c.file != nil {
		_ = c.file.Sync()
	}
}

// write adds a line to the log file, if the game has one. A failure
// stops the file, not the game: the file's Err says why, and the log in
// memory is whole.
func (c *core[C, S, A, V]) write(line any) {
	if c.file != nil {
		_ = c.file.Add(line)
	}
}

// next returns the seat whose controller the game waits for: the first
// waiting seat (the seat whose turn it is, then those that may act out of
// turn) that a controller or fallback plays. ok is false when only people
// are waiting, or the game is over.
func (c *core[C, S, A, V]) next() (game.Seat, bool) {
	for _, s := range c.g.Waiting(c.state) {
		if c.seats[s].control {
			return s, true
		}
	}
	return 0, false
}

// decision builds what seat's controller is told now, and counts the
// events as told.
func (c *core[C, S, A, V]) decision(seat game.Seat) Decision[V, A] {
	st := &c.seats[seat]
	raw := c.events[st.seen-c.base:]
	st.seen = c.base + len(c.events)
	first := !st.asked
	st.asked = true
	c.trim()
	return Decision[V, A]{Game: c.g.Name(), Seat: seat, Round: c.round, First: first, View: c.g.View(c.state, seat), rules: c.g, raw: raw}
}

// trim drops the events every controller has been told.
func (c *core[C, S, A, V]) trim() {
	low := c.base + len(c.events)
	for _, s := range c.seats {
		if s.control {
			low = min(low, s.seen)
		}
	}
	if k := low - c.base; k > len(c.events)/2 && k > 64 {
		c.events = slices.Clone(c.events[k:]) // a copy: decisions made hold the old array
		c.base = low
	}
}

// controller is who decides for seat now: its controller, or its fallback
// once that has failed.
func (c *core[C, S, A, V]) controller(seat game.Seat) Controller[V, A] {
	st := c.seats[seat]
	if st.failed {
		return st.sitter.Fallback
	}
	return st.sitter.Controller
}

// decided applies what seat's controller answered to d. A failure or an
// illegal answer is noted and the seat's fallback decides instead (for
// good, once the controller itself failed), so the table never stops. It
// returns the events and the notes made.
func (c *core[C, S, A, V]) decided(ctx context.Context, seat game.Seat, d Decision[V, A], a A, err error) ([]game.Event, []game.Note, error) {
	if err == nil {
		events, rerr := c.apply(seat, a)
		if rerr == nil {
			return events, nil, nil
		}
		err = fmt.Errorf("answered %s, which the table refused: %s", describe(a), game.Reason(rerr))
	}
	if ctx.Err() != nil {
		return nil, nil, ctx.Err() // the table is closing: nobody failed
	}
	if errors.Is(err, ErrClosing) {
		return nil, nil, err
	}
	var notes []game.Note
	st := &c.seats[seat]
	switch {
	case !st.failed && st.sitter.Fallback != nil:
		st.failed = true
		// The controller that lost the seat (a program answering what the
		// rules refuse) ends now, in the background: it may take a second
		// to leave, and a later Close waits for it.
		go closeAll([]Sitter[V, A]{{Controller: st.sitter.Controller}})
		notes = append(notes, c.note(seat, "%s %v; the computer plays %s from now on", seat, err, seat))
		if a, ferr := st.sitter.Fallback.Decide(ctx, d); ferr == nil {
			if events, rerr := c.apply(seat, a); rerr == nil {
				return events, notes, nil
			}
		}
	default:
		notes = append(notes, c.note(seat, "%s %v; it plays its first legal action instead", seat, err))
	}
	legal, _ := d.Legal()
	for _, l := range legal {
		if events, rerr := c.apply(seat, l); rerr == nil {
			return events, notes, nil
		}
	}
	return nil, notes, fmt.Errorf("%s: no legal action is left to play", seat)
}

// describe writes an action for a note: its JSON.
func describe(a any) string {
	b, err := json.Marshal(a)
	if err != nil {
		return fmt.Sprint(a)
	}
	return string(b)
}
