package ai_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/ai"
	"teahouse/game"
	"teahouse/game/catalog"
)

// simCase is a short run of one game and the counts its report adds up:
// the keys of numbers that add, at the top of the report or in each
// element of a list.
type simCase struct {
	name  string
	run   catalog.Run
	games int
	top   []string
	lists map[string][]string
}

func ai2(level string) game.Player { return game.Player{Kind: game.AI, Level: level} }

func simCases() []simCase {
	return []simCase{
		{name: "pokerdice", run: catalog.Run{Seats: []game.Player{ai2("optimal"), ai2("simple")}, Settings: game.Settings{"rounds": "3"}},
			games: 40, top: []string{"games", "rounds", "p1_wins", "p2_wins", "ties"}},
		{name: "yahtzee", run: catalog.Run{Seats: []game.Player{ai2("greedy"), ai2("greedy")}},
			games: 6, top: []string{"games"}, lists: map[string][]string{"players": {"sum", "sum_sq", "shares"}}},
		{name: "blackjack", run: catalog.Run{Seats: []game.Player{ai2("basic"), ai2("counter")}, Settings: game.Settings{"rounds": "30"}},
			games: 4, top: []string{"games", "rounds"}, lists: map[string][]string{"seats": {"sums"}}},
		{name: "doudizhu", run: catalog.Run{A: ai2("rule"), B: ai2("simple"), Settings: game.Settings{"deals": "1"}},
			games: 8, top: []string{"games", "played", "a_landlord", "a_landlord_wins", "a_peasant", "a_peasant_wins", "points"}},
		{name: "shengji", run: catalog.Run{A: ai2("greedy"), B: ai2("greedy")},
			games: 4, top: []string{"games", "played", "a_better_pairs", "b_better_pairs", "levels", "points"}},
	}
}

// simulate runs a game of the catalog and returns its report as JSON
// values.
func simulate(t *testing.T, name string, r catalog.Run) map[string]any {
	t.Helper()
	e, err := ai.Games.Lookup(name)
	require.NoError(t, err)
	rep, err := e.Simulate(context.Background(), r)
	require.NoError(t, err)
	b, err := json.Marshal(rep)
	require.NoError(t, err)
	var out map[string]any
	require.NoError(t, json.Unmarshal(b, &out))
	return out
}

// counts are the numbers of a report that add over the parts of a run.
func (c simCase) counts(rep map[string]any) map[string]any {
	out := map[string]any{}
	for _, k := range c.top {
		out[k] = rep[k]
	}
	for list, keys := range c.lists {
		var elems []any
		for _, el := range rep[list].([]any) {
			m := map[string]any{}
			for _, k := range keys {
				m[k] = el.(map[string]any)[k]
			}
			elems = append(elems, m)
		}
		out[list] = elems
	}
	return out
}

// add adds the numbers of two counts of the same shape.
func add(a, b any) any {
	switch a := a.(type) {
	case float64:
		return a + b.(float64)
	case map[string]any:
		out := map[string]any{}
		for k, v := range a {
			out[k] = add(v, b.(map[string]any)[k])
		}
		return out
	case []any:
		out := make([]any, len(a))
		for i := range a {
			out[i] = add(a[i], b.([]any)[i])
		}
		return out
	}
	panic("not a count")
}

// A run split in two parts at From plays, names and counts every game as
// the whole run does: the parts' counts add up to the whole's, and their
// logs are the whole run's logs, byte for byte.
func TestSimSplitRunsAddUp(t *testing.T) {
	for _, c := range simCases() {
		t.Run(c.name, func(t *testing.T) {
			whole, first, second := c.run, c.run, c.run
			dirs := [3]string{t.TempDir(), t.TempDir(), t.TempDir()}
			whole.Seed, whole.Games, whole.LogDir = 7, 2*c.games, dirs[0]
			first.Seed, first.Games, first.LogDir = 7, c.games, dirs[1]
			second.Seed, second.From, second.Games, second.LogDir = 7, c.games, c.games, dirs[2]
			w := c.counts(simulate(t, c.name, whole))
			parts := add(c.counts(simulate(t, c.name, first)), c.counts(simulate(t, c.name, second)))
			assert.Equal(t, w, parts)
			for i := range 2 * c.games {
				name := game.RunLogName(c.name, 7, i)
				want, err := os.ReadFile(filepath.Join(dirs[0], name))
				require.NoError(t, err)
				got, err := os.ReadFile(filepath.Join(dirs[1+i/c.games], name))
				require.NoError(t, err)
				assert.Equal(t, string(want), string(got), name)
			}
		})
	}
}

// The report never depends on the number of workers.
func TestSimWorkersGiveTheSameReport(t *testing.T) {
	for _, c := range simCases() {
		t.Run(c.name, func(t *testing.T) {
			one, three := c.run, c.run
			one.Seed, one.Games, one.Workers = 3, c.games, 1
			three.Seed, three.Games, three.Workers = 3, c.games, 3
			assert.Equal(t, simulate(t, c.name, one), simulate(t, c.name, three))
		})
	}
}

// A bad run is refused in words, and nothing is played.
func TestSimRefusesBadRuns(t *testing.T) {
	ddz := catalog.Run{A: ai2("simple"), B: ai2("simple")}
	tests := []struct {
		name string
		run  catalog.Run
		want string
	}{
		{"doudizhu", catalog.Run{A: ddz.A, B: ddz.B, Games: 3}, "want an even number"},
		{"doudizhu", catalog.Run{A: ddz.A, B: ddz.B, Games: 2, From: 1}, "want an even game"},
		{"doudizhu", catalog.Run{A: ddz.A, B: ddz.B, Games: -2}, "want 0 or more"},
		{"doudizhu", catalog.Run{A: ddz.A, B: ddz.B, Games: 2, Settings: game.Settings{"bidding": "auction"}}, "bidding"},
		{"yahtzee", catalog.Run{Games: 2}, "A against B"},
		{"shengji", catalog.Run{Games: 2, Seats: make([]game.Player, 4)}, "not with every seat given"},
		{"yahtzee", catalog.Run{Games: 2, Seats: make([]game.Player, 7)}, "1 to 6 players"},
		{"pokerdice", catalog.Run{Games: 2, Seats: []game.Player{ai2("simple"), ai2("genius")}}, "genius"},
	}
	for _, tt := range tests {
		e, err := ai.Games.Lookup(tt.name)
		require.NoError(t, err)
		_, err = e.Simulate(context.Background(), tt.run)
		require.Error(t, err, tt.want)
		assert.Contains(t, err.Error(), tt.want)
	}
}
