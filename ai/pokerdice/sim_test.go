package pokerdice

import (
	"context"
	"encoding/json"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
	gp "teahouse/game/pokerdice"
	pd "teahouse/rules/pokerdice"
)

// ai is a computer seat of level.
func ai(level string) game.Player { return game.Player{Kind: game.AI, Level: level} }

// seats are the seats of p1 and p2, computers of those levels.
func seats(p1, p2 string) [gp.Seats]game.Player { return [gp.Seats]game.Player{ai(p1), ai(p2)} }

func TestSimulateRoundsDeterministic(t *testing.T) {
	cfg := SimConfig{Rounds: 3*4096 + 77, Seed: 9, Seats: seats("optimal", "simple"), Starter: "alternate"}
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

	// Round i is the match of one round seeded with SubSeed(seed, i).
	sitters, err := Roster.Sitters(cfg.Seats[:], func(game.Seat) bot.Options { return bot.Options{} })
	require.NoError(t, err)
	for _, i := range []int{0, 1, 4096, cfg.Rounds - 1} {
		g, err := host.Play(context.Background(), gp.Game, gp.Config{Rounds: 1, FirstStarter: game.Seat(i % 2)}, game.SubSeed(cfg.Seed, i), sitters, host.PlayOptions{})
		require.NoError(t, err)
		require.Equal(t, 1, g.State.Last().Round, "round %d", i)
	}

	cfg.Seed++
	d, err := SimulateRounds(cfg)
	require.NoError(t, err)
	assert.NotEqual(t, a, d, "another seed, other dice")
}

func TestSimulateRoundsVariants(t *testing.T) {
	for _, cfg := range []SimConfig{
		{Rounds: 2000, Seed: 1, Seats: seats("simple", "simple")},
		{Rounds: 2000, Seed: 1, Seats: seats("optimal", "optimal"), Starter: "p2", Rule: pd.Strict},
		{Rounds: 2000, Seed: 1, Seats: seats("optimal", "simple"), Skills: true},
		{Rounds: 2000, Seed: 1, Seats: seats("simple", "optimal"), Skills: true, Rule: pd.Strict, Starter: "alternate"},
	} {
		r, err := SimulateRounds(cfg)
		require.NoError(t, err, "%+v", cfg)
		assert.Equal(t, cfg.Rounds, r.P1Wins+r.P2Wins+r.Ties)
	}
}

func TestSimulateRoundsOptimalBeatsSimple(t *testing.T) {
	r, err := SimulateRounds(SimConfig{Rounds: 20000, Seed: 3, Seats: seats("optimal", "simple"), Starter: "alternate"})
	require.NoError(t, err)
	assert.Greater(t, r.P1Wins, r.P2Wins)
}

func TestSimulateRoundsRejectsBadConfig(t *testing.T) {
	for _, cfg := range []SimConfig{
		{Rounds: -1, Seats: seats("simple", "simple")},
		{Rounds: 1, Seats: seats("simple", "perfect")},
		{Rounds: 1, Seats: seats("", "simple")},
		{Rounds: 1, Seats: seats("simple", "simple"), Starter: "p3"},
		{Rounds: 1, Seats: seats("simple", "simple"), Rule: 9},
	} {
		_, err := SimulateRounds(cfg)
		assert.ErrorIs(t, err, ErrSimConfig, "%+v", cfg)
	}
	r, err := SimulateRounds(SimConfig{Seats: seats("simple", "optimal")})
	require.NoError(t, err)
	assert.Equal(t, SimResult{}, r)
}

func TestSimResultJSON(t *testing.T) {
	b, err := json.Marshal(SimResult{Rounds: 10, P1Wins: 5, P2Wins: 4, Ties: 1})
	require.NoError(t, err)
	assert.JSONEq(t, `{"rounds":10,"p1_wins":5,"p2_wins":4,"ties":1}`, string(b))
}

func BenchmarkSimulateRounds(b *testing.B) {
	tables()
	b.ReportAllocs()
	const rounds = 50_000
	for b.Loop() {
		_, err := SimulateRounds(SimConfig{Rounds: rounds, Seed: 1, Seats: seats("optimal", "simple"), Starter: "alternate"})
		require.NoError(b, err)
	}
	b.ReportMetric(float64(rounds*b.N)/b.Elapsed().Seconds(), "rounds/s")
}
