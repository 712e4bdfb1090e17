package host

import (
	"context"
	"errors"
	"slices"
	"sync"
	"time"

	"teahouse/game"
)

// ErrClosed is returned by a Host that has been closed.
var ErrClosed = errors.New("the table is closed")

// Options tune a Host.
type Options struct {
	// Think is the least time between a controller being asked and its
	// action being applied, so people can follow computers; it belongs to
	// the table, whatever its watchers animate. 0 applies at once.
	Think time.Duration
	// ThinkOf, when set, is the think time of a decision instead, given
	// the deciding seat's view (of the game's view type): a deal's passes
	// may be brisk while its plays take their time.
	ThinkOf func(view any) time.Duration
	// Now is the clock of the log's start time; nil means time.Now.
	Now func() time.Time
	// Log, when set, is where the game's log is written as it goes (its
	// header written already): each action and note as it happens,
	// synced whenever the table waits for a person and as it closes. The
	// caller finishes or closes it once the table is closed.
	Log *game.LogFile
	// Keepers keep something of the table beyond it (Blackjack's
	// bankrolls), each following it from its opening (see Keeper).
	Keepers []Keeper
}

// Host is one live table: a goroutine that owns the game's state and log,
// asks controllers for their decisions (once each, whoever watches), takes
// people's actions through Act and sends every watcher only what its
// viewers may know. Close it to stop the goroutine and any decision still
// running.
type Host[C, S, A, V any] struct {
	g    game.Game[C, S, A, V]
	in   chan func(*hostLoop[C, S, A, V])
	quit chan struct{}
	done chan struct{}
	once sync.Once
	// keepers are the goroutines of Options.Keepers, waited for by Close.
	keepers sync.WaitGroup

	mu    sync.Mutex
	final game.Log[A] // once closed
}

// hostLoop is the state the host goroutine owns.
type hostLoop[C, S, A, V any] struct {
	c        *core[C, S, A, V]
	think    time.Duration
	thinkOf  func(view any) time.Duration
	watchers []*Watcher[V]

	// The decision being made: at most one at a time, for the position
	// after seq actions.
	busy     bool
	seq      int
	seat     game.Seat
	dec      Decision[V, A]
	cancel   context.CancelFunc
	ctx      context.Context
	askedAt  time.Time
	results  chan result[A]
	held     *result[A] // an answer that waits for the think time
	timer    *time.Timer
	deciders sync.WaitGroup
}

type result[A any] struct {
	seq  int
	seat game.Seat
	a    A
	err  error
}

// Open starts a table of g with cfg and seed, seats filled by seats in
// order. Computer seats start deciding at once.
func Open[C, S, A, V any](g game.Game[C, S, A, V], cfg C, seed uint64, seats []Sitter[V, A], o Options) (*Host[C, S, A, V], error) {
	now := o.Now
	if now == nil {
		now = time.Now
	}
	c, err := newCore(g, cfg, seed, seats, 0, now())
	if err != nil {
		return nil, err
	}
	c.file = o.Log
	h := &Host[C, S, A, V]{g: g, in: make(chan func(*hostLoop[C, S, A, V])), quit: make(chan struct{}), done: make(chan struct{})}
	l := &hostLoop[C, S, A, V]{c: c, think: o.Think, thinkOf: o.ThinkOf, results: make(chan result[A], 1)}
	for _, k := range o.Keepers {
		h.keep(l, k)
	}
	go h.run(l)
	return h, nil
}

// do runs f on the host goroutine and waits for it; false once closed.
func (h *Host[C, S, A, V]) do(f func(*hostLoop[C, S, A, V])) bool {
	finished := make(chan struct{})
	select {
	case h.in <- func(l *hostLoop[C, S, A, V]) { f(l); close(finished) }:
		<-finished
		return true
	case <-h.done:
		return false
	}
}

// Watch attaches a watcher with the eyes of viewers (seats, game.Spectator
// or game.Omniscient); its first update is the table as it stands.
func (h *Host[C, S, A, V]) Watch(viewers ...game.Seat) (*Watcher[V], error) {
	if len(viewers) == 0 {
		return nil, errors.New("watch with at least one viewer")
	}
	w := newWatcher[V](slices.Clone(viewers))
	var err error
	if !h.do(func(l *hostLoop[C, S, A, V]) {
		for _, v := range viewers {
			if v >= game.Seat(len(l.c.seats)) || (v < 0 && v != game.Spectator && v != game.Omniscient) {
				err = game.Refuse(game.ErrNoSuchSeat, "there is no seat %s at this table", v)
				return
			}
		}
		l.watchers = append(l.watchers, w)
		w.push(l.update(w, game.NoSeat, nil, nil))
	}) {
		return nil, ErrClosed
	}
	return w, err
}

// Leave detaches w; it receives nothing more.
func (h *Host[C, S, A, V]) Leave(w *Watcher[V]) {
	h.do(func(l *hostLoop[C, S, A, V]) {
		l.watchers = slices.DeleteFunc(l.watchers, func(x *Watcher[V]) bool { return x == w })
	})
	w.close()
}

// Act applies a person's action for seat. It returns the game's *Refusal
// when the action is illegal (nothing changes), and refuses a seat that a
// computer or a program plays.
func (h *Host[C, S, A, V]) Act(seat game.Seat, a A) error {
	var err error
	if !h.do(func(l *hostLoop[C, S, A, V]) { err = l.act(seat, a) }) {
		return ErrClosed
	}
	return err
}

// Check judges a on the view v, as Act would: nil, or the game's
// *Refusal. It asks the game alone, not the table.
func (h *Host[C, S, A, V]) Check(v V, a A) error { return h.g.Check(v, a) }

// Legal lists the actions v's viewer may take (see game.Game.Legal).
func (h *Host[C, S, A, V]) Legal(v V) ([]A, bool) { return h.g.Legal(v) }

// Log returns the game's log as it stands (the final log once closed).
func (h *Host[C, S, A, V]) Log() game.Log[A] {
	var out game.Log[A]
	if h.do(func(l *hostLoop[C, S, A, V]) { out = l.c.log() }) {
		return out
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.final.Clone()
}

// Close stops the table: a decision still being made is cancelled and
// waited for, every watcher is closed, and the keepers are waited for
// while they keep the last steps. It is safe to call more than once.
func (h *Host[C, S, A, V]) Close() {
	h.once.Do(func() { close(h.quit) })
	<-h.done
	h.keepers.Wait()
}

func (h *Host[C, S, A, V]) run(l *hostLoop[C, S, A, V]) {
	defer close(h.done)
	l.schedule()
	for {
		var tick <-chan time.Time
		if l.timer != nil {
			tick = l.timer.C
		}
		select {
		case f := <-h.in:
			f(l)
		case r := <-l.results:
			l.answered(r)
		case <-tick:
			l.timer = nil
			if r := l.held; r != nil {
				l.held = nil
				l.apply(*r)
			}
		case <-h.quit:
			l.stop()
			h.mu.Lock()
			h.final = l.c.log()
			h.mu.Unlock()
			return
		}
		l.schedule()
	}
}

// act applies a person's action.
func (l *hostLoop[C, S, A, V]) act(seat game.Seat, a A) error {
	if seat >= 0 && int(seat) < len(l.c.seats) && l.c.seats[seat].control {
		return game.Refuse(game.ErrNotYourTurn, "%s is played by the computer", seat)
	}
	events, err := l.c.apply(seat, a)
	if err != nil {
		return err
	}
	l.publish(seat, events, nil)
	return nil
}

// schedule asks the next controller for a decision when none is being
// made, or drops one made for a position that has moved on.
func (l *hostLoop[C, S, A, V]) schedule() {
	if l.busy && l.seq == l.c.moves() {
		return
	}
	l.drop()
	seat, ok := l.c.next()
	if !ok { // the table waits for a person, or the game is over
		l.c.sync()
		return
	}
	l.busy, l.seq, l.seat = true, l.c.moves(), seat
	l.dec = l.c.decision(seat)
	l.ctx, l.cancel = context.WithCancel(context.Background())
	l.askedAt = time.Now()
	ctl, ctx, dec, seq, out := l.c.controller(seat), l.ctx, l.dec, l.seq, l.results
	l.deciders.Go(func() {
		r := result[A]{seq: seq, seat: seat}
		r.a, r.err = ctl.Decide(ctx, dec)
		select {
		case out <- r:
		case <-ctx.Done():
		}
	})
}

// drop forgets the decision being made, if any.
func (l *hostLoop[C, S, A, V]) drop() {
	if l.cancel != nil {
		l.cancel()
		l.cancel = nil
	}
	l.busy, l.held = false, nil
	if l.timer != nil {
		l.timer.Stop()
		l.timer = nil
	}
}

// answered takes a controller's answer: it is applied once the think time
// since the question has passed.
func (l *hostLoop[C, S, A, V]) answered(r result[A]) {
	if !l.busy || r.seq != l.seq || r.seq != l.c.moves() {
		return // for a position that has moved on
	}
	think := l.think
	if l.thinkOf != nil {
		think = l.thinkOf(l.dec.View)
	}
	if wait := think - time.Since(l.askedAt); wait > 0 {
		l.held = &r
		l.timer = time.NewTimer(wait)
		return
	}
	l.apply(r)
}

// apply applies a controller's answer, or its fallback's.
func (l *hostLoop[C, S, A, V]) apply(r result[A]) {
	ctx := l.ctx
	l.busy = false
	events, notes, err := l.c.decided(ctx, r.seat, l.dec, r.a, r.err)
	if err != nil && len(notes) == 0 {
		return // cancelled: the table is closing
	}
	l.publish(r.seat, events, notes)
	if l.cancel != nil {
		l.cancel()
		l.cancel = nil
	}
}

// publish sends every watcher the step just taken.
func (l *hostLoop[C, S, A, V]) publish(actor game.Seat, events []game.Event, notes []game.Note) {
	for _, w := range l.watchers {
		w.push(l.update(w, actor, events, notes))
	}
}

// update is the step for w's viewers.
func (l *hostLoop[C, S, A, V]) update(w *Watcher[V], actor game.Seat, events []game.Event, notes []game.Note) Update[V] {
	g, s := l.c.g, l.c.state
	u := Update[V]{Seq: l.c.moves(), Actor: actor, Waiting: slices.Clone(g.Waiting(s)), Outcome: g.Outcome(s), Notes: notes, Players: l.c.players()}
	for _, v := range w.viewers {
		u.Sights = append(u.Sights, Sight[V]{Viewer: v, View: g.View(s, v), Events: game.RedactAll(g, events, v)})
	}
	return u
}

// stop ends the loop: the decision being made is cancelled and waited
// for, and the watchers are closed.
func (l *hostLoop[C, S, A, V]) stop() {
	l.drop()
	l.deciders.Wait()
	l.c.sync()
	for _, w := range l.watchers {
		w.close()
	}
	for _, st := range l.c.seats {
		closeAll([]Sitter[V, A]{st.sitter})
	}
}
