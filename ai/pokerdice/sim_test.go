package pokerdice

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/catalog"
	"teahouse/game/host"
	gp "teahouse/game/pokerdice"
)

// entry is Risk Choice in the catalog, as ai.Games joins it.
var entry = catalog.Of(gp.Def, Roster)

// ai is a computer seat of level.
func ai(level string) game.Player { return game.Player{Kind: game.AI, Level: level} }

// runRounds runs one-round matches of p1 against p2.
func runRounds(t testing.TB, rounds int, seed uint64, p1, p2 string, s game.Settings) gp.RunReport {
	t.Helper()
	settings := game.Settings{"rounds": "1"}
	for k, v := range s {
		settings[k] = v
	}
	rep, err := entry.Simulate(context.Background(), catalog.Run{Games: rounds, Seed: seed, Seats: []game.Player{ai(p1), ai(p2)}, Settings: settings})
	require.NoError(t, err)
	return rep.(gp.RunReport)
}

func TestRunRoundsDeterministic(t *testing.T) {
	rounds := 3*4096 + 77
	a := runRounds(t, rounds, 9, "optimal", "simple", nil)
	assert.Equal(t, rounds, a.Games)
	assert.Equal(t, rounds, a.P1Wins+a.P2Wins, "a match of one round has a winner")
	assert.Equal(t, a.Rounds, a.P1Wins+a.P2Wins+a.Ties, "a tied round is played again")
	assert.Equal(t, a, runRounds(t, rounds, 9, "optimal", "simple", nil), "same seed, same result")

	// Game i is the match of one round seeded with SubSeed(seed, i), P1
	// holding first: its last round has the winner.
	sitters, err := Roster.Sitters([]game.Player{ai("optimal"), ai("simple")}, func(game.Seat) bot.Options { return bot.Options{} })
	require.NoError(t, err)
	var p1 int
	for i := range 50 {
		g, err := host.Play(context.Background(), gp.Game, gp.Config{Rounds: 1}, game.SubSeed(9, i), sitters, host.PlayOptions{})
		require.NoError(t, err)
		if g.State.Last().Winner == 0 {
			p1++
		}
	}
	assert.Equal(t, p1, runRounds(t, 50, 9, "optimal", "simple", nil).P1Wins)

	assert.NotEqual(t, a, runRounds(t, rounds, 10, "optimal", "simple", nil), "another seed, other dice")
}

func TestRunRoundsVariants(t *testing.T) {
	for _, s := range []game.Settings{
		{},
		{"starter": "p2", "rule": "strict"},
		{"skills": "on"},
		{"skills": "on", "rule": "strict", "rounds": "5"},
	} {
		r := runRounds(t, 2000, 1, "simple", "optimal", s)
		assert.Equal(t, r.Rounds, r.P1Wins+r.P2Wins+r.Ties, "%v", s)
		assert.GreaterOrEqual(t, r.Rounds, 2000, "%v", s)
	}
}

func TestRunRoundsOptimalBeatsSimple(t *testing.T) {
	r := runRounds(t, 20000, 3, "optimal", "simple", nil)
	assert.Greater(t, r.P1Wins, r.P2Wins)
}

func BenchmarkRunRounds(b *testing.B) {
	tables()
	b.ReportAllocs()
	const rounds = 50_000
	for b.Loop() {
		runRounds(b, rounds, 1, "optimal", "simple", nil)
	}
	b.ReportMetric(float64(rounds*b.N)/b.Elapsed().Seconds(), "rounds/s")
}
