package blackjack

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bj "teahouse/rules/blackjack"
)

// Published basic strategy charts, typed in as TEST DATA to compare the
// derived charts with, cell by cell. The code never reads them. Rows are in
// Chart.String's format; H20, H21 and S21 (always stand) are implied by the
// sources' "17-20: stand" and "A,9: stand" rows.

// chart6DS17DAS: 4 to 8 decks, dealer stands on soft 17, double any two,
// double after split, no surrender, dealer peeks. Sources: the Wikipedia
// "Blackjack" basic strategy table (as mirrored at
// pinocchiopedia.com/wiki/User:Kaluza81, without its surrender cells),
// bj21.com "Basic Strategy Matrix" (six decks, DAS, S17) and
// high-rollercasinos.com "Blackjack Basic Strategy Table" (4-8 decks, S17,
// DAS) - all three agree.
const chart6DS17DAS = `
H5   H  H  H  H  H  H  H  H  H  H
H6   H  H  H  H  H  H  H  H  H  H
H7   H  H  H  H  H  H  H  H  H  H
H8   H  H  H  H  H  H  H  H  H  H
H9   H  D  D  D  D  H  H  H  H  H
H10  D  D  D  D  D  D  D  D  H  H
H11  D  D  D  D  D  D  D  D  D  H
H12  H  H  S  S  S  H  H  H  H  H
H13  S  S  S  S  S  H  H  H  H  H
H14  S  S  S  S  S  H  H  H  H  H
H15  S  S  S  S  S  H  H  H  H  H
H16  S  S  S  S  S  H  H  H  H  H
H17  S  S  S  S  S  S  S  S  S  S
H18  S  S  S  S  S  S  S  S  S  S
H19  S  S  S  S  S  S  S  S  S  S
H20  S  S  S  S  S  S  S  S  S  S
H21  S  S  S  S  S  S  S  S  S  S
S13  H  H  H  D  D  H  H  H  H  H
S14  H  H  H  D  D  H  H  H  H  H
S15  H  H  D  D  D  H  H  H  H  H
S16  H  H  D  D  D  H  H  H  H  H
S17  H  D  D  D  D  H  H  H  H  H
S18  S  Ds Ds Ds Ds S  S  H  H  H
S19  S  S  S  S  S  S  S  S  S  S
S20  S  S  S  S  S  S  S  S  S  S
S21  S  S  S  S  S  S  S  S  S  S
P2   P  P  P  P  P  P  H  H  H  H
P3   P  P  P  P  P  P  H  H  H  H
P4   H  H  H  P  P  H  H  H  H  H
P5   D  D  D  D  D  D  D  D  H  H
P6   P  P  P  P  P  H  H  H  H  H
P7   P  P  P  P  P  P  H  H  H  H
P8   P  P  P  P  P  P  P  P  P  P
P9   P  P  P  P  P  S  P  P  S  S
P10  S  S  S  S  S  S  S  S  S  S
PA   P  P  P  P  P  P  P  P  P  P
`

// chart1DS17NoDAS: single deck, no double after split. Source: Steve
// Jacobs, rec.gambling.blackjack FAQ B10 "What is the correct basic
// strategy for single deck Blackjack?" (jay.purplewire.com/blackjack/
// single.txt). Its cells marked with an asterisk (A,8 vs 6: DS; A,7 vs A:
// h) are rule-dependent; they are copied as printed.
const chart1DS17NoDAS = `
H5   H  H  H  H  H  H  H  H  H  H
H6   H  H  H  H  H  H  H  H  H  H
H7   H  H  H  H  H  H  H  H  H  H
H8   H  H  H  D  D  H  H  H  H  H
H9   D  D  D  D  D  H  H  H  H  H
H10  D  D  D  D  D  D  D  D  H  H
H11  D  D  D  D  D  D  D  D  D  D
H12  H  H  S  S  S  H  H  H  H  H
H13  S  S  S  S  S  H  H  H  H  H
H14  S  S  S  S  S  H  H  H  H  H
H15  S  S  S  S  S  H  H  H  H  H
H16  S  S  S  S  S  H  H  H  H  H
H17  S  S  S  S  S  S  S  S  S  S
H18  S  S  S  S  S  S  S  S  S  S
H19  S  S  S  S  S  S  S  S  S  S
H20  S  S  S  S  S  S  S  S  S  S
H21  S  S  S  S  S  S  S  S  S  S
S13  H  H  D  D  D  H  H  H  H  H
S14  H  H  D  D  D  H  H  H  H  H
S15  H  H  D  D  D  H  H  H  H  H
S16  H  H  D  D  D  H  H  H  H  H
S17  D  D  D  D  D  H  H  H  H  H
S18  S  Ds Ds Ds Ds S  S  H  H  H
S19  S  S  S  S  Ds S  S  S  S  S
S20  S  S  S  S  S  S  S  S  S  S
S21  S  S  S  S  S  S  S  S  S  S
P2   H  P  P  P  P  P  H  H  H  H
P3   H  H  P  P  P  P  H  H  H  H
P4   H  H  H  D  D  H  H  H  H  H
P5   D  D  D  D  D  D  D  D  H  H
P6   P  P  P  P  P  H  H  H  H  H
P7   P  P  P  P  P  P  H  H  S  H
P8   P  P  P  P  P  P  P  P  P  P
P9   P  P  P  P  P  S  P  P  S  S
P10  S  S  S  S  S  S  S  S  S  S
PA   P  P  P  P  P  P  P  P  P  P
`

// cellEdit changes one published cell: row label, up card, code.
type cellEdit struct {
	label string
	up    int
	code  string
}

// publishedRuleSet is a rule set with its published chart.
type publishedRuleSet struct {
	name  string
	rules func() bj.Rules
	base  string     // a full chart above, or "" for a partial chart
	edits []cellEdit // applied to base, or the whole partial chart
	// diffs are the cells where the derived chart is known to differ from
	// the publication, as "label/up derived!=published"; each is
	// explained in docs/ai/blackjack.md.
	diffs []string
}

var publishedRuleSets = []publishedRuleSet{
	{
		name:  "6D S17 DAS no surrender (default)",
		rules: bj.Default,
		base:  chart6DS17DAS,
	},
	{
		// Wikipedia "Blackjack": with the hit soft 17 rule "only 5 cells
		// would need to be changed: double on 11 vs. A, surrender 15 or 17
		// vs. A, double on A,7 vs. 2, and double on A,8 vs. 6"; the same
		// list in red-dog-poker.info/blackjack_basic_strategy3.html. Without
		// surrender that is three cells.
		name:  "6D H17 DAS no surrender",
		rules: func() bj.Rules { r := bj.Default(); r.H17 = true; return r },
		base:  chart6DS17DAS,
		edits: []cellEdit{{"H11", 1, "D"}, {"S18", 2, "Ds"}, {"S19", 6, "Ds"}},
	},
	{
		// Wikipedia's table (4+ decks, S17, DAS) with its surrender cells:
		// 16 vs 9, 10, A and 15 vs 10.
		name:  "6D S17 DAS late surrender",
		rules: func() bj.Rules { r := bj.Default(); r.Surrender = bj.LateSurrender; return r },
		base:  chart6DS17DAS,
		edits: []cellEdit{{"H15", 10, "Rh"}, {"H16", 9, "Rh"}, {"H16", 10, "Rh"}, {"H16", 1, "Rh"}},
	},
	{
		// red-dog-poker.info/blackjack_basic_strategy3.html: "If double
		// after pair splitting is not permitted use these rules for pair
		// splitting": 2,2 and 3,3 split 4-7, 4,4 hit, 6,6 split 3-6.
		name:  "6D S17 no DAS",
		rules: func() bj.Rules { r := bj.Default(); r.DAS = false; return r },
		base:  chart6DS17DAS,
		edits: []cellEdit{
			{"P2", 2, "H"}, {"P2", 3, "H"}, {"P3", 2, "H"}, {"P3", 3, "H"},
			{"P4", 5, "H"}, {"P4", 6, "H"}, {"P6", 2, "H"},
		},
	},
	{
		name:  "1D S17 no DAS",
		rules: func() bj.Rules { r := bj.Default(); r.Decks, r.DAS = 1, false; return r },
		base:  chart1DS17NoDAS,
		diffs: []string{"S18/A S!=H"},
	},
	{
		// The H17 changes above plus the surrender cells: 16 vs 9, 10, A;
		// 15 vs 10 and A; 17 vs A; 8,8 vs A (red-dog-poker.info: "surrender
		// hard 15, hard 17, and a pair of 8's against a dealer's ace").
		name:  "6D H17 DAS late surrender",
		rules: func() bj.Rules { r := bj.Default(); r.H17, r.Surrender = true, bj.LateSurrender; return r },
		base:  chart6DS17DAS,
		edits: []cellEdit{
			{"H11", 1, "D"}, {"S18", 2, "Ds"}, {"S19", 6, "Ds"},
			{"H15", 10, "Rh"}, {"H15", 1, "Rh"}, {"H16", 9, "Rh"}, {"H16", 10, "Rh"}, {"H16", 1, "Rh"},
			{"H17", 1, "Rs"}, {"P8", 1, "Rp"},
		},
	},
	{
		// Partial: Wizard of Odds, "Double Deck Basic Strategy Exceptions"
		// (wizardofodds.com/games/blackjack/appendix/3b/, S17): two-card
		// exceptions 11 (9+2, 8+3) vs A = hit and 12 (10+2) vs 4 = hit
		// mean basic strategy doubles 11 vs A and stands 12 vs 4; the
		// three-card changes "16 vs 10 = stand" and "soft 18 vs A = stand"
		// mean two-card basic strategy hits both.
		name:  "2D S17 DAS (partial)",
		rules: func() bj.Rules { r := bj.Default(); r.Decks = 2; return r },
		edits: []cellEdit{{"H11", 1, "D"}, {"H12", 4, "S"}, {"H16", 10, "H"}, {"S18", 1, "H"}},
	},
}

// parseChart reads rows in Chart.String's format into label -> 10 codes.
func parseChart(t *testing.T, text string) map[string][10]Code {
	t.Helper()
	out := map[string][10]Code{}
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		f := strings.Fields(line)
		require.Len(t, f, 11, "line %q", line)
		var codes [10]Code
		for i, s := range f[1:] {
			c, err := parseCode(s)
			require.NoError(t, err)
			codes[i] = c
		}
		out[f[0]] = codes
	}
	return out
}

// published returns the published cells of a rule set.
func (p publishedRuleSet) published(t *testing.T) map[string][10]Code {
	cells := map[string][10]Code{}
	if p.base != "" {
		cells = parseChart(t, p.base)
	}
	for _, e := range p.edits {
		c, err := parseCode(e.code)
		require.NoError(t, err)
		row := cells[e.label]
		row[column(e.up)] = c
		cells[e.label] = row
	}
	return cells
}

// chartDiff is one cell where a derived chart differs from a publication.
type chartDiff struct {
	label    string
	up       int
	got, pub Code
}

func (d chartDiff) String() string {
	return fmt.Sprintf("%s/%s %s!=%s", d.label, valueName(d.up), d.got, d.pub)
}

// chartDiffs lists the cells where c differs from the published cells (a
// zero published code is a cell the source does not give).
func chartDiffs(c *Chart, pub map[string][10]Code) []chartDiff {
	var diffs []chartDiff
	for _, row := range c.Rows() {
		want, ok := pub[row.Label]
		if !ok {
			continue
		}
		for i, got := range row.Codes {
			if want[i] != 0 && want[i] != got {
				diffs = append(diffs, chartDiff{row.Label, UpCards[i], got, want[i]})
			}
		}
	}
	return diffs
}

func TestChartsMatchPublished(t *testing.T) {
	for i, p := range publishedRuleSets {
		if short() && i > 1 {
			break // each chart takes seconds under -race; make test runs all without -short and -race
		}
		t.Run(p.name, func(t *testing.T) {
			pub := p.published(t)
			c, err := ChartFor(p.rules())
			require.NoError(t, err)
			got := []string{}
			for _, d := range chartDiffs(c, pub) {
				cell, _ := c.cell(d.label, d.up)
				t.Logf("differs: %s (derived!=published), mean EVs %v", d, cell.EVs)
				got = append(got, d.String())
			}
			sort.Strings(got)
			want := append([]string{}, p.diffs...)
			assert.Equal(t, want, got)
			if p.base != "" {
				assert.Len(t, pub, 36, "a full chart has 36 rows")
			}
		})
	}
}

// Published house edges (basic strategy, off the top) with their sources;
// the exact basic-strategy figure for the derived chart must agree within
// 0.05% (the sources round, and some are sums of published rule effects).
// docs/ai/blackjack.md discusses each one.
var publishedHouseEdges = []struct {
	name   string
	rules  func() bj.Rules
	edge   float64 // percent, positive favours the house
	source string
}{
	{"6D S17 DAS no surrender", bj.Default, 0.41,
		"Grochowski 2002: six decks 0.55% (no DAS), less the DAS effect 0.14% (blackjackreview.com)"},
	{"6D H17 DAS no surrender", func() bj.Rules { r := bj.Default(); r.H17 = true; return r }, 0.639,
		"Wizard of Odds house edge calculator, as quoted in wizardofvegas.com forum thread 39582 (2024)"},
	{"6D S17 DAS late surrender", func() bj.Rules { r := bj.Default(); r.Surrender = bj.LateSurrender; return r }, 0.33,
		"the default's 0.41% less late surrender 0.08% (blackjackreview.com)"},
	{"6D S17 no DAS", func() bj.Rules { r := bj.Default(); r.DAS = false; return r }, 0.55,
		"Grochowski, Casino City Times, 20 June 2002: six decks 0.55%"},
	{"1D S17 no DAS", func() bj.Rules { r := bj.Default(); r.Decks, r.DAS = 1, false; return r }, -0.001,
		"Grochowski, Casino City Times, 20 June 2002: the Strip single-deck game, 0.001% edge to the player"},
}

func TestHouseEdgesNearPublished(t *testing.T) {
	for i, p := range publishedHouseEdges {
		if short() && i > 0 {
			break
		}
		c, err := ChartFor(p.rules())
		require.NoError(t, err)
		edge := -100 * ChartEV(c)
		t.Logf("%s: exact basic strategy %.3f%%, published %.3f%% (%s)", p.name, edge, p.edge, p.source)
		assert.InDelta(t, p.edge, edge, 0.05, p.name)
	}
}
