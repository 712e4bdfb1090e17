package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	gd "teahouse/game/doudizhu"
	"teahouse/game/host"
	gp "teahouse/game/pokerdice"
	gs "teahouse/game/shengji"
	gy "teahouse/game/yahtzee"
	bj "teahouse/rules/blackjack"
)

// replayed is one logged game played back through the host's replay.
type replayed struct {
	index   int
	header  game.Header
	entries int
	outcome game.Outcome
	events  []game.Event // every event, as a table with no person shows them
}

// simLogs runs a sim with --log-dir and --json, and returns what it
// printed and every log it wrote, replayed, in the order of the games.
func simLogs[C, S, A, V any](t *testing.T, g game.Game[C, S, A, V], seed uint64, args ...string) (map[string]any, []replayed) {
	t.Helper()
	dir := t.TempDir()
	code, out, errOut := run(append(args, "--seed", jsonNumber(seed), "--json", "--log-dir", dir)...)
	require.Equal(t, 0, code, errOut)
	var rep map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &rep))
	files, err := os.ReadDir(dir)
	require.NoError(t, err)
	var games []replayed
	for i, f := range files {
		name, want := f.Name(), game.RunLogName(g.Name(), seed, i)
		require.Equal(t, want, name, "logs named by seed and index, nothing else in the directory")
		_, runSeed, index, ok := game.ParseRunLogName(name)
		require.True(t, ok)
		require.Equal(t, []any{seed, i}, []any{runSeed, index})
		r, err := os.Open(filepath.Join(dir, name))
		require.NoError(t, err)
		l, err := game.ReadLog[A](r, name, g.Name())
		require.NoError(t, r.Close())
		require.NoError(t, err)
		frames, err := host.Frames(g, l, game.Omniscient)
		require.NoError(t, err, name)
		rg := replayed{index: index, header: l.Header, entries: len(l.Entries), outcome: frames[len(frames)-1].Outcome}
		for _, fr := range frames {
			rg.events = append(rg.events, fr.Sights[0].Events...)
		}
		games = append(games, rg)
	}
	return rep, games
}

func jsonNumber(n uint64) string { b, _ := json.Marshal(n); return string(b) }

// eventsOf returns the events of type E of a replayed game.
func eventsOf[E game.Event](g replayed) []E {
	var out []E
	for _, e := range g.events {
		if e, ok := e.(E); ok {
			out = append(out, e)
		}
	}
	return out
}

func TestSimPokerdiceLogsReplayToItsResults(t *testing.T) {
	rep, games := simLogs(t, gp.Game, 11, "sim", "pokerdice", "--games", "40", "--rounds", "1", "--seats", "optimal,simple")
	require.Len(t, games, 40)
	var p1, p2, ties float64
	for _, g := range games {
		require.True(t, g.outcome.Over)
		switch {
		case g.outcome.Won(0):
			p1++
		case g.outcome.Won(1):
			p2++
		default:
			ties++
		}
	}
	assert.Equal(t, []any{40.0, p1, p2}, []any{rep["games"], rep["p1_wins"], rep["p2_wins"]}, "a match of one round: its winner won the round")
	assert.Zero(t, ties, "a tied round is played again")
}

func TestSimYahtzeeLogsReplayToItsResults(t *testing.T) {
	rep, games := simLogs(t, gy.Game, 12, "sim", "yahtzee", "--games", "6", "--seats", "greedy,greedy,greedy")
	require.Len(t, games, 6)
	sums, wins := make([]float64, 3), make([]float64, 3)
	for _, g := range games {
		require.True(t, g.outcome.Over)
		for s, r := range g.outcome.Seats {
			sums[s] += r.Score
		}
		for _, w := range g.outcome.Winners {
			wins[w] += 1 / float64(len(g.outcome.Winners))
		}
	}
	players := rep["players"].([]any)
	require.Len(t, players, 3)
	for s, p := range players {
		p := p.(map[string]any)
		assert.InDelta(t, sums[s]/6, p["mean"], 1e-9, "P%d mean", s+1)
		assert.InDelta(t, wins[s], p["wins"], 1e-9, "P%d wins", s+1)
	}
}

func TestSimBlackjackLogsReplayToItsResults(t *testing.T) {
	rep, games := simLogs(t, gb.Game, 13, "sim", "blackjack", "--games", "2", "--rounds", "600", "--seats", "basic,counter")
	require.Len(t, games, 2, "two tables of 600 rounds")
	rounds := 0
	bet, net := make([]float64, 2), make([]float64, 2)
	for _, g := range games {
		require.True(t, g.outcome.Over)
		rounds += len(eventsOf[gb.RoundOver](g))
		for _, b := range eventsOf[gb.BetPlaced](g) {
			bet[b.Seat] += float64(b.Amount) / float64(bj.Chips(1))
		}
		for s, r := range g.outcome.Seats {
			net[s] += r.Score
		}
	}
	assert.EqualValues(t, 1200, rounds)
	assert.EqualValues(t, rep["rounds"], rounds)
	seats := rep["seats"].([]any)
	require.Len(t, seats, 2)
	for s, p := range seats {
		assert.InDelta(t, net[s]/bet[s], p.(map[string]any)["ev"], 1e-12, "P%d EV", s+1)
	}
}

func TestSimDoudizhuLogsReplayToItsResults(t *testing.T) {
	rep, games := simLogs(t, gd.Game, 14, "sim", "doudizhu", "--games", "10", "--deals", "1", "--a", "rule", "--b", "simple")
	require.Len(t, games, 10, "each deal played twice")
	var won, landlord, landlordWon, points float64
	for _, g := range games {
		require.True(t, g.outcome.Over)
		deals := eventsOf[gd.DealOver](g)
		require.Len(t, deals, 1)
		d := deals[0].Result
		if g.index%2 == 1 {
			assert.Equal(t, games[g.index-1].header.Seed, g.header.Seed, "both plays of a deal on the same cards")
		}
		// A's seats, as the log's header names them.
		a := g.header.Players[0].Level == "rule"
		aWon := g.outcome.Won(0) == a
		if aWon {
			won++
			points += float64(int(1) << d.Bombs)
		} else {
			points -= float64(int(1) << d.Bombs)
		}
		if (d.Landlord == 0) == a {
			landlord++
			if aWon {
				landlordWon++
			}
		}
	}
	assert.InDelta(t, won/10, rep["wp"], 1e-12)
	assert.InDelta(t, points/10, rep["adp"], 1e-12)
	assert.Equal(t, []any{landlord, landlordWon}, []any{rep["a_landlord"], rep["a_landlord_wins"]})
}

func TestSimShengjiLogsReplayToItsResults(t *testing.T) {
	a := "mixed:rule,greedy"
	rep, games := simLogs(t, gs.Game, 15, "sim", "shengji", "--games", "6", "--a", a, "--b", "greedy")
	require.Len(t, games, 6, "each deal played twice")
	var levels, points, better float64
	results := make([]int, len(games))
	for _, g := range games {
		require.True(t, g.outcome.Over)
		deals := eventsOf[gs.DealOver](g)
		require.Len(t, deals, 1)
		d := deals[0].Result
		up := d.Attackers
		if !d.Result.AttackersWin {
			up = 1 - d.Attackers
		}
		aTeam := 1 // A's team, as the log's header names the seats
		if g.header.Players[0].Level == a {
			aTeam = 0
		}
		assert.Equal(t, g.index%2, aTeam, "A's team sits in P1 and P3 in the even games")
		results[g.index] = d.Result.Levels
		if up != aTeam {
			results[g.index] = -d.Result.Levels
		}
		levels += float64(results[g.index])
		points += float64(d.Points)
	}
	assert.NotEqual(t, make([]int, len(games)), results, "some game moved a team up")
	for k := 0; k < len(games); k += 2 {
		if results[k]+results[k+1] > 0 {
			better++
		}
	}
	assert.InDelta(t, levels/6, rep["a_level_delta"], 1e-12)
	assert.InDelta(t, points/6, rep["attacker_points"], 1e-12)
	assert.InDelta(t, better/3, rep["a_better"], 1e-12)
}

func TestSimResultsAreTheSameWithLogs(t *testing.T) {
	for _, args := range [][]string{
		{"sim", "pokerdice", "--games", "300", "--seed", "4"},
		{"sim", "yahtzee", "--games", "20", "--seats", "greedy,greedy", "--seed", "4"},
		{"sim", "blackjack", "--games", "25", "--rounds", "100", "--seed", "4"},
		{"sim", "doudizhu", "--games", "12", "--a", "rule", "--seed", "4"},
		{"sim", "shengji", "--games", "8", "--a", "rule", "--seed", "4"},
	} {
		t.Run(args[1], func(t *testing.T) {
			code, plain, errOut := run(append(args, "--json")...)
			require.Equal(t, 0, code, errOut)
			code, logged, errOut := run(append(args, "--json", "--log-dir", t.TempDir())...)
			require.Equal(t, 0, code, errOut)
			assert.Equal(t, plain, logged, "the same figures, with logs or without")
		})
	}
}

func TestSimEndsWithAnErrorWhenALogCannotBeWritten(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	require.NoError(t, os.WriteFile(file, nil, 0o644))
	code, out, errOut := run("sim", "doudizhu", "--games", "2", "--deals", "1", "--a", "rule", "--log-dir", filepath.Join(file, "logs"))
	assert.Equal(t, 1, code)
	assert.Empty(t, out, "no figures from a run whose logs are lost")
	assert.Contains(t, errOut, "log directory")
	assert.Contains(t, errOut, file)
}
