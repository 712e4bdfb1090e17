package cli

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aibj "teahouse/ai/blackjack"
	bj "teahouse/rules/blackjack"
)

func TestBlackjackStrategyPrintsTheChart(t *testing.T) {
	code, out, errOut := run("blackjack", "strategy")
	require.Equal(t, 0, code, errOut)
	table, edges, ok := strings.Cut(out, "\n\n")
	require.True(t, ok, "the chart, a blank line, the house edges")
	lines := strings.Split(table, "\n")
	require.Len(t, lines, 1+1+17+9+10)
	assert.Equal(t, "Basic strategy for "+bj.Default().String()+".", lines[0], "the rules the chart is for")
	assert.Equal(t, "     2  3  4  5  6  7  8  9 10  A", lines[1])
	chart, err := aibj.ChartFor(bj.Default())
	require.NoError(t, err)
	assert.Equal(t, chart.String(), strings.Join(lines[2:], "\n")+"\n")
	best, err := aibj.OptimalEV(bj.Default())
	require.NoError(t, err)
	assert.Contains(t, edges, fmt.Sprintf("playing this chart     %.3f%%", -100*aibj.ChartEV(chart)))
	assert.Contains(t, edges, fmt.Sprintf("every decision exact   %.3f%%", -100*best))
	var labels []string
	for _, l := range lines[2:] {
		f := strings.Fields(l)
		require.Len(t, f, 11, l)
		labels = append(labels, f[0])
	}
	assert.Equal(t, "H5", labels[0])
	assert.Equal(t, "H21", labels[16])
	assert.Equal(t, "S13", labels[17])
	assert.Equal(t, "S21", labels[25])
	assert.Equal(t, "P2", labels[26])
	assert.Equal(t, "P10", labels[34])
	assert.Equal(t, "PA", labels[35])
	assert.Contains(t, out, "H16  S  S  S  S  S  H  H  H  H  H\n")
}

// The rule flags change the chart as the rules say they should.
func TestBlackjackStrategyRuleFlags(t *testing.T) {
	row := func(out, label string) string {
		for _, l := range strings.Split(out, "\n") {
			if strings.HasPrefix(l, label+" ") {
				return l
			}
		}
		return ""
	}
	_, def, _ := run("blackjack", "strategy")
	code, late, _ := run("blackjack", "strategy", "--surrender", "late")
	require.Equal(t, 0, code)
	assert.Equal(t, "H16  S  S  S  S  S  H  H  Rh Rh Rh", row(late, "H16"))
	code, h17, _ := run("blackjack", "strategy", "--h17")
	require.Equal(t, 0, code)
	assert.Equal(t, "H11  D  D  D  D  D  D  D  D  D  D", row(h17, "H11"))
	assert.Equal(t, "H11  D  D  D  D  D  D  D  D  D  H", row(def, "H11"))
	code, noDAS, _ := run("blackjack", "strategy", "--das=off")
	require.Equal(t, 0, code)
	assert.Equal(t, "P4   H  H  H  H  H  H  H  H  H  H", row(noDAS, "P4"))
	code, d911, _ := run("blackjack", "strategy", "--double", "9-11", "--decks", "2", "--payout", "6:5",
		"--max-hands", "2", "--resplit-aces", "--penetration", "50")
	require.Equal(t, 0, code)
	assert.Equal(t, "S18  S  S  S  S  S  S  S  H  H  H", row(d911, "S18"), "no soft doubles under 9-11")
	assert.Contains(t, d911, "Basic strategy for 2 decks, dealer stands on soft 17 (S17), double on 9 to 11 only, "+
		"double after split (DAS), no surrender, split to 2 hands, resplit aces, blackjack pays 6:5.\n")
	assert.Contains(t, h17, "dealer hits soft 17 (H17)")
}

func TestBlackjackBadUsage(t *testing.T) {
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{"blackjack"}, []string{"name a command", "strategy"}},
		{[]string{"blackjack", "chart"}, []string{`unknown command "chart"`, "strategy"}},
		{[]string{"blackjack", "strategy", "--decks", "9"}, []string{"--decks", "1 to 8"}},
		{[]string{"blackjack", "strategy", "--decks", "six"}, []string{"--decks", "1 to 8"}},
		{[]string{"blackjack", "strategy", "--double", "10-11"}, []string{"--double", "any or 9-11"}},
		{[]string{"blackjack", "strategy", "--surrender", "early"}, []string{"--surrender", "none or late"}},
		{[]string{"blackjack", "strategy", "--max-hands", "5"}, []string{"--max-hands", "1 to 4"}},
		{[]string{"blackjack", "strategy", "--payout", "1:1"}, []string{"--payout", "3:2 or 6:5"}},
		{[]string{"blackjack", "strategy", "--penetration", "1"}, []string{"--penetration", "10 to 95"}},
		{[]string{"blackjack", "strategy", "--penetration", "most"}, []string{"--penetration", "10 to 95"}},
		{[]string{"blackjack", "strategy", "extra"}, []string{"extra"}},
		{[]string{"sim", "blackjack", "--games", "0"}, []string{"--games", "positive"}},
		{[]string{"blackjack", "edge", "--rounds", "0"}, []string{"--rounds", "positive"}},
		{[]string{"blackjack", "edge", "--strategy", "martingale"}, []string{"--strategy", "basic or counter"}},
		{[]string{"sim", "blackjack", "--seats", "ai:martingale"}, []string{"--seats", "basic or counter"}},
		{[]string{"sim", "blackjack", "--seats", "human"}, []string{"--seats", "no person to play"}},
		{[]string{"blackjack", "edge", "--rounds-per-shoe", "-1"}, []string{"--rounds-per-shoe"}},
		{[]string{"sim", "blackjack", "--min-bet", "50", "--max-bet", "20"}, []string{"maximum bet 20 is below the minimum 50"}},
		{[]string{"sim", "blackjack", "--h17=maybe"}, []string{"--h17"}},
		{[]string{"sim", "blackjack", "--decks", "0"}, []string{"--decks", "1 to 8"}},
	}
	for _, tt := range tests {
		refused(t, tt.args, tt.want...)
	}
}

func TestSimBlackjackJSONIsDeterministic(t *testing.T) {
	args := []string{"blackjack", "edge", "--rounds", "200000", "--seed", "9", "--json"}
	code, out, errOut := run(args...)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, 1, strings.Count(strings.TrimSpace(out), "\n")+1, "exactly one JSON object")
	var got map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	for _, k := range []string{"rounds", "ev", "stderr", "strategy", "seed", "rules"} {
		require.Contains(t, got, k)
	}
	assert.EqualValues(t, 200000, got["rounds"])
	assert.InDelta(t, -0.004, got["ev"], 0.01)
	assert.InDelta(t, 0.0026, got["stderr"], 0.0003)
	assert.Equal(t, "basic", got["strategy"])
	_, again, _ := run(args...)
	assert.Equal(t, out, again, "same seed, same output")
	_, other, _ := run("blackjack", "edge", "--rounds", "200000", "--seed", "10", "--json")
	assert.NotEqual(t, out, other)

	var rep struct {
		Rules bj.Rules `json:"rules"`
	}
	_, out, _ = run("blackjack", "edge", "--rounds", "1000", "--json", "--decks", "2", "--h17", "--das=off",
		"--double", "9-11", "--surrender", "late", "--resplit-aces", "--max-hands", "3", "--payout", "6:5", "--penetration", "60")
	require.NoError(t, json.Unmarshal([]byte(out), &rep))
	want := bj.Rules{Decks: 2, H17: true, Double: bj.Double9to11, Surrender: bj.LateSurrender, ResplitAces: true,
		MaxHands: 3, Payout: bj.SixToFive, Penetration: 0.6}
	assert.Equal(t, want, rep.Rules)
}

func TestSimBlackjackText(t *testing.T) {
	code, out, errOut := run("blackjack", "edge", "--rounds", "100000", "--seed", "3", "--strategy", "counter", "--surrender", "late")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "blackjack: 100000 rounds, seed 3, strategy counter, dealt to the cut card\n")
	assert.Contains(t, out, "rules: 6 decks, S17, DAS, double any, surrender late, split to 4 hands")
	assert.Contains(t, out, "EV per initial bet: ")
	assert.Contains(t, out, "mean bet ")
	assert.Contains(t, out, "surrenders")
	assert.Contains(t, errOut, "rounds/s")
	_, again, _ := run("blackjack", "edge", "--rounds", "100000", "--seed", "3", "--strategy", "counter", "--surrender", "late")
	assert.Equal(t, out, again)

	code, out, _ = run("blackjack", "edge", "--rounds", "1000", "--rounds-per-shoe", "1")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "reshuffled every 1 rounds")
}

// A table of several seats plays on the host, each seat measured, the
// same seed the same figures.
func TestSimBlackjackTable(t *testing.T) {
	args := []string{"sim", "blackjack", "--games", "3", "--rounds", "1000", "--bankroll", "1000000000", "--seed", "4", "--seats", "ai:basic,ai:counter", "--json"}
	code, out, errOut := run(args...)
	require.Equal(t, 0, code, errOut)
	var rep struct {
		Rounds int     `json:"rounds"`
		EV     float64 `json:"ev"`
		Seats  []struct {
			Player string  `json:"player"`
			Rounds int     `json:"rounds"`
			EV     float64 `json:"ev"`
		} `json:"seats"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &rep))
	assert.Equal(t, 3000, rep.Rounds)
	require.Len(t, rep.Seats, 2)
	assert.Equal(t, "basic", rep.Seats[0].Player)
	assert.Equal(t, "counter", rep.Seats[1].Player)
	assert.Equal(t, 3000, rep.Seats[0].Rounds, "a seat with chips enough bets every round")
	assert.Equal(t, rep.Seats[0].EV, rep.EV, "the top figures are the first seat's")
	_, again, _ := run(args...)
	assert.Equal(t, out, again)
}

// The dedicated engine's table is the default one when no rule is given.
func TestBlackjackEdgeDefaultRules(t *testing.T) {
	code, out, errOut := run("blackjack", "edge", "--rounds", "1000", "--json")
	require.Equal(t, 0, code, errOut)
	var rep struct {
		Rules bj.Rules `json:"rules"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &rep))
	assert.Equal(t, bj.Default(), rep.Rules)
}
