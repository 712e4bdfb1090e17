package blackjack

import (
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bj "teahouse/rules/blackjack"
)

func TestCodeText(t *testing.T) {
	for c := CodeH; c <= CodeRp; c++ {
		back, err := parseCode(c.String())
		require.NoError(t, err)
		assert.Equal(t, c, back)
	}
	_, err := parseCode("X")
	assert.Error(t, err)
	assert.Equal(t, "?", Code(0).String())
	assert.Equal(t, "Code(42)", Code(42).String())
}

// The default chart prints exactly as the published 6-deck S17 DAS chart
// (the test data in published_test.go), line by line.
func TestChartStringDefault(t *testing.T) {
	c, err := ChartFor(bj.Default())
	require.NoError(t, err)
	assert.Equal(t, strings.TrimLeft(chart6DS17DAS, "\n"), c.String())
	lines := strings.Split(strings.TrimSpace(c.String()), "\n")
	assert.Len(t, lines, 36)
	assert.True(t, strings.HasPrefix(lines[0], "H5 "))
	assert.True(t, strings.HasPrefix(lines[35], "PA "))
	assert.Len(t, strings.Fields(ChartHeader), 10)
}

func TestChartCellLookup(t *testing.T) {
	c, err := ChartFor(bj.Default())
	require.NoError(t, err)
	cell, ok := c.cell("H16", 10)
	require.True(t, ok)
	assert.Equal(t, CodeH, cell.Code)
	st, _ := cell.EVs.EV(Stand)
	hi, _ := cell.EVs.EV(Hit)
	assert.Greater(t, hi, st)
	assert.InDelta(t, -0.54, st, 0.01, "16 vs 10 standing loses about 54%")

	for _, label := range []string{"H4", "H22", "S12", "P11", "X9", "P", ""} {
		_, ok := c.cell(label, 5)
		assert.False(t, ok, label)
	}
	_, ok = c.cell("H9", 0)
	assert.False(t, ok)
	cell, ok = c.cell("PA", 1)
	require.True(t, ok)
	assert.Equal(t, CodeP, cell.Code)
}

func TestChartAction(t *testing.T) {
	def, err := ChartFor(bj.Default())
	require.NoError(t, err)
	// Surrender charts are the default one with the published surrender
	// cells set by hand (the derivation is tested in published_test.go):
	// resolving codes into actions is what is tested here.
	lsChart := *def
	lsChart.Rules.Surrender = bj.LateSurrender
	lsChart.Hard[16-5][column(10)].Code = CodeRh
	hlsChart := lsChart
	hlsChart.Rules.H17 = true
	hlsChart.Pairs[8-2][column(1)].Code = CodeRp
	hlsChart.Hard[17-5][column(1)].Code = CodeRs

	split := func(h bj.PlayerHand, hands int) bj.PlayerHand {
		h.FromSplit, h.Hands = true, hands
		return h
	}
	cases := []struct {
		name string
		c    *Chart
		h    bj.PlayerHand
		up   int
		code Code
		want Action
	}{
		{"16 v T hits", def, handOf(10, 6), 10, CodeH, Hit},
		{"16 v T surrenders", &lsChart, handOf(10, 6), 10, CodeRh, Surrender},
		{"3-card 16 v T cannot surrender", &lsChart, handOf(10, 4, 2), 10, CodeRh, Hit},
		{"11 v 6 doubles", def, handOf(6, 5), 6, CodeD, Double},
		{"3-card 11 hits", def, handOf(3, 3, 5), 6, CodeD, Hit},
		{"soft 18 v 4 doubles", def, handOf(1, 7), 4, CodeDs, Double},
		{"3-card soft 18 v 4 stands", def, handOf(1, 3, 4), 4, CodeDs, Stand},
		{"8,8 v T splits", def, handOf(8, 8), 10, CodeP, Split},
		{"8,8 at four hands plays 16", def, split(handOf(8, 8), 4), 10, CodeH, Hit},
		{"A,A at four hands plays soft 12", def, split(handOf(1, 1), 4), 6, CodeH, Hit},
		{"2,2 at four hands plays hard 4", def, split(handOf(2, 2), 4), 6, CodeH, Hit},
		{"tens stand", def, handOf(10, 10), 6, CodeS, Stand},
		{"21 stands", def, handOf(7, 4, 10), 10, CodeS, Stand},
		{"8,8 v A surrenders under H17", &hlsChart, handOf(8, 8), 1, CodeRp, Surrender},
		{"8,8 v A after a split splits", &hlsChart, split(handOf(8, 8), 2), 1, CodeRp, Split},
		{"17 v A surrenders under H17", &hlsChart, handOf(10, 7), 1, CodeRs, Surrender},
		{"3-card 17 v A stands", &hlsChart, handOf(10, 5, 2), 1, CodeRs, Stand},
		{"bust is stand", def, handOf(10, 10, 5), 6, CodeS, Stand},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.code, tc.c.Code(tc.h, tc.up))
			assert.Equal(t, tc.want, tc.c.Action(tc.h, tc.up))
		})
	}
}

// Rule options that remove actions remove their codes.
func TestChartRuleVariants(t *testing.T) {
	r := bj.Default()
	r.Double = bj.Double9to11
	r.MaxHands = 1
	c, err := ChartFor(r)
	require.NoError(t, err)
	for _, row := range c.Rows() {
		for i, code := range row.Codes {
			assert.NotEqual(t, CodeP, code, "%s vs %d: no splitting", row.Label, UpCards[i])
			assert.NotContains(t, []Code{CodeRh, CodeRs, CodeRp}, code)
			if code == CodeD || code == CodeDs {
				assert.Contains(t, []string{"H9", "H10", "H11", "P5"}, row.Label, "doubles only on 9-11")
			}
		}
	}
	cell, _ := c.cell("P8", 6)
	assert.False(t, cell.EVs.Legal(Split))
	cell, _ = c.cell("P5", 6)
	assert.Equal(t, CodeD, cell.Code)

	_, err = ChartFor(bj.Rules{})
	assert.ErrorIs(t, err, bj.ErrRules)
	assert.NoError(t, Warm(bj.Default()))
}

// The cache ignores the penetration, which does not change play off the top.
func TestChartCache(t *testing.T) {
	a, err := ChartFor(bj.Default())
	require.NoError(t, err)
	r := bj.Default()
	r.Penetration = 0.5
	b, err := ChartFor(r)
	require.NoError(t, err)
	assert.Same(t, a, b)
}

func TestClassHands(t *testing.T) {
	assert.Equal(t, [][]int{{2, 6}, {3, 5}}, hardClass(8))
	assert.Equal(t, [][]int{{9, 10}}, hardClass(19))
	for _, h := range hardClass(20) {
		assert.Len(t, h, 3)
		assert.Equal(t, 20, h[0]+h[1]+h[2])
		assert.NotContains(t, h, 1)
	}
	assert.NotEmpty(t, hardClass(21))
	assert.Equal(t, [][]int{{1, 7}}, softClass(18))
	for _, h := range softClass(21) {
		tot, soft := bj.Total(h)
		assert.Equal(t, 21, tot)
		assert.True(t, soft)
	}
	// The chance of a multiset: two 8s from a fresh deck = (4/52)(3/51).
	assert.InDelta(t, 4.0/52*3/51, multisetProb(NewShoe(1), []int{8, 8}), 1e-15)
	assert.InDelta(t, 2*4.0/52*16/51, multisetProb(NewShoe(1), []int{1, 10}), 1e-15)
	assert.Zero(t, multisetProb(NewShoe(1), []int{8, 8, 8, 8, 8}))
}

// BenchmarkChart derives the chart of the default rules on every
// processor, as ChartFor does.
func BenchmarkChart(b *testing.B) {
	r := bj.Default()
	b.ReportAllocs()
	for b.Loop() {
		_ = deriveChart(r, runtime.GOMAXPROCS(0))
	}
}
