// Package gametest is the test suite every game passes: whole random games
// that end, replay equality, refused actions that change nothing, legality
// that agrees between Check, Legal and Reduce, redaction that composes, and
// hidden information that no view or redacted event gives away. A game's
// tests describe the game once and run it:
//
//	func TestContract(t T) {
//		gametest.Suite[Config, State, Action, View]{
//			Game: Game, Configs: []Config{{}, {Skills: true}},
//			Junk: junkAction, Twin: twin,
//		}.Run(t)
//	}
package gametest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
)

// Suite describes a game to the generic tests.
type Suite[C, S, A, V any] struct {
	// Game is the game under test.
	Game game.Game[C, S, A, V]
	// Configs are the configs to play; each is played Games times.
	Configs []C
	// Games is the number of seeded games per config; 0 means 40 (10
	// with -short).
	Games int
	// MaxActions bounds a game; 0 means 100,000.
	MaxActions int
	// Choose picks the random driver's action among the legal ones; nil
	// picks uniformly.
	Choose func(r *rand.Rand, v V, legal []A) A
	// Junk returns an arbitrary action, legal or not, to throw at the game.
	Junk func(r *rand.Rand) A
	// Twin returns a state that differs from s only in what viewer may
	// not know: other seats' hidden cards or dice, the order of the deck,
	// the RNG. nil skips the hidden-information checks (a game with
	// nothing hidden but the RNG should still give one).
	Twin func(r *rand.Rand, s S, viewer game.Seat) S
	// Invariant checks what must hold of every position and of the events
	// that led to it (dice are 1-6, the cards are all there); nil checks
	// nothing more.
	Invariant func(t T, s S, events []game.Event)
}

func (su Suite[C, S, A, V]) games() int {
	switch {
	case su.Games > 0:
		return su.Games
	case testing.Short():
		return 10
	}
	return 40
}

func (su Suite[C, S, A, V]) maxActions() int {
	if su.MaxActions > 0 {
		return su.MaxActions
	}
	return 100_000
}

// T is what the suite needs of a test: *testing.T, or a recorder in the
// suite's own tests.
type T interface {
	Helper()
	Errorf(format string, args ...any)
	FailNow()
}

// Run plays the suite's games and checks every property at every step.
func (su Suite[C, S, A, V]) Run(t T) {
	t.Helper()
	for ci, cfg := range su.Configs {
		for seed := range uint64(su.games()) {
			r := rand.New(rand.NewPCG(seed, uint64(ci)))
			su.play(t, cfg, seed*7919+uint64(ci), r, nil)
		}
	}
}

// Fuzz plays one game of cfg from seed steered by data: each byte picks
// one of the waiting seat's legal actions, and a byte with its high bit
// set first throws junk actions; once data runs out the game is played to
// its end at random. It checks the same properties as Run, without the
// twins, and fails on any panic.
func (su Suite[C, S, A, V]) Fuzz(t T, cfg C, seed uint64, data []byte) {
	t.Helper()
	su.Twin = nil
	su.play(t, cfg, seed, rand.New(rand.NewPCG(seed, 1)), data)
}

// play plays one game, checking as it goes.
func (su Suite[C, S, A, V]) play(t T, cfg C, seed uint64, r *rand.Rand, data []byte) {
	t.Helper()
	g := su.Game
	s, err := g.New(cfg, seed)
	if data != nil && err != nil {
		return // the fuzzer made a bad config
	}
	require.NoError(t, err, "New(%+v, %d)", cfg, seed)
	again, err := g.New(cfg, seed)
	require.NoError(t, err)
	require.True(t, reflect.DeepEqual(s, again), "New is deterministic")
	seats := g.Seats(s)
	var entries []game.Entry[A]
	for step := 0; ; step++ {
		require.Less(t, step, su.maxActions(), "the game never ends (config %+v, seed %d)", cfg, seed)
		waiting := g.Waiting(s)
		out := g.Outcome(s)
		if len(waiting) == 0 {
			require.True(t, out.Over, "nobody is waiting, so the game is over")
			require.Len(t, out.Seats, seats, "one result per seat")
			for _, w := range out.Winners {
				require.True(t, w >= 0 && int(w) < seats, "winner %s is a seat", w)
			}
			checkContests(t, out.Contests, seats)
			break
		}
		require.False(t, out.Over, "seats are waiting, so the game is not over")
		require.Nil(t, out.Contests, "a game not over rates nothing")
		su.checkRefusals(t, s, seats, r, data, step)
		steered := step < len(data)
		seat := waiting[r.IntN(len(waiting))]
		if steered {
			seat = waiting[int(data[step])%len(waiting)]
		}
		v := g.View(s, seat)
		legal, _ := g.Legal(v)
		require.NotEmpty(t, legal, "%s is waiting with nothing legal to do", seat)
		for _, a := range legal {
			require.NoError(t, g.Check(v, a), "Legal lists %+v, so Check accepts it", a)
		}
		a := legal[r.IntN(len(legal))]
		switch {
		case steered:
			a = legal[int(data[step])%len(legal)]
		case su.Choose != nil:
			a = su.Choose(r, v, legal)
		}
		next, events, err := g.Reduce(s, seat, a)
		require.NoError(t, err, "Reduce accepts %+v, which Check accepted", a)
		su.checkRedaction(t, events, seats)
		su.checkApply(t, s, next, events, seats)
		if su.Twin != nil {
			su.checkHidden(t, s, next, seat, a, events, seats, r)
		}
		s = next
		if su.Invariant != nil {
			su.Invariant(t, s, events)
		}
		entries = append(entries, game.Entry[A]{Seat: seat, Action: a})
	}
	su.checkReplay(t, cfg, seed, entries, s)
}

// checkRefusals throws junk actions and actions out of turn at s: each is
// accepted by Reduce exactly when Check accepts it on the seat's view, and
// a refusal changes nothing and says why.
func (su Suite[C, S, A, V]) checkRefusals(t T, s S, seats int, r *rand.Rand, data []byte, step int) {
	t.Helper()
	if su.Junk == nil || (data != nil && (step >= len(data) || data[step]&0x80 == 0)) {
		// a steered game throws junk where the fuzzer says
		return
	}
	g := su.Game
	before := s
	for range 3 {
		seat := game.Seat(r.IntN(seats+2) - 1) // a spectator or a seat beyond the table too
		a := su.Junk(r)
		_, _, err := g.Reduce(s, seat, a)
		require.True(t, reflect.DeepEqual(before, s), "Reduce never modifies its input")
		if seat >= 0 && int(seat) < seats {
			cerr := g.Check(g.View(s, seat), a)
			require.Equal(t, err == nil, cerr == nil, "Check and Reduce agree on %+v by %s: %v / %v", a, seat, cerr, err)
		}
		if err == nil {
			continue
		}
		var ref *game.Refusal
		require.True(t, errors.As(err, &ref), "a refusal is a *game.Refusal: %v", err)
		require.NotEmpty(t, ref.Reason, "a refusal says why")
		require.True(t, isSentinel(ref.Kind), "a refusal's kind is a sentinel: %v", ref.Kind)
	}
}

func isSentinel(err error) bool {
	for _, s := range []error{game.ErrIllegal, game.ErrNotYourTurn, game.ErrGameOver, game.ErrNoSuchSeat} {
		if err == s {
			return true
		}
	}
	return false
}

// checkRedaction checks Redact: it leaves its input alone, Omniscient sees
// everything, and redacting for a seat then for a spectator is redacting
// for the spectator.
func (su Suite[C, S, A, V]) checkRedaction(t T, events []game.Event, seats int) {
	t.Helper()
	g := su.Game
	for _, e := range events {
		before, err := json.Marshal(e)
		require.NoError(t, err)
		require.Equal(t, e, g.Redact(e, game.Omniscient), "the omniscient viewer sees events whole")
		spec := g.Redact(e, game.Spectator)
		for seat := range game.Seat(seats) {
			require.Equal(t, spec, g.Redact(g.Redact(e, seat), game.Spectator), "redaction composes (%s, %s)", e.EventName(), seat)
		}
		after, err := json.Marshal(e)
		require.NoError(t, err)
		require.Equal(t, string(before), string(after), "Redact leaves its input alone")
	}
}

// checkApply checks, for every pair of eyes (each seat, a spectator, the
// omniscient), that the step's events as those eyes see them carry the
// view before the step to exactly the view after it.
func (su Suite[C, S, A, V]) checkApply(t T, s, next S, events []game.Event, seats int) {
	t.Helper()
	g := su.Game
	eyes := []game.Seat{game.Spectator, game.Omniscient}
	for seat := range game.Seat(seats) {
		eyes = append(eyes, seat)
	}
	for _, viewer := range eyes {
		v := g.View(s, viewer)
		for _, e := range events {
			v = g.Apply(v, g.Redact(e, viewer))
		}
		require.Equal(t, g.View(next, viewer), v, "%s's view moved by the step's events (%s) is the view after it", viewer, eventNames(events))
	}
}

// eventNames lists the names of events.
func eventNames(events []game.Event) string {
	names := make([]string, len(events))
	for i, e := range events {
		names[i] = e.EventName()
	}
	return strings.Join(names, ", ")
}

// checkHidden checks, for every viewer, that a twin of the position (the
// same but for what the viewer may not know) looks the same to it, offers
// it the same actions, and, where the actor's action leads both to
// positions that still look the same, shows it the same events.
func (su Suite[C, S, A, V]) checkHidden(t T, s, next S, actor game.Seat, a A, events []game.Event, seats int, r *rand.Rand) {
	t.Helper()
	g := su.Game
	viewers := []game.Seat{game.Spectator}
	for seat := range game.Seat(seats) {
		viewers = append(viewers, seat)
	}
	for _, viewer := range viewers {
		twin := su.Twin(r, s, viewer)
		v := g.View(s, viewer)
		require.True(t, reflect.DeepEqual(v, g.View(twin, viewer)), "%s's view gives away what it may not know:\n%+v\n%+v", viewer, v, g.View(twin, viewer))
		if viewer >= 0 {
			l1, _ := g.Legal(v)
			l2, _ := g.Legal(g.View(twin, viewer))
			require.Equal(t, l1, l2, "%s's legal actions give away what it may not know", viewer)
		}
		tnext, tevents, err := g.Reduce(twin, actor, a)
		if err != nil || !reflect.DeepEqual(g.View(next, viewer), g.View(tnext, viewer)) {
			continue // the action reveals what differs, or is not legal in the twin
		}
		for i := range events {
			if i < len(tevents) {
				require.Equal(t, g.Redact(events[i], viewer), g.Redact(tevents[i], viewer),
					"event %s shows %s what it may not know", events[i].EventName(), viewer)
			}
		}
	}
}

// checkReplay checks that the log of the game, written and read back as
// JSON Lines, replays to the same final state.
func (su Suite[C, S, A, V]) checkReplay(t T, cfg C, seed uint64, entries []game.Entry[A], final S) {
	t.Helper()
	g := su.Game
	l := game.Log[A]{Header: game.Header{Game: g.Name(), Version: g.Version(), Seed: seed}, Entries: entries}
	raw, err := json.Marshal(cfg)
	require.NoError(t, err)
	l.Header.Config = raw
	var buf bytes.Buffer
	require.NoError(t, l.Write(&buf))
	read, err := game.ReadLog[A](&buf, "mem", g.Name())
	require.NoError(t, err)
	replayed, err := game.Replay(g, read)
	require.NoError(t, err)
	require.True(t, reflect.DeepEqual(final, replayed), "the log replays to the same final state")
}

// ToMove returns the first seat g waits for in s, and false once the game
// is over: hand-made positions in a game's tests have one seat to move.
func ToMove[C, S, A, V any](g game.Game[C, S, A, V], s S) (game.Seat, bool) {
	w := g.Waiting(s)
	if len(w) == 0 {
		return game.NoSeat, false
	}
	return w[0], true
}

// Act applies actions in turn, each by the seat g waits for first, and
// returns the state after them and all their events; a refusal fails the
// test. Hand-made positions in a game's tests play on with it.
func Act[C, S, A, V any](t T, g game.Game[C, S, A, V], s S, actions ...A) (S, []game.Event) {
	t.Helper()
	var all []game.Event
	for _, a := range actions {
		seat, ok := ToMove(g, s)
		require.True(t, ok, "the game is over before %+v", a)
		next, events, err := g.Reduce(s, seat, a)
		require.NoError(t, err, "%s: %+v", seat, a)
		s, all = next, append(all, events...)
	}
	return s, all
}

// Nulls lists the paths of the nulls in v's JSON ("last[1]",
// "results[0].scores"): a program reads an empty list as [], and a null
// only where it means nothing (a seat that has not acted).
func Nulls(t T, v any) []string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	var tree any
	require.NoError(t, json.Unmarshal(b, &tree))
	var out []string
	var walk func(path string, x any)
	walk = func(path string, x any) {
		switch x := x.(type) {
		case nil:
			out = append(out, path)
		case map[string]any:
			for k, y := range x {
				walk(strings.TrimPrefix(path+"."+k, "."), y)
			}
		case []any:
			for i, y := range x {
				walk(fmt.Sprintf("%s[%d]", path, i), y)
			}
		}
	}
	walk("", tree)
	slices.Sort(out)
	return out
}

// PlayLog plays a game of cfg from seed to its end, each seat g waits for
// first acting as decide says on its own view, and returns its log: the
// games a reviewer or a replay is tested on.
func PlayLog[C, S, A, V any](t T, g game.Game[C, S, A, V], cfg C, seed uint64, decide func(seat game.Seat, v V) A) game.Log[A] {
	t.Helper()
	raw, err := json.Marshal(cfg)
	require.NoError(t, err)
	l := game.Log[A]{Header: game.Header{Game: g.Name(), Version: g.Version(), Seed: seed, Config: raw}}
	s, err := g.New(cfg, seed)
	require.NoError(t, err)
	for seat, ok := ToMove(g, s); ok; seat, ok = ToMove(g, s) {
		a := decide(seat, g.View(s, seat))
		l.Entries = append(l.Entries, game.Entry[A]{Seat: seat, Action: a})
		s, _, err = g.Reduce(s, seat, a)
		require.NoError(t, err, "%s: %+v", seat, a)
	}
	return l
}

// ViewsAt replays l and returns, for each of its entries, the view of
// the seat that made it, as that seat saw the game just before.
func ViewsAt[C, S, A, V any](t T, g game.Game[C, S, A, V], l game.Log[A]) []V {
	t.Helper()
	s, err := game.Start(g, l.Header)
	require.NoError(t, err)
	out := make([]V, len(l.Entries))
	for i, e := range l.Entries {
		out[i] = g.View(s, e.Seat)
		s, _, err = g.Reduce(s, e.Seat, e.Action)
		require.NoError(t, err, "entry %d", i)
	}
	return out
}
