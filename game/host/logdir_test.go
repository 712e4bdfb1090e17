package host_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/host"
	gp "teahouse/game/pokerdice"
)

// byRound plays a legal action chosen by the game's index in the run,
// so a game's moves depend on nothing else (not on which worker plays it).
type byRound struct{}

func (byRound) Decide(_ context.Context, d decision) (gp.Action, error) {
	legal, _ := d.Legal()
	return legal[d.Round%len(legal)], nil
}

// scoreTally sums the points of every game, in game order.
type scoreTally struct{ points []float64 }

func logRun(dir string, games, workers int) host.Run[gp.Config, gp.State, gp.Action, gp.View] {
	return host.Run[gp.Config, gp.State, gp.Action, gp.View]{
		Game: gp.Game, Games: games, Seed: 7, Workers: workers, Chunk: 3, LogDir: dir,
		Config: func(int) gp.Config { return gp.Config{Rounds: 3} },
		Seats: func() ([]sitter, error) {
			p := game.Player{ID: "ai:test", Kind: game.AI, Level: "test"}
			return []sitter{{Player: p, Controller: byRound{}}, {Player: p, Controller: byRound{}}}, nil
		},
	}
}

func simulateScores(t testing.TB, run host.Run[gp.Config, gp.State, gp.Action, gp.View]) ([]float64, error) {
	t.Helper()
	res, _, err := host.Simulate(context.Background(), run, host.Tally[gp.State, gp.Action, scoreTally]{
		Game: func(s *scoreTally, _ int, g host.Game[gp.State, gp.Action]) {
			for _, r := range g.Outcome().Seats {
				s.points = append(s.points, r.Score)
			}
		},
		Merge: func(s *scoreTally, part scoreTally) { s.points = append(s.points, part.points...) },
	})
	return res.points, err
}

func TestSimulateWritesEveryGamesLogWithoutChangingResults(t *testing.T) {
	const games = 10
	plain, err := simulateScores(t, logRun("", games, 2))
	require.NoError(t, err)

	dirs := [2]string{t.TempDir(), t.TempDir()}
	for k, workers := range []int{1, 2} {
		logged, err := simulateScores(t, logRun(dirs[k], games, workers))
		require.NoError(t, err)
		assert.Equal(t, plain, logged, "logs change no result")
	}
	var replayed []float64
	for i := range games {
		name := game.RunLogName(gp.Game.Name(), 7, i)
		one, err := os.ReadFile(filepath.Join(dirs[0], name))
		require.NoError(t, err)
		two, err := os.ReadFile(filepath.Join(dirs[1], name))
		require.NoError(t, err)
		assert.Equal(t, one, two, "%s: the same bytes on one core or two", name)

		f, err := os.Open(filepath.Join(dirs[0], name))
		require.NoError(t, err)
		l, err := game.ReadLog[gp.Action](f, name, gp.Game.Name())
		require.NoError(t, f.Close())
		require.NoError(t, err)
		assert.Equal(t, game.SubSeed(7, i), l.Header.Seed)
		s, err := game.Replay(gp.Game, l)
		require.NoError(t, err)
		for _, r := range gp.Game.Outcome(s).Seats {
			replayed = append(replayed, r.Score)
		}
	}
	assert.Equal(t, plain, replayed, "the logs replay to the results the run counted")
	entries, err := os.ReadDir(dirs[0])
	require.NoError(t, err)
	assert.Len(t, entries, games, "one file per game, no temporary file left")
}

func TestSimulateEndsWithTheErrorOfALogItCannotWrite(t *testing.T) {
	dir := t.TempDir()
	// A directory where game 4's log should go: the rename onto it fails.
	blocker := filepath.Join(dir, game.RunLogName(gp.Game.Name(), 7, 4))
	require.NoError(t, os.MkdirAll(filepath.Join(blocker, "x"), 0o755))
	_, err := simulateScores(t, logRun(dir, 10, 1))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "game 4")
	assert.Contains(t, err.Error(), blocker)

	file := filepath.Join(t.TempDir(), "file")
	require.NoError(t, os.WriteFile(file, nil, 0o644))
	_, err = simulateScores(t, logRun(filepath.Join(file, "logs"), 10, 1))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "log directory")
}

func TestSwappedSeatsTheOtherPlayerInOddGames(t *testing.T) {
	a := game.Player{ID: "ai:expert", Kind: game.AI, Level: "expert"}
	b := game.Player{ID: "ai:simple", Kind: game.AI, Level: "simple"}
	players := host.Swapped(a, b, a, b, b)
	assert.Equal(t, []game.Player{a, b, b}, players(0))
	assert.Equal(t, []game.Player{b, a, a}, players(1))
	assert.Equal(t, []game.Player{a, b, b}, players(2))
}
