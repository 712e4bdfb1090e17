package shengji

import (
	"slices"
	"testing"
	"time"

	gs "teahouse/game/shengji"
)

// benchPositions are the expert's decisions in play over seeded deals:
// every position where a seat of four experts is to lead or follow.
func benchPositions(tb testing.TB, deals int) []gs.View {
	tb.Helper()
	e := newExpert()
	var out []gs.View
	for seed := range uint64(deals) {
		s, err := gs.Game.New(gs.Config{}, 1000+seed)
		if err != nil {
			tb.Fatal(err)
		}
		for s.Phase() != gs.PhaseOver {
			seat := s.Turn()
			v := gs.Game.View(s, seat)
			if v.Phase == gs.PhasePlay {
				out = append(out, v)
			}
			if s, _, err = gs.Game.Reduce(s, seat, e.Decide(v)); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return out
}

// BenchmarkExpertDecision times the expert's decisions in play over the
// positions of 10 seeded deals; one op is one pass over all of them.
// Besides the time per op it reports the median and the slowest single
// decision, and the mean number of samples searched.
func BenchmarkExpertDecision(b *testing.B) {
	positions := benchPositions(b, 10)
	e := newExpert()
	times := make([]time.Duration, len(positions))
	samples := 0
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		samples = 0
		for i, v := range positions {
			start := time.Now()
			_, sr := e.choose(v)
			times[i] = time.Since(start)
			samples += sr.samples
		}
	}
	slices.Sort(times)
	b.ReportMetric(float64(len(positions)), "decisions/op")
	b.ReportMetric(float64(times[len(times)/2].Microseconds()), "median-µs")
	b.ReportMetric(float64(times[len(times)-1].Microseconds()), "slowest-µs")
	b.ReportMetric(float64(samples)/float64(len(positions)), "samples/decision")
}

// BenchmarkExpertBurial times the expert's burials of 10 seeded deals
// (seeds 1000-1009, the dealer's view with the kitty taken in); one op is
// all ten. It reports the slowest single burial and the mean samples.
func BenchmarkExpertBurial(b *testing.B) {
	var positions []gs.View
	for seed := range uint64(10) {
		s, err := gs.Game.New(gs.Config{}, 1000+seed)
		if err != nil {
			b.Fatal(err)
		}
		for s.Phase() == gs.PhaseDeal {
			seat := s.Turn()
			if s, _, err = gs.Game.Reduce(s, seat, declareIfStrong(gs.Game.View(s, seat))); err != nil {
				b.Fatal(err)
			}
		}
		positions = append(positions, gs.Game.View(s, s.Turn()))
	}
	e := newExpert()
	var slowest time.Duration
	samples := 0
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		samples = 0
		for _, v := range positions {
			start := time.Now()
			_, sr := e.bury(v)
			slowest = max(slowest, time.Since(start))
			samples += sr.samples
		}
	}
	b.ReportMetric(float64(slowest.Microseconds()), "slowest-µs")
	b.ReportMetric(float64(samples)/float64(len(positions)), "samples/burial")
}
