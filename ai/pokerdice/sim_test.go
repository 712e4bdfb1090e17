package pokerdice

import (
	"encoding/json"
	"runtime"
	"testing"

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
