package cli

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSimShengji(t *testing.T) {
	args := []string{"sim", "shengji", "--games", "60", "--seed", "4", "--a", "greedy", "--b", "ai:greedy", "--json"}
	code, out, errOut := run(args...)
	require.Equal(t, 0, code, errOut)
	var rep struct {
		Deals          int      `json:"deals"`
		Games          int      `json:"games"`
		ABetter        *float64 `json:"a_better"`
		BBetter        *float64 `json:"b_better"`
		ALevelDelta    *float64 `json:"a_level_delta"`
		AttackerPoints float64  `json:"attacker_points"`
		A              string   `json:"a"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &rep))
	assert.Equal(t, 30, rep.Deals)
	assert.Equal(t, 60, rep.Games)
	require.NotNil(t, rep.ABetter)
	require.NotNil(t, rep.BBetter)
	require.NotNil(t, rep.ALevelDelta)
	assert.Equal(t, *rep.ABetter, *rep.BBetter, "the same player on both teams")
	assert.Zero(t, *rep.ALevelDelta, "the same player on both teams")
	assert.Positive(t, rep.AttackerPoints)
	assert.Equal(t, "greedy", rep.A)
	_, again, _ := run(args...)
	assert.Equal(t, out, again, "same seed, same output")

	code, text, errOut := run("sim", "shengji", "--games", "4", "--seed", "4", "--tractors=off", "--kitty-multiplier", "double", "--throw-penalty", "ten")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, text, "shengji: 2 deals (4 games), seed 4, tractors false, kitty double, throw penalty ten: A expert against B greedy\n", "the strongest level is team A's default")
	assert.Contains(t, text, "A did better")
}

func TestSimShengjiMixedTeam(t *testing.T) {
	code, out, errOut := run("sim", "shengji", "--games", "4", "--a", "mixed:expert,greedy", "--b", "greedy", "--json")
	require.Equal(t, 0, code, errOut)
	var rep struct {
		Deals int    `json:"deals"`
		A     string `json:"a"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &rep))
	assert.Equal(t, 2, rep.Deals)
	assert.Equal(t, "mixed:expert,greedy", rep.A)
}
