package pokerdice

import (
	"encoding/json"
	"flag"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	pd "teahouse/rules/pokerdice"
)

func TestSimulateRoundsDeterministic(t *testing.T) {
	cfg := SimConfig{Rounds: 3*simChunk + 77, Seed: 9, P1: "optimal", P2: "simple", Starter: "alternate"}
	a, err := SimulateRounds(cfg)
	require.NoError(t, err)
	assert.Equal(t, cfg.Rounds, a.Rounds)
	assert.Equal(t, a.Rounds, a.P1Wins+a.P2Wins+a.Ties)

	b, err := SimulateRounds(cfg)
	require.NoError(t, err)
	assert.Equal(t, a, b, "same seed, same result")

	prev := runtime.GOMAXPROCS(1)
	c, err := SimulateRounds(cfg)
	runtime.GOMAXPROCS(prev)
	require.NoError(t, err)
	assert.Equal(t, a, c, "the result does not depend on the number of cores")

	// One round at a time, in order, gives the same counts.
	var seq SimResult
	players := [gp.Seats]Player{optimalPlayer{}, simplePlayer{}}
	for i := range cfg.Rounds {
		w, err := playRound(cfg, players, game.Seat(i%2), i)
		require.NoError(t, err)
		seq.Rounds++
		switch w {
		case 0:
			seq.P1Wins++
		case 1:
			seq.P2Wins++
		default:
			seq.Ties++
		}
	}
	assert.Equal(t, seq, a)

	cfg.Seed++
	d, err := SimulateRounds(cfg)
	require.NoError(t, err)
	assert.NotEqual(t, a, d, "another seed, other dice")
}

func TestSimulateRoundsVariants(t *testing.T) {
	for _, cfg := range []SimConfig{
		{Rounds: 2000, Seed: 1, P1: "simple", P2: "simple"},
		{Rounds: 2000, Seed: 1, P1: "optimal", P2: "optimal", Starter: "p2", Rule: pd.Strict},
		{Rounds: 2000, Seed: 1, P1: "optimal", P2: "simple", Skills: true},
		{Rounds: 2000, Seed: 1, P1: "simple", P2: "optimal", Skills: true, Rule: pd.Strict, Starter: "alternate"},
	} {
		r, err := SimulateRounds(cfg)
		require.NoError(t, err, "%+v", cfg)
		assert.Equal(t, cfg.Rounds, r.P1Wins+r.P2Wins+r.Ties)
	}
}

func TestSimulateRoundsOptimalBeatsSimple(t *testing.T) {
	r, err := SimulateRounds(SimConfig{Rounds: 20000, Seed: 3, P1: "optimal", P2: "simple", Starter: "alternate"})
	require.NoError(t, err)
	assert.Greater(t, r.P1Wins, r.P2Wins)
}

func TestSimulateRoundsRejectsBadConfig(t *testing.T) {
	for _, cfg := range []SimConfig{
		{Rounds: -1, P1: "simple", P2: "simple"},
		{Rounds: 1, P1: "simple", P2: "perfect"},
		{Rounds: 1, P1: "", P2: "simple"},
		{Rounds: 1, P1: "simple", P2: "simple", Starter: "p3"},
		{Rounds: 1, P1: "simple", P2: "simple", Rule: 9},
	} {
		_, err := SimulateRounds(cfg)
		assert.ErrorIs(t, err, ErrSimConfig, "%+v", cfg)
	}
	r, err := SimulateRounds(SimConfig{P1: "simple", P2: "optimal"})
	require.NoError(t, err)
	assert.Equal(t, SimResult{}, r)
}

func TestSimResultJSON(t *testing.T) {
	b, err := json.Marshal(SimResult{Rounds: 10, P1Wins: 5, P2Wins: 4, Ties: 1})
	require.NoError(t, err)
	assert.JSONEq(t, `{"rounds":10,"p1_wins":5,"p2_wins":4,"ties":1}`, string(b))
}

func TestRoundSeed(t *testing.T) {
	assert.Equal(t, RoundSeed(1, 5), RoundSeed(1, 5))
	assert.NotEqual(t, RoundSeed(1, 5), RoundSeed(1, 6))
	assert.NotEqual(t, RoundSeed(1, 5), RoundSeed(2, 5))
}

var (
	simRounds = flag.Int("sim.rounds", 0, "TestMeasureWinRates: rounds per matchup (0 skips the test)")
	simSeed   = flag.Uint64("sim.seed", 1, "TestMeasureWinRates: seed")
)

// TestMeasureWinRates prints optimal against simple in both seats, both
// rules; it runs only when asked, for example:
//
//	go test ./ai/pokerdice -run TestMeasureWinRates -v -sim.rounds=1000000
func TestMeasureWinRates(t *testing.T) {
	if *simRounds == 0 {
		t.Skip("set -sim.rounds to measure")
	}
	for _, rule := range []pd.HoldRule{pd.Free, pd.Strict} {
		for _, m := range []struct{ p1, p2, starter string }{
			{"optimal", "simple", "p1"},
			{"simple", "optimal", "p1"},
		} {
			cfg := SimConfig{Rounds: *simRounds, Seed: *simSeed, P1: m.p1, P2: m.p2, Starter: m.starter, Rule: rule}
			start := time.Now()
			r, err := SimulateRounds(cfg)
			require.NoError(t, err)
			d := time.Since(start)
			n := float64(r.Rounds)
			t.Logf("rule=%s p1=%s p2=%s starter=%s seed=%d: %+v  P1 %.4f%%  P2 %.4f%%  ties %.4f%%  (%v, %.0f rounds/s)",
				rule, m.p1, m.p2, m.starter, cfg.Seed, r, 100*float64(r.P1Wins)/n, 100*float64(r.P2Wins)/n, 100*float64(r.Ties)/n,
				d.Round(time.Millisecond), n/d.Seconds())
		}
	}
}

func BenchmarkSimulateRounds(b *testing.B) {
	tables()
	b.ReportAllocs()
	const rounds = 50_000
	for b.Loop() {
		_, err := SimulateRounds(SimConfig{Rounds: rounds, Seed: 1, P1: "optimal", P2: "simple", Starter: "alternate"})
		require.NoError(b, err)
	}
	b.ReportMetric(float64(rounds*b.N)/b.Elapsed().Seconds(), "rounds/s")
}
