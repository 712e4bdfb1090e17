package game

import (
	"encoding/json"
	"fmt"
	"slices"
	"time"
)

// Table hosts one game: the authoritative state, who sits in each seat, and
// the action log. A Table is a value: Apply returns a new table and leaves the
// old one untouched, so a screen model can hold it without sharing mutable
// state. Human input and AI decisions enter through the same Apply.
type Table[C, S, A any] struct {
	rules Rules[C, S, A]
	cfg   C
	state S
	log   Log[A]
	speed Speed
}

// NewTable starts a game of r with cfg and seed, seating players in order.
func NewTable[C, S, A any](r Rules[C, S, A], cfg C, seed uint64, players []Player, speed Speed, now time.Time) (Table[C, S, A], error) {
	s, err := r.New(cfg, seed)
	if err != nil {
		return Table[C, S, A]{}, err
	}
	raw, err := json.Marshal(cfg)
	if err != nil {
		return Table[C, S, A]{}, fmt.Errorf("config: %w", err)
	}
	h := Header{Game: r.Name, Version: r.Version, Seed: seed, Config: raw, Players: slices.Clone(players), Started: now.UTC()}
	return Table[C, S, A]{rules: r, cfg: cfg, state: s, log: Log[A]{Header: h}, speed: speed}, nil
}

// Apply reduces seat's action. On error the table is returned unchanged.
func (t Table[C, S, A]) Apply(seat Seat, a A) (Table[C, S, A], []Event, error) {
	if seat < 0 || int(seat) >= len(t.log.Header.Players) {
		return t, nil, fmt.Errorf("%w: %s", ErrNoSuchSeat, seat)
	}
	s, events, err := t.rules.Reduce(t.state, seat, a)
	if err != nil {
		return t, nil, err
	}
	t.state = s
	t.log.Entries = append(slices.Clip(t.log.Entries), Entry[A]{Seat: seat, Action: a})
	return t, events, nil
}

// State returns the authoritative state. Only the game package's View should
// be shown to a seat.
func (t Table[C, S, A]) State() S { return t.state }

// Config returns the game's config.
func (t Table[C, S, A]) Config() C { return t.cfg }

// Log returns the header and every action so far.
func (t Table[C, S, A]) Log() Log[A] {
	return Log[A]{Header: t.log.Header, Entries: slices.Clone(t.log.Entries)}
}

// Players returns who sits in each seat.
func (t Table[C, S, A]) Players() []Player { return slices.Clone(t.log.Header.Players) }

// Player returns who sits in seat s.
func (t Table[C, S, A]) Player(s Seat) Player { return t.log.Header.Players[s] }

// ToMove returns the seat the game waits for, or false once it is over.
func (t Table[C, S, A]) ToMove() (Seat, bool) { return t.rules.ToMove(t.state) }

// AIToMove returns the seat to move when a computer player holds it.
func (t Table[C, S, A]) AIToMove() (Seat, bool) {
	s, ok := t.ToMove()
	if !ok || t.Player(s).Controller != AI {
		return 0, false
	}
	return s, true
}

// Over reports whether the game has ended.
func (t Table[C, S, A]) Over() bool {
	_, ok := t.ToMove()
	return !ok
}

// Speed is the pace of computer seats and animations at this table.
func (t Table[C, S, A]) Speed() Speed { return t.speed }

// WithSpeed returns the table with another pace.
func (t Table[C, S, A]) WithSpeed(s Speed) Table[C, S, A] {
	t.speed = s
	return t
}
