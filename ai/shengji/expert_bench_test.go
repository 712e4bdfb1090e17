package shengji

import (
	"slices"
	"testing"
	"time"

	gs "teahouse/game/shengji"
)

// benchPositions are the expert's decisions in play over seeded deals:
// every position where a seat of four experts is to lead or follow. The
// seats declare by rule (BenchmarkExpertDeclaring times the expert's
// declaring), so the positions are the same whatever its declaring.
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
			a := declareIfStrong(v)
			if v.Phase != gs.PhaseDeal {
				a = e.Decide(v)
			}
			if s, _, err = gs.Game.Reduce(s, seat, a); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return out
}

// BenchmarkExpertDecision times the expert's decisions in play over the
// positions of 10 seeded deals; one op is one pass over all of them (see
// timeDecisions for what it reports).
func BenchmarkExpertDecision(b *testing.B) {
	e := newExpert()
	timeDecisions(b, benchPositions(b, 10), func(v gs.View) int {
		_, sr := e.choose(v)
		return sr.samples
	})
}

// timeDecisions times decide over positions, one op a pass over all of
// them, decide returning the samples it searched. Besides the time per
// op it reports the median and the slowest single decision, in wall time
// and in the process's CPU time (which, with -cpu 1, is the decision's
// time on one core however loaded the machine is), and the mean number
// of samples searched.
func timeDecisions(b *testing.B, positions []gs.View, decide func(gs.View) int) {
	wall := make([]time.Duration, len(positions))
	cpu := make([]time.Duration, len(positions))
	samples := 0
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		samples = 0
		for i, v := range positions {
			start, startCPU := time.Now(), cpuNow()
			samples += decide(v)
			wall[i], cpu[i] = time.Since(start), cpuNow()-startCPU
		}
	}
	slices.Sort(wall)
	slices.Sort(cpu)
	b.ReportMetric(float64(len(positions)), "decisions/op")
	b.ReportMetric(float64(wall[len(wall)/2].Microseconds()), "median-µs")
	b.ReportMetric(float64(wall[len(wall)-1].Microseconds()), "slowest-µs")
	if _, ok := cpuTime(); ok {
		b.ReportMetric(float64(cpu[len(cpu)/2].Microseconds()), "median-cpu-µs")
		b.ReportMetric(float64(cpu[len(cpu)-1].Microseconds()), "slowest-cpu-µs")
	}
	b.ReportMetric(float64(samples)/float64(len(positions)), "samples/decision")
}

// cpuNow is cpuTime, 0 where it is not measured.
func cpuNow() time.Duration {
	d, _ := cpuTime()
	return d
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
	var slowest, slowestCPU time.Duration
	samples := 0
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		samples = 0
		for _, v := range positions {
			start, startCPU := time.Now(), cpuNow()
			_, sr := e.bury(v)
			slowest, slowestCPU = max(slowest, time.Since(start)), max(slowestCPU, cpuNow()-startCPU)
			samples += sr.samples
		}
	}
	b.ReportMetric(float64(slowest.Microseconds()), "slowest-µs")
	if _, ok := cpuTime(); ok {
		b.ReportMetric(float64(slowestCPU.Microseconds()), "slowest-cpu-µs")
	}
	b.ReportMetric(float64(samples)/float64(len(positions)), "samples/burial")
}

// BenchmarkExpertDeclaring times the expert's declaring decisions while
// the cards of 10 seeded deals are dealt (seeds 1000-1009, every seat
// declaring as the rule player does): every view in which the seat to
// draw may declare, the only ones the expert searches; one op is all of
// them (see timeDecisions for what it reports).
func BenchmarkExpertDeclaring(b *testing.B) {
	var positions []gs.View
	for seed := range uint64(10) {
		s, err := gs.Game.New(gs.Config{}, 1000+seed)
		if err != nil {
			b.Fatal(err)
		}
		for s.Phase() == gs.PhaseDeal {
			v := gs.Game.View(s, s.Turn())
			if legal, _ := v.Legal(); len(legal) > 1 {
				positions = append(positions, v)
			}
			if s, _, err = gs.Game.Reduce(s, s.Turn(), declareIfStrong(v)); err != nil {
				b.Fatal(err)
			}
		}
	}
	e := newExpert()
	timeDecisions(b, positions, func(v gs.View) int {
		_, sr := e.declare(v)
		return sr.samples
	})
}
