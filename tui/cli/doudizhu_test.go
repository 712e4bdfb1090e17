package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	dz "teahouse/rules/doudizhu"
)

func TestDoudizhuMoves(t *testing.T) {
	code, out, errOut := run("doudizhu", "moves", "--hand", "3334455")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "3\n4\n5\n33\n44\n55\n333\n3334\n3335\n33344\n33355\n334455\n", out)

	code, out, _ = run("doudizhu", "moves", "--hand", "3456789br", "--last", "34567", "--json")
	require.Equal(t, 0, code)
	var rep struct {
		Moves []string `json:"moves"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &rep))
	assert.Equal(t, []string{"45678", "56789", "BR", "pass"}, rep.Moves, "lower case reads too")

	// The whole space, one play a line, each once.
	code, out, _ = run("doudizhu", "moves", "--hand", dz.Pack.String())
	require.Equal(t, 0, code)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	assert.Len(t, lines, 27471)

	_, out, _ = run("doudizhu", "moves", "--hand", "33344", "--rules", "simple")
	assert.NotContains(t, out, "33344\n", "no trio with a pair under the simple rules")
}

func TestDoudizhuBadUsage(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"doudizhu", "moves"}, "--hand"},
		{[]string{"doudizhu", "moves", "--hand", "3X"}, `"--hand" flag: want ranks`},
		{[]string{"doudizhu", "moves", "--hand", "33333"}, "a pack has 4"},
		{[]string{"doudizhu", "moves", "--hand", "3", "--last", "34"}, `"--last" flag: 3 4 is no play: a chain needs 5 or more consecutive ranks`},
		{[]string{"doudizhu", "moves", "--hand", "3", "--rules", "house"}, "--rules"},
		{[]string{"doudizhu", "deal"}, `unknown command "deal"`},
		{[]string{"sim", "doudizhu", "--deals", "0"}, "--deals"},
		{[]string{"sim", "doudizhu", "--games", "0"}, "--games"},
		{[]string{"sim", "doudizhu", "--cap", "-1"}, "--cap"},
		{[]string{"sim", "doudizhu", "--a", "genius"}, "--a"},
		{[]string{"sim", "doudizhu", "--bidding", "auction"}, "score, rob or none"},
		{[]string{"play", "doudizhu", "--seats", "human,ai:rule"}, "want 3 seats"},
		{[]string{"play", "doudizhu", "--seats", "human,ai:genius,ai:rule"}, "--seats"},
		{[]string{"play", "doudizhu", "--deals", "0"}, "--deals"},
		{[]string{"play", "doudizhu", "--cap", "-1"}, "--cap"},
		{[]string{"play", "doudizhu", "--bidding", "auction"}, "--bidding"},
		{[]string{"play", "doudizhu", "--rules", "house"}, "--rules"},
		{[]string{"play", "doudizhu", "--bot", "x"}, "--bot does nothing"},
	}
	for _, tt := range tests {
		refused(t, tt.args, tt.want)
	}
}

func TestSimDoudizhu(t *testing.T) {
	args := []string{"sim", "doudizhu", "--games", "120", "--deals", "1", "--seed", "4", "--a", "simple", "--b", "simple", "--bidding", "none", "--json"}
	code, out, errOut := run(args...)
	require.Equal(t, 0, code, errOut)
	var rep struct {
		Deals         int     `json:"deals"`
		ALandlordWins int     `json:"a_landlord_wins"`
		APeasantWins  int     `json:"a_peasant_wins"`
		WP            float64 `json:"wp"`
		ADP           float64 `json:"adp"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &rep))
	assert.Equal(t, 60, rep.Deals)
	assert.Equal(t, 0.5, rep.WP, "the same player on both sides")
	assert.Equal(t, 60, rep.ALandlordWins+rep.APeasantWins)
	_, again, _ := run(args...)
	assert.Equal(t, out, again, "same seed, same output")
}

// --show-cards takes the ways by name, and on and off, from when it was
// a flag.
func TestDoudizhuShowCardsFlag(t *testing.T) {
	for value, want := range map[string]string{
		"on":          `"show_cards":"after-bottom"`,
		"off":         `"show_cards":"none"`,
		"before-deal": `"show_cards":"before-deal"`,
	} {
		code, out, errOut := run("sim", "doudizhu", "--games", "2", "--deals", "1", "--a", "simple", "--b", "simple", "--show-cards", value, "--json")
		require.Equal(t, 0, code, errOut)
		assert.Contains(t, out, want, value)
	}
}
