package review

import (
	"bytes"
	"encoding/json"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
)

var testTh = Thresholds{Unit: "expected points", Inaccuracy: 0.5, Mistake: 2, Blunder: 5}

func TestMarks(t *testing.T) {
	tests := []struct {
		name     string
		p        Position
		mark     Mark
		best     string
		cost, se float64
	}{
		{"the best", Position{Chosen: 1, Choices: []Choice{{"a", 10, 0}, {"b", 12, 0}}}, Best, "b", 0, 0},
		{"a tie is best", Position{Chosen: 1, Choices: []Choice{{"a", 12, 0}, {"b", 12, 0}}}, Best, "b", 0, 0},
		{"a tie summed two ways is best", Position{Chosen: 0, Choices: []Choice{{"a", 200, 0}, {"b", 200 + 1e-10, 0}}}, Best, "a", 0, 0},
		{"below an inaccuracy", Position{Chosen: 0, Choices: []Choice{{"a", 10, 0}, {"b", 10.4, 0}}}, Good, "b", 0.4, 0},
		{"an inaccuracy", Position{Chosen: 0, Choices: []Choice{{"a", 10, 0}, {"b", 10.5, 0}}}, Inaccuracy, "b", 0.5, 0},
		{"a mistake", Position{Chosen: 0, Choices: []Choice{{"a", 10, 0}, {"b", 13, 0}}}, Mistake, "b", 3, 0},
		{"a blunder", Position{Chosen: 2, Choices: []Choice{{"a", 10, 0}, {"b", 30, 0}, {"c", 1, 0}}}, Blunder, "b", 29, 0},
		{"within the noise", Position{Chosen: 0, Choices: []Choice{{"a", 10, 3}, {"b", 18, 4}}}, Good, "b", 8, 5},
		{"beyond the noise", Position{Chosen: 0, Choices: []Choice{{"a", 10, 0.3}, {"b", 13, 0.4}}}, Mistake, "b", 3, 0.5},
		{"noise on the best only", Position{Chosen: 0, Choices: []Choice{{"a", 10, 0}, {"b", 16, 0.5}}}, Blunder, "b", 6, 0.5},
		{"a paired gap beyond the noise the two errors would make", Position{Chosen: 0, Choices: []Choice{{"a", 10, 3}, {"b", 13, 4}},
			GapSE: []float64{0, 1}}, Mistake, "b", 3, 1},
		{"a paired gap within its noise", Position{Chosen: 0, Choices: []Choice{{"a", 10, 0.1}, {"b", 13, 0.1}},
			GapSE: []float64{0, 2}}, Good, "b", 3, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Of("g", 0, testTh, []Position{tt.p})
			require.NoError(t, err)
			require.Len(t, r.Decisions, 1)
			d := r.Decisions[0]
			assert.Equal(t, tt.mark, d.Mark)
			assert.Equal(t, tt.best, d.Best)
			assert.Equal(t, tt.p.Choices[tt.p.Chosen].Action, d.Chose)
			assert.InDelta(t, tt.cost, d.Cost, 1e-9)
			assert.InDelta(t, tt.se, d.SE, 1e-9)
			assert.GreaterOrEqual(t, d.Cost, 0.0)
			assert.Len(t, d.Choices, len(tt.p.Choices))
			for i := 1; i < len(d.Choices); i++ {
				assert.GreaterOrEqual(t, d.Choices[i-1].Value, d.Choices[i].Value, "choices best first")
			}
		})
	}
}

func TestSummary(t *testing.T) {
	ps := []Position{
		{Step: 0, Kind: "hold", Chosen: 0, Choices: []Choice{{"a", 10, 0}, {"b", 9, 0}}},   // best
		{Step: 2, Kind: "box", Chosen: 0, Choices: []Choice{{"a", 10, 0}, {"b", 10.1, 0}}}, // good
		{Step: 3, Kind: "box", Chosen: 0, Choices: []Choice{{"a", 10, 0}, {"b", 11, 0}}},   // inaccuracy
		{Step: 5, Kind: "hold", Chosen: 1, Choices: []Choice{{"a", 10, 0}, {"b", 7, 0}}},   // mistake
		{Step: 8, Kind: "box", Chosen: 1, Choices: []Choice{{"a", 10, 0}, {"b", 0, 0}}},    // blunder
	}
	r, err := Of("yahtzee", 1, testTh, ps)
	require.NoError(t, err)
	assert.Equal(t, Summary{Decisions: 5, Best: 1, Good: 1, Inaccuracies: 1, Mistakes: 1, Blunders: 1, TotalCost: 14.1, Accuracy: 40}, roundCost(r.Summary))
	assert.Equal(t, []int{0, 2, 3, 5, 8}, steps(r))

	empty, err := Of("yahtzee", 0, testTh, nil)
	require.NoError(t, err)
	assert.Equal(t, Summary{Accuracy: 100}, empty.Summary, "no decision, nothing lost")
}

func TestOfRefusesBadPositions(t *testing.T) {
	tests := []struct {
		name string
		p    Position
	}{
		{"no choices", Position{Chosen: 0}},
		{"chosen past the end", Position{Chosen: 2, Choices: []Choice{{"a", 1, 0}, {"b", 2, 0}}}},
		{"chosen negative", Position{Chosen: -1, Choices: []Choice{{"a", 1, 0}}}},
		{"not a number", Position{Chosen: 0, Choices: []Choice{{"a", 1, 0}, {"b", math.NaN(), 0}}}},
		{"negative error", Position{Chosen: 0, Choices: []Choice{{"a", 1, -1}}}},
		{"gap errors that do not match the choices", Position{Chosen: 0, Choices: []Choice{{"a", 1, 0}, {"b", 2, 0}}, GapSE: []float64{0}}},
		{"a gap error not a number", Position{Chosen: 0, Choices: []Choice{{"a", 1, 0}, {"b", 2, 0}}, GapSE: []float64{0, math.NaN()}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Of("g", 0, testTh, []Position{tt.p})
			require.Error(t, err)
		})
	}
}

func TestJSON(t *testing.T) {
	r, err := Of("risk", 1, Thresholds{Unit: "points of winning chance", Inaccuracy: 1, Mistake: 3, Blunder: 8},
		[]Position{{Step: 4, Kind: "hold", Chosen: 1, Choices: []Choice{{"keep 6 6", 61.5, 0}, {"keep 6", 55, 0}}}})
	require.NoError(t, err)
	b, err := json.Marshal(r)
	require.NoError(t, err)
	var m map[string]any
	require.NoError(t, json.Unmarshal(b, &m))
	assert.Equal(t, "risk", m["game"])
	assert.Equal(t, "P2", m["seat"])
	d := m["decisions"].([]any)[0].(map[string]any)
	for _, k := range []string{"step", "chose", "best", "cost", "mark", "kind", "choices"} {
		assert.Contains(t, d, k)
	}
	assert.NotContains(t, d, "se", "no standard error for an exact value")
	s := m["summary"].(map[string]any)
	for _, k := range []string{"decisions", "best", "inaccuracies", "mistakes", "blunders", "total_cost", "accuracy"} {
		assert.Contains(t, s, k)
	}
	assert.Equal(t, "mistake", d["mark"])

	var back Report
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, r, back, "a report read back is the report")

	require.Error(t, json.Unmarshal([]byte(`{"game":"risk","seat":"X9"}`), &back))
}

func TestText(t *testing.T) {
	r, err := Of("yahtzee", 0, testTh, []Position{
		{Step: 1, Kind: "hold", Chosen: 0, Choices: []Choice{{"keep 5 5", 240.5, 0}, {"keep 5 5 5", 243.75, 0}}},
		{Step: 2, Kind: "box", Chosen: 0, Choices: []Choice{{"Fives", 243.75, 0}}},
	})
	require.NoError(t, err)
	var b bytes.Buffer
	require.NoError(t, r.WriteText(&b))
	want := `Review of P1 in yahtzee (values and costs in expected points)

step  kind  chose     value   best        value   cost  mark
1     hold  keep 5 5  240.50  keep 5 5 5  243.75  3.25  mistake
2     box   Fives     243.75  =                   0.00  best

2 decisions: 1 best, 0 good, 0 inaccuracies, 1 mistake, 0 blunders; total cost 3.25 expected points; accuracy 50%.
`
	assert.Equal(t, want, b.String())

	r.Decisions[0].Situation = "dice 5 5 5 2 1, 2 rolls left"
	b.Reset()
	require.NoError(t, r.WriteText(&b))
	assert.Contains(t, b.String(), "step  kind  situation                     chose     value   best        value   cost  mark\n1     hold  dice 5 5 5 2 1, 2 rolls left  keep 5 5  240.50  keep 5 5 5  243.75  3.25  mistake\n")

	est, err := Of("doudizhu", 0, testTh, []Position{{Step: 1, Kind: "play", Chosen: 0, Choices: []Choice{{"pass", 0.4, 0.01}, {"3", 0.5, 0.02}}}})
	require.NoError(t, err)
	b.Reset()
	require.NoError(t, est.WriteText(&b))
	assert.Contains(t, b.String(), "0.10 ± 0.02")
	assert.Contains(t, b.String(), "within 2 standard errors")
}

func TestDigits(t *testing.T) {
	for _, tt := range []struct {
		inaccuracy float64
		digits     int
	}{{0.5, 2}, {1, 1}, {2, 1}, {0.05, 3}, {0.001, 4}, {0, 2}} {
		assert.Equal(t, tt.digits, Thresholds{Inaccuracy: tt.inaccuracy}.Digits(), "inaccuracy %v", tt.inaccuracy)
	}
}

func TestSeatOf(t *testing.T) {
	for _, tt := range []struct {
		in   string
		seat game.Seat
		ok   bool
	}{{"P1", 0, true}, {"p3", 2, true}, {"P0", 0, false}, {"P01", 0, false}, {"1", 0, false}, {"P2x", 0, false}, {"", 0, false}} {
		s, err := SeatOf(tt.in)
		if !tt.ok {
			assert.Error(t, err, tt.in)
			continue
		}
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.seat, s)
	}
}

func TestDefaultSeat(t *testing.T) {
	ai := game.Player{Kind: game.AI, Level: "optimal"}
	me := game.Player{Kind: game.Human}
	for _, tt := range []struct {
		name    string
		players []game.Player
		seat    game.Seat
	}{
		{"the one person", []game.Player{ai, me, ai}, 1},
		{"a remote person", []game.Player{ai, ai, {Kind: game.Remote}}, 2},
		{"two people", []game.Player{me, ai, me}, 0},
		{"no person", []game.Player{ai, ai}, 0},
	} {
		assert.Equal(t, tt.seat, DefaultSeat(tt.players), tt.name)
	}
}

func steps(r Report) []int {
	var out []int
	for _, d := range r.Decisions {
		out = append(out, d.Step)
	}
	return out
}

func roundCost(s Summary) Summary {
	s.TotalCost = float64(int(s.TotalCost*1e6+0.5)) / 1e6
	return s
}
