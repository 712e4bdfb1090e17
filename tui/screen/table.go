package screen

import (
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"teahouse/game"
)

// Table is a game on a screen that drives its own seats: the state, who
// sits where and the log, as a value (Apply returns a new table).
type Table[C, S, A, V any] struct {
	g     game.Game[C, S, A, V]
	cfg   C
	state S
	log   game.Log[A]
	speed game.Speed
}

// NewTable starts a game of g with cfg and seed, seating players in order.
func NewTable[C, S, A, V any](g game.Game[C, S, A, V], cfg C, seed uint64, players []game.Player, speed game.Speed, now time.Time) (Table[C, S, A, V], error) {
	s, err := g.New(cfg, seed)
	if err != nil {
		return Table[C, S, A, V]{}, err
	}
	raw, err := json.Marshal(cfg)
	if err != nil {
		return Table[C, S, A, V]{}, fmt.Errorf("config: %w", err)
	}
	h := game.Header{Game: g.Name(), Version: g.Version(), Seed: seed, Config: raw, Players: slices.Clone(players), Started: now.UTC()}
	return Table[C, S, A, V]{g: g, cfg: cfg, state: s, log: game.Log[A]{Header: h}, speed: speed}, nil
}

// Apply reduces seat's action. On error the table is returned unchanged.
func (t Table[C, S, A, V]) Apply(seat game.Seat, a A) (Table[C, S, A, V], []game.Event, error) {
	s, events, err := t.g.Reduce(t.state, seat, a)
	if err != nil {
		return t, nil, err
	}
	t.state = s
	t.log.Entries = append(slices.Clip(t.log.Entries), game.Entry[A]{Seat: seat, Action: a})
	return t, events, nil
}

// State returns the authoritative state.
func (t Table[C, S, A, V]) State() S { return t.state }

// Log returns the header and every action so far.
func (t Table[C, S, A, V]) Log() game.Log[A] { return t.log.Clone() }

// Players returns who sits in each seat.
func (t Table[C, S, A, V]) Players() []game.Player { return slices.Clone(t.log.Header.Players) }

// Player returns who sits in seat s.
func (t Table[C, S, A, V]) Player(s game.Seat) game.Player { return t.log.Header.Players[s] }

// ToMove returns the seat the game waits for, or false once it is over:
// among several, a computer's first (a person who may act out of turn does
// not hold it up).
func (t Table[C, S, A, V]) ToMove() (game.Seat, bool) {
	w := t.g.Waiting(t.state)
	if len(w) == 0 {
		return game.NoSeat, false
	}
	for _, s := range w {
		if t.Player(s).Kind == game.AI {
			return s, true
		}
	}
	return w[0], true
}

// AIToMove returns the seat to move when a computer player holds it.
func (t Table[C, S, A, V]) AIToMove() (game.Seat, bool) {
	s, ok := t.ToMove()
	if !ok || t.Player(s).Kind != game.AI {
		return 0, false
	}
	return s, true
}

// Over reports whether the game has ended.
func (t Table[C, S, A, V]) Over() bool {
	_, ok := t.ToMove()
	return !ok
}

// Speed is the pace of computer seats and animations at this table.
func (t Table[C, S, A, V]) Speed() game.Speed { return t.speed }
