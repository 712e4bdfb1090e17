package cli

import (
	"encoding/json"
	"fmt"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/ai"
)

// ladderJSON runs a ladder with --json and returns what it printed.
func ladderJSON(t *testing.T, args ...string) (Ladder, string) {
	t.Helper()
	code, out, errOut := run(append([]string{"ladder"}, append(args, "--json")...)...)
	require.Equal(t, 0, code, errOut)
	var lad Ladder
	require.NoError(t, json.Unmarshal([]byte(out), &lad))
	return lad, errOut
}

// simJSON runs a sim with --json and returns its figures.
func simJSON(t *testing.T, args ...string) map[string]float64 {
	t.Helper()
	code, out, errOut := run(append([]string{"sim"}, append(args, "--json")...)...)
	require.Equal(t, 0, code, errOut)
	var rep map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &rep))
	figures := map[string]float64{}
	for k, v := range rep {
		if f, ok := v.(float64); ok {
			figures[k] = f
		}
	}
	return figures
}

// A pair's win proportion is what sim measures on the same seed and
// deals: Dou Dizhu's WP, and for Shengji the pairs A did better on plus
// half the even ones.
func TestLadderPairsAgreeWithSim(t *testing.T) {
	tests := []struct {
		game, a, b string
		deals      int
		wp         func(sim map[string]float64) float64
	}{
		{"doudizhu", "simple", "rule", 40, func(s map[string]float64) float64 { return s["wp"] }},
		{"doudizhu", "rule", "simple", 40, func(s map[string]float64) float64 { return s["wp"] }},
		{"shengji", "greedy", "rule", 30, func(s map[string]float64) float64 {
			return s["a_better"] + (1-s["a_better"]-s["b_better"])/2
		}},
	}
	for _, tt := range tests {
		t.Run(tt.game+" "+tt.a+" "+tt.b, func(t *testing.T) {
			for _, seed := range []string{"3", "11"} {
				lad, _ := ladderJSON(t, tt.game, "--players", tt.a+","+tt.b, "--deals", fmt.Sprint(tt.deals), "--seed", seed)
				sim := simJSON(t, tt.game, "--a", tt.a, "--b", tt.b, "--games", fmt.Sprint(2*tt.deals), "--deals", "1", "--seed", seed)
				require.Len(t, lad.Pairs, 1)
				p := lad.Pairs[0]
				assert.Equal(t, tt.a, p.A)
				assert.Equal(t, tt.b, p.B)
				assert.Equal(t, tt.deals, p.Deals)
				assert.Equal(t, 2*tt.deals, p.Games)
				assert.InDelta(t, tt.wp(sim), p.WP, 1e-12, "seed %s", seed)
			}
		})
	}
}

// The JSON is one object: the players best first, each with its rating
// inside its interval and the games it played; every pair once, in the
// order the players were given; the ratings' mean 1500.
func TestLadderJSONShape(t *testing.T) {
	code, out, errOut := run("ladder", "pokerdice", "--players", "simple,optimal", "--deals", "60", "--rounds", "1", "--json")
	require.Equal(t, 0, code, errOut)
	var raw map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &raw))
	assert.ElementsMatch(t, []string{"game", "seed", "deals", "players", "pairs", "ranking"}, keys(raw))
	for _, p := range raw["players"].([]any) {
		assert.ElementsMatch(t, []string{"name", "rating", "low", "high", "games"}, keys(p.(map[string]any)))
	}
	for _, p := range raw["pairs"].([]any) {
		assert.Subset(t, keys(p.(map[string]any)), []string{"a", "b", "wp", "se", "games"})
	}

	lad, _ := ladderJSON(t, "shengji", "--players", "greedy,rule,mixed:rule,greedy", "--deals", "24", "--seed", "2")
	assert.Equal(t, "shengji", lad.Game)
	assert.EqualValues(t, 2, lad.Seed)
	assert.Equal(t, 24, lad.Deals)
	require.Len(t, lad.Players, 3)
	names, mean := []string{}, 0.0
	for k, p := range lad.Players {
		names = append(names, p.Name)
		mean += p.Rating / 3
		assert.Less(t, p.Low, p.Rating)
		assert.Greater(t, p.High, p.Rating)
		assert.Equal(t, 2*2*24, p.Games, "%s: two pairs of 24 deals, each twice", p.Name)
		if k > 0 {
			assert.GreaterOrEqual(t, lad.Players[k-1].Rating, p.Rating, "best first")
		}
	}
	assert.InDelta(t, 1500, mean, 1e-6)
	assert.ElementsMatch(t, []string{"greedy", "rule", "mixed:rule,greedy"}, names)
	var pairs []string
	for _, p := range lad.Pairs {
		pairs = append(pairs, p.A+" against "+p.B)
		assert.Positive(t, p.SE)
	}
	assert.Equal(t, []string{"greedy against rule", "greedy against mixed:rule,greedy", "rule against mixed:rule,greedy"}, pairs)
	require.Len(t, lad.Ranking, 2)
	for k, s := range lad.Ranking {
		assert.Equal(t, lad.Players[k].Name, s.Higher)
		assert.Equal(t, lad.Players[k+1].Name, s.Lower)
		assert.Equal(t, s.Difference > 1.96*s.SE, s.Significant)
	}
}

// keys are the keys of m.
func keys(m map[string]any) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// The same seed gives the same ladder on any number of workers; the text
// names every player, pair and step of the ranking; the progress is on
// standard error, pair by pair.
func TestLadderIsDeterministicAndShowsProgress(t *testing.T) {
	args := []string{"ladder", "doudizhu", "--players", "rule,simple", "--deals", "20", "--seed", "9"}
	code, one, progress := run(append(args, "--workers", "1")...)
	require.Equal(t, 0, code, progress)
	code, two, _ := run(append(args, "--workers", "2")...)
	require.Equal(t, 0, code)
	assert.Equal(t, one, two)
	for _, want := range []string{"doudizhu ladder: 2 players, 20 deals a pair", "rule  ", "simple", "against", "±", "significant"} {
		assert.Contains(t, one, want)
	}
	assert.Contains(t, progress, "pair 1 of 1, rule against simple: 2 of 20 deals\n")
	assert.Contains(t, progress, "pair 1 of 1, rule against simple: 20 of 20 deals\n")
}

// A ladder plays every pair: with rule far stronger than simple over
// enough deals the ranking says so, and the intervals do not overlap.
func TestLadderSeparatesClearlyDifferentPlayers(t *testing.T) {
	lad, _ := ladderJSON(t, "doudizhu", "--players", "simple,rule", "--deals", "300")
	require.Len(t, lad.Players, 2)
	assert.Equal(t, "rule", lad.Players[0].Name)
	assert.Greater(t, lad.Players[1].High, 0.0)
	assert.Less(t, lad.Players[1].High, lad.Players[0].Low)
	assert.True(t, lad.Ranking[0].Significant)
}

// The ladder takes the game's options as sim does, but not the game's own
// count of deals: a game is one deal and --deals counts them.
func TestLadderHasTheGamesOptionsAsFlags(t *testing.T) {
	var s streams
	for _, e := range ai.Games {
		i := e.Info()
		if i.Unrated != "" {
			continue
		}
		t.Run(i.Name, func(t *testing.T) {
			f := newLadderGame(s, &globals{}, e).Flags()
			for _, o := range i.Options {
				if o.Key == ladderDeals {
					continue
				}
				flag := f.Lookup(o.Key)
				require.NotNil(t, flag, "--%s", o.Key)
				assert.Equal(t, o.Default, flag.DefValue)
			}
			for _, own := range []string{"players", "deals", "seed", "workers", "json"} {
				assert.NotNil(t, f.Lookup(own), "--%s", own)
			}
			assert.True(t, strings.HasPrefix(f.Lookup("deals").Usage, "deals each pair plays"))
		})
	}
}

func TestLadderRefusals(t *testing.T) {
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{"ladder"}, []string{"name a game", "doudizhu"}},
		{[]string{"ladder", "chess"}, []string{`unknown game "chess"`}},
		{[]string{"ladder", "blackjack", "--players", "basic,counter"}, []string{"ladder blackjack", "against the house", "no ladder"}},
		{[]string{"ladder", "doudizhu"}, []string{"--players", "2 or more"}},
		{[]string{"ladder", "doudizhu", "--players", "rule"}, []string{"--players", "2 or more"}},
		{[]string{"ladder", "doudizhu", "--players", "rule,ai:rule"}, []string{"ai:rule is named twice"}},
		{[]string{"ladder", "doudizhu", "--players", "rule,grandmaster"}, []string{"--players", "simple, rule or expert"}},
		{[]string{"ladder", "doudizhu", "--players", "rule,human"}, []string{"no person to play"}},
		{[]string{"ladder", "doudizhu", "--players", "rule,simple", "--deals", "0"}, []string{"--deals", "positive"}},
		{[]string{"ladder", "doudizhu", "--players", "rule,simple", "--deals", "many"}, []string{"--deals"}},
		{[]string{"ladder", "doudizhu", "--players", "rule,simple", "--workers", "-1"}, []string{"--workers"}},
		{[]string{"ladder", "doudizhu", "--players", "rule,simple", "--seed", "-1"}, []string{"--seed"}},
		{[]string{"ladder", "doudizhu", "--players", "rule,simple", "--bidding", "auction"}, []string{"bidding"}},
		{[]string{"ladder", "doudizhu", "--players", "rule,simple", "extra"}, []string{"unexpected argument"}},
		{[]string{"ladder", "pokerdice", "--players", "simple,optimal", "--rounds", "0"}, []string{"rounds"}},
	}
	for _, tt := range tests {
		refused(t, tt.args, tt.want...)
	}
}

// A program takes part as any player does: one process per worker, its
// pairs measured and no seat taken over.
func TestLadderWithAProgram(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not installed: the example program is not run")
	}
	program := "exec:python3 ../../docs/examples/pokerdice_bot.py"
	lad, _ := ladderJSON(t, "pokerdice", "--players", "simple,"+program+",optimal", "--deals", "20", "--rounds", "1", "--workers", "2")
	require.Len(t, lad.Pairs, 3)
	assert.Equal(t, program, lad.Pairs[0].B)
	assert.Equal(t, program, lad.Pairs[2].A)
	for _, p := range lad.Pairs {
		assert.Empty(t, p.Fallbacks)
		assert.Equal(t, 20, p.Deals)
	}
	var names []string
	for _, p := range lad.Players {
		names = append(names, p.Name)
	}
	assert.ElementsMatch(t, []string{"simple", program, "optimal"}, names)
}
