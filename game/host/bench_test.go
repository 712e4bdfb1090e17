package host_test

import (
	"context"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/host"
	gp "teahouse/game/pokerdice"
)

// BenchmarkAct is one person's action through a live table and back: the
// round trip to the host's goroutine, the reducer, and the update a
// watcher of the seat receives.
func BenchmarkAct(b *testing.B) {
	seats := []sitter{{Player: game.Player{Kind: game.Human}}, {Player: game.Player{Kind: game.Human}}}
	h, err := host.Open(gp.Game, gp.Config{Rounds: 99}, 1, seats, host.Options{})
	require.NoError(b, err)
	defer func() { h.Close() }() // the table open when the loop ends
	w, err := h.Watch(0, 1)
	require.NoError(b, err)
	ups, _ := w.Take()
	turn := ups[0].Waiting[0]
	b.ReportAllocs()
	for b.Loop() {
		if err := h.Act(turn, gp.Hold(0)); err != nil {
			b.Fatal(err)
		}
		ups, _ := w.Next()
		last := ups[len(ups)-1]
		if last.Outcome.Over {
			b.StopTimer()
			h.Close()
			h, _ = host.Open(gp.Game, gp.Config{Rounds: 99}, 1, seats, host.Options{})
			w, _ = h.Watch(0, 1)
			ups, _ = w.Take()
			last = ups[0]
			b.StartTimer()
		}
		turn = last.Waiting[0]
	}
}

// BenchmarkPlay is one whole best-of-5 match between two random players
// on the synchronous core.
func BenchmarkPlay(b *testing.B) {
	seats, _ := aiSeats(1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := host.Play(context.Background(), gp.Game, gp.Config{}, 1, seats, host.PlayOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSimulateLogs is a run of short games (three-round Risk Choice
// matches, the shortest games a sim plays but one) without logs and with
// every game's log written: the cost of a file per game.
func BenchmarkSimulateLogs(b *testing.B) {
	const games = 500
	for _, logs := range []bool{false, true} {
		b.Run(map[bool]string{false: "off", true: "on"}[logs], func(b *testing.B) {
			dir := ""
			if logs {
				dir = b.TempDir()
			}
			b.ReportAllocs()
			for b.Loop() {
				_, err := simulateScores(b, logRun(dir, games, 0))
				require.NoError(b, err)
			}
			b.ReportMetric(float64(games*b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
}

// BenchmarkActBusyTable is BenchmarkAct at a busy table: fifty
// spectators follow it, each drained by its own goroutine as a screen
// would, while a person acts and waits for their own update.
func BenchmarkActBusyTable(b *testing.B) {
	t := openBusy(b)
	b.ReportAllocs()
	for b.Loop() {
		if err := t.h.Act(t.turn, gp.Hold(0)); err != nil {
			b.Fatal(err)
		}
		ups, _ := t.w.Next()
		last := ups[len(ups)-1]
		if last.Outcome.Over {
			b.StopTimer()
			t.close()
			t = openBusy(b)
			b.StartTimer()
			continue
		}
		t.turn = last.Waiting[0]
	}
	b.StopTimer()
	t.close()
}

// busyTable is a table of two people and fifty spectators.
type busyTable struct {
	h    *host.Host[gp.Config, gp.State, gp.Action, gp.View]
	w    *host.Watcher[gp.View]
	turn game.Seat
	wg   sync.WaitGroup
}

func openBusy(b *testing.B) *busyTable {
	seats := []sitter{{Player: game.Player{Kind: game.Human}}, {Player: game.Player{Kind: game.Human}}}
	h, err := host.Open(gp.Game, gp.Config{Rounds: 99}, 1, seats, host.Options{})
	require.NoError(b, err)
	t := &busyTable{h: h}
	for range 50 {
		w, err := h.Watch(game.Spectator)
		require.NoError(b, err)
		t.wg.Go(func() {
			for {
				if _, open := w.Next(); !open {
					return
				}
			}
		})
	}
	t.w, err = h.Watch(0, 1)
	require.NoError(b, err)
	ups, _ := t.w.Take()
	t.turn = ups[0].Waiting[0]
	return t
}

func (t *busyTable) close() {
	t.h.Close()
	t.wg.Wait()
}
