package blackjack

import (
	"teahouse/game/catalog"
	"testing"

	"teahouse/game"
	bj "teahouse/rules/blackjack"

	"github.com/stretchr/testify/require"
)

// BenchmarkMeasureEdge measures MeasureEdge: one op is one round, so
// ns/op is the wall time per round on GOMAXPROCS cores and rounds/s the
// throughput (run with -cpu 1,2). The chart is derived before the timer.
func BenchmarkMeasureEdge(b *testing.B) {
	for _, strategy := range Levels {
		b.Run(strategy, func(b *testing.B) {
			if err := Warm(bj.Default()); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			b.ResetTimer()
			res, err := MeasureEdge(EdgeConfig{Rounds: b.N, Seed: 1, Strategy: strategy})
			if err != nil {
				b.Fatal(err)
			}
			b.StopTimer()
			if res.Rounds != b.N {
				b.Fatalf("played %d rounds of %d", res.Rounds, b.N)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rounds/s")
		})
	}
}

// BenchmarkSimRound measures the engine alone, one round per op on one
// core, for the default rules.
func BenchmarkSimRound(b *testing.B) {
	c, err := ChartFor(bj.Default())
	if err != nil {
		b.Fatal(err)
	}
	e := newSimEngine(bj.Default(), newCodeTable(c), false, 0)
	e.reset(1)
	b.ReportAllocs()
	for b.Loop() {
		e.round()
	}
}

// BenchmarkRunTables deals rounds at a table of one basic seat on the
// catalog's runner, events and all: the path every sim blackjack seat
// plays.
func BenchmarkRunTables(b *testing.B) {
	require.NoError(b, Warm(bj.Default()))
	const rounds = 20_000
	b.ReportAllocs()
	for b.Loop() {
		runTables(b, catalog.Run{Games: rounds / 1000, Seed: 1, Seats: []game.Player{{Kind: game.AI, Level: "basic"}}, Settings: rich(1000)})
	}
	b.ReportMetric(float64(rounds*b.N)/b.Elapsed().Seconds(), "rounds/s")
}
