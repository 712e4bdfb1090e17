package gametest

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/game"
)

// secrets is a toy game for testing the suite itself: each of two seats is
// dealt a secret number; in four turns each may show theirs or pass, then
// the higher number wins. The flags break it on purpose.
type secrets struct {
	leakView, leakEvent, plainError, brokenApply bool
	earlyContests, strangerContests              bool
}

type secretsState struct {
	Secret [2]int
	Shown  [2]bool
	Turn   game.Seat
	Moves  int
	RNG    game.RNG
}

type secretsView struct {
	Viewer game.Seat
	Known  [2]int // 0 where unknown
	Turn   game.Seat
	Over   bool
}

type dealt struct {
	Seat   game.Seat
	Secret int
}

func (dealt) EventName() string { return "dealt" }

type shown struct {
	Seat   game.Seat
	Secret int
}

func (shown) EventName() string { return "shown" }

type passed struct{ Seat game.Seat }

func (passed) EventName() string { return "passed" }

type ended struct{}

func (ended) EventName() string { return "ended" }

func (secrets) Name() string           { return "secrets" }
func (secrets) Version() int           { return 1 }
func (secrets) Seats(secretsState) int { return 2 }
func (g secrets) Legal(v secretsView) ([]int, bool) {
	if v.Over || v.Viewer != v.Turn {
		return nil, true
	}
	return []int{0, 1}, true
}

func (secrets) New(_ int, seed uint64) (secretsState, error) {
	s := secretsState{RNG: game.NewRNG(seed)}
	s.Secret = [2]int{s.RNG.IntN(9) + 1, s.RNG.IntN(9) + 1}
	return s, nil
}

func (g secrets) Check(v secretsView, a int) error {
	switch {
	case v.Over:
		return game.Refuse(game.ErrGameOver, "the game is over")
	case v.Viewer != v.Turn:
		return game.Refuse(game.ErrNotYourTurn, "it is %s's turn", v.Turn)
	case a != 0 && a != 1:
		return game.Illegal("pass (0) or show (1)")
	}
	return nil
}

func (g secrets) Reduce(s secretsState, seat game.Seat, a int) (secretsState, []game.Event, error) {
	if seat < 0 || seat > 1 {
		return s, nil, game.Refuse(game.ErrNoSuchSeat, "no seat %s", seat)
	}
	if err := g.Check(g.View(s, seat), a); err != nil {
		if g.plainError {
			return s, nil, fmt.Errorf("no")
		}
		return s, nil, err
	}
	var events []game.Event
	if a == 1 {
		s.Shown[seat] = true
		events = append(events, shown{Seat: seat, Secret: s.Secret[seat]})
	} else {
		events = append(events, passed{Seat: seat})
	}
	s.Moves++
	s.Turn = 1 - s.Turn
	if s.Moves == 2 { // a new secret for the next seat to move, after the first round
		s.Secret[s.Turn] = s.RNG.IntN(9) + 1
		s.Shown[s.Turn] = false
		events = append(events, dealt{Seat: s.Turn, Secret: s.Secret[s.Turn]})
	}
	if s.Moves >= 4 {
		events = append(events, ended{})
	}
	return s, events, nil
}

func (g secrets) Waiting(s secretsState) []game.Seat {
	if s.Moves >= 4 {
		return nil
	}
	return []game.Seat{s.Turn}
}

func (g secrets) View(s secretsState, viewer game.Seat) secretsView {
	v := secretsView{Viewer: viewer, Turn: s.Turn, Over: s.Moves >= 4}
	for i := range 2 {
		if game.Seat(i) == viewer || s.Shown[i] || viewer == game.Omniscient || g.leakView {
			v.Known[i] = s.Secret[i]
		}
	}
	return v
}

func (g secrets) Redact(e game.Event, viewer game.Seat) game.Event {
	if d, ok := e.(dealt); ok && d.Seat != viewer && viewer != game.Omniscient && !g.leakEvent {
		d.Secret = 0
		return d
	}
	return e
}

func (g secrets) Apply(v secretsView, e game.Event) secretsView {
	switch e := e.(type) {
	case shown:
		v.Known[e.Seat] = e.Secret
		v.Turn = 1 - v.Turn
	case dealt:
		v.Known[e.Seat] = e.Secret
	case passed:
		v.Turn = 1 - v.Turn
		if g.brokenApply {
			v.Turn = e.Seat // the pass is forgotten
		}
	case ended:
		v.Over = true
	}
	return v
}

func (g secrets) Outcome(s secretsState) game.Outcome {
	o := game.Outcome{Over: s.Moves >= 4, Seats: make([]game.SeatResult, 2)}
	if o.Over && s.Secret[0] != s.Secret[1] {
		o.Winners = []game.Seat{0}
		if s.Secret[1] > s.Secret[0] {
			o.Winners = []game.Seat{1}
		}
	}
	if o.Over || g.earlyContests {
		o.Contests = game.ByScore([]float64{float64(s.Secret[0]), float64(s.Secret[1])})
	}
	if g.strangerContests && o.Over {
		o.Contests = []game.Contest{{Sides: [][]game.Seat{{0}, {2}}, Places: []int{1, 2}}}
	}
	return o
}

func suiteOf(g secrets) Suite[int, secretsState, int, secretsView] {
	return Suite[int, secretsState, int, secretsView]{
		Game: g, Configs: []int{0}, Games: 20,
		Junk: func(r *rand.Rand) int { return r.IntN(4) - 1 },
		Twin: func(r *rand.Rand, s secretsState, viewer game.Seat) secretsState {
			for i := range 2 {
				if game.Seat(i) != viewer && !s.Shown[i] {
					s.Secret[i] = r.IntN(9) + 1
				}
			}
			s.RNG = game.NewRNG(r.Uint64())
			return s
		},
	}
}

// recorder is a T that remembers a failure instead of failing the test.
type recorder struct{ failed bool }

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.failed = true }
func (r *recorder) FailNow()              { r.failed = true; panic(r) }

// fails reports whether the suite fails on g.
func fails(g secrets) (failed bool) {
	r := &recorder{}
	defer func() {
		if p := recover(); p != nil && p != r {
			panic(p)
		}
		failed = r.failed
	}()
	suiteOf(g).Run(r)
	return r.failed
}

func TestSuitePassesAFairGame(t *testing.T) {
	assert.False(t, fails(secrets{}))
}

func TestSuiteCatchesBrokenGames(t *testing.T) {
	for name, g := range map[string]secrets{
		"a view that shows another seat's secret":   {leakView: true},
		"an event that shows another seat's secret": {leakEvent: true},
		"a refusal that is not a *game.Refusal":     {plainError: true},
		"an Apply that forgets a pass":              {brokenApply: true},
		"contests before the game is over":          {earlyContests: true},
		"a contest of a seat not at the table":      {strangerContests: true},
	} {
		assert.True(t, fails(g), name)
	}
}
