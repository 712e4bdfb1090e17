package host_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"teahouse/game"
	"teahouse/game/host"
	gp "teahouse/game/pokerdice"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

type (
	sitter   = host.Sitter[gp.View, gp.Action]
	decision = host.Decision[gp.View, gp.Action]
)

// randomAI plays a random legal action, seeded, and counts its decisions.
type randomAI struct {
	mu    sync.Mutex
	r     *rand.Rand
	asked int
}

func newRandomAI(seed uint64) *randomAI { return &randomAI{r: rand.New(rand.NewPCG(seed, 1))} }

func (p *randomAI) Decide(_ context.Context, d decision) (gp.Action, error) {
	legal, _ := d.Legal()
	p.mu.Lock()
	defer p.mu.Unlock()
	p.asked++
	return legal[p.r.IntN(len(legal))], nil
}

func (p *randomAI) decisions() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.asked
}

func aiSeats(seed uint64) ([]sitter, []*randomAI) {
	ais := []*randomAI{newRandomAI(seed), newRandomAI(seed + 1)}
	return []sitter{
		{Player: game.Player{ID: "ai:random", Kind: game.AI, Level: "random"}, Controller: ais[0]},
		{Player: game.Player{ID: "ai:random", Kind: game.AI, Level: "random"}, Controller: ais[1]},
	}, ais
}

// collect reads a watcher until its table ends.
func collect[V any](w *host.Watcher[V]) []host.Update[V] {
	var all []host.Update[V]
	for {
		ups, open := w.Next()
		all = append(all, ups...)
		if !open {
			return all
		}
		if len(all) > 0 && all[len(all)-1].Outcome.Over {
			return all
		}
	}
}

// TestFourViewersOfAIMatches plays 1,000 seeded skills matches between two
// computer seats, watched by both seats and two spectators: every watcher
// gets exactly the views and redacted events its eyes may have, each
// computer is asked once per decision, and nothing is left running.
func TestFourViewersOfAIMatches(t *testing.T) {
	games := 1000
	viewers := []game.Seat{0, 1, game.Spectator, game.Spectator}
	for seed := range uint64(games) {
		cfg := gp.Config{Rounds: int(seed%3)*2 + 1, Skills: true}
		seats, ais := aiSeats(seed)
		h, err := host.Open(gp.Game, cfg, seed, seats, host.Options{})
		require.NoError(t, err)
		ws := make([]*host.Watcher[gp.View], len(viewers))
		for i, v := range viewers {
			ws[i], err = h.Watch(v)
			require.NoError(t, err)
		}
		got := make([][]host.Update[gp.View], len(ws))
		var wg sync.WaitGroup
		for i, w := range ws {
			wg.Go(func() { got[i] = collect(w) })
		}
		wg.Wait()
		l := h.Log()
		h.Close()

		want, err := host.Frames(gp.Game, l, viewers...)
		require.NoError(t, err)
		require.True(t, want[len(want)-1].Outcome.Over, "seed %d: the match ended", seed)
		for i, ups := range got {
			// A watcher attached after the first actions starts later.
			first := want[len(want)-len(ups)]
			require.Equal(t, first.Seq, ups[0].Seq)
			for j, u := range ups {
				w := want[len(want)-len(ups)+j]
				require.Equal(t, w.Seq, u.Seq)
				require.Len(t, u.Sights, 1)
				require.Equal(t, w.Sights[i].View, u.Sights[0].View, "seed %d viewer %s step %d", seed, viewers[i], u.Seq)
				if j > 0 {
					require.Equal(t, w.Sights[i].Events, u.Sights[0].Events)
				}
			}
		}
		moves := [2]int{}
		for _, e := range l.Entries {
			moves[e.Seat]++
		}
		for s, ai := range ais {
			assert.Equal(t, moves[s], ai.decisions(), "seed %d: P%d was asked once per move", seed, s+1)
		}
	}
}

func TestActRefusesAndChangesNothing(t *testing.T) {
	seats := []sitter{{Player: game.Player{Kind: game.Human}}, {Player: game.Player{Kind: game.Human}}}
	h, err := host.Open(gp.Game, gp.Config{}, 1, seats, host.Options{})
	require.NoError(t, err)
	defer h.Close()
	w, err := h.Watch(0)
	require.NoError(t, err)
	err = h.Act(1, gp.Hold(0))
	assert.ErrorIs(t, err, game.ErrNotYourTurn)
	err = h.Act(0, gp.Action{Kind: "cheat"})
	var ref *game.Refusal
	require.ErrorAs(t, err, &ref)
	assert.Equal(t, `unknown action "cheat"`, ref.Reason)
	assert.ErrorIs(t, h.Act(7, gp.Hold(0)), game.ErrNoSuchSeat)
	assert.Empty(t, h.Log().Entries)
	require.NoError(t, h.Act(0, gp.Hold(0b11)))
	ups, open := w.Next()
	require.True(t, open)
	require.Len(t, ups, 2, "the opening and the hold")
	assert.Equal(t, 1, ups[1].Seq)
	assert.Equal(t, []game.Seat{1}, ups[1].Waiting)
	_, err = h.Watch(5)
	assert.ErrorIs(t, err, game.ErrNoSuchSeat)
}

func TestAComputersSeatIsNotAPersons(t *testing.T) {
	seats, _ := aiSeats(1)
	seats[0].Controller = blocking{}
	h, err := host.Open(gp.Game, gp.Config{}, 1, seats, host.Options{})
	require.NoError(t, err)
	assert.ErrorIs(t, h.Act(0, gp.Hold(0)), game.ErrNotYourTurn)
	h.Close()
	h.Close()
	assert.ErrorIs(t, h.Act(0, gp.Hold(0)), host.ErrClosed)
	_, err = h.Watch(0)
	assert.ErrorIs(t, err, host.ErrClosed)
	assert.Empty(t, h.Log().Entries, "the final log is kept")
}

// blocking never decides until it is cancelled.
type blocking struct{}

func (blocking) Decide(ctx context.Context, _ decision) (gp.Action, error) {
	<-ctx.Done()
	return gp.Action{}, ctx.Err()
}

// failing fails every decision, once start is closed (so that a watcher
// attached before then sees the failure).
type failing struct {
	calls *atomic.Int32
	start <-chan struct{}
}

func (f failing) Decide(context.Context, decision) (gp.Action, error) {
	<-f.start
	f.calls.Add(1)
	return gp.Action{}, errors.New("did not answer within 1s")
}

func TestAFailingControllerIsReplaced(t *testing.T) {
	var calls atomic.Int32
	start := make(chan struct{})
	seats, _ := aiSeats(2)
	seats[1].Controller, seats[1].Fallback = failing{&calls, start}, seats[1].Controller
	h, err := host.Open(gp.Game, gp.Config{Rounds: 3}, 2, seats, host.Options{})
	require.NoError(t, err)
	w, err := h.Watch(game.Spectator)
	require.NoError(t, err)
	close(start)
	ups := collect(w)
	h.Close()
	require.True(t, ups[len(ups)-1].Outcome.Over, "the match ends")
	assert.Equal(t, int32(1), calls.Load(), "the failed controller is not asked again")
	var notes []game.Note
	for _, u := range ups {
		notes = append(notes, u.Notes...)
	}
	require.Len(t, notes, 1)
	assert.Equal(t, "P2 did not answer within 1s; the computer plays P2 from now on", notes[0].Text)
	assert.Equal(t, notes, h.Log().Notes, "the note is in the log")
}

func TestAnIllegalAnswerIsReplaced(t *testing.T) {
	seats, _ := aiSeats(3)
	seats[0].Controller = host.Func[gp.View, gp.Action](func(gp.View) gp.Action { return gp.Stand() })
	g, err := host.Play(context.Background(), gp.Game, gp.Config{Rounds: 1}, 3, seats, host.PlayOptions{})
	require.NoError(t, err)
	assert.True(t, g.Outcome().Over)
	require.NotEmpty(t, g.Notes)
	assert.Contains(t, g.Notes[0].Text, `P1 answered {"kind":"stand"}, which the table refused: you can only stand after the reroll; it plays its first legal action instead`)
}

// answered reports each decision it makes on a channel.
type answered struct{ asked chan struct{} }

func (a answered) Decide(_ context.Context, d decision) (gp.Action, error) {
	a.asked <- struct{}{}
	return gp.Hold(0), nil
}

func TestAnAnswerWaitsForItsThinkTime(t *testing.T) {
	seats, _ := aiSeats(4)
	a := answered{asked: make(chan struct{}, 1)}
	seats[0].Controller = a
	h, err := host.Open(gp.Game, gp.Config{Rounds: 1}, 4, seats, host.Options{Think: time.Hour})
	require.NoError(t, err)
	<-a.asked
	assert.Empty(t, h.Log().Entries, "the answer is in, and held for the think time")
	h.Close()
	assert.Empty(t, h.Log().Entries, "closing drops it")
}

func TestPlayIsDeterministic(t *testing.T) {
	play := func() host.Game[gp.State, gp.Action] {
		seats, _ := aiSeats(9)
		g, err := host.Play(context.Background(), gp.Game, gp.Config{Skills: true}, 9, seats, host.PlayOptions{})
		require.NoError(t, err)
		return g
	}
	a, b := play(), play()
	assert.Equal(t, a.Log().Entries, b.Log().Entries)
	assert.Equal(t, a.State, b.State)
	seats, _ := aiSeats(9)
	seats[1].Controller = nil
	_, err := host.Play(context.Background(), gp.Game, gp.Config{}, 9, seats, host.PlayOptions{})
	assert.ErrorContains(t, err, "P2 is a person's seat")
}
