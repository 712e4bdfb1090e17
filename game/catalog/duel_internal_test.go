package catalog

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/game"
)

func TestMeanAndSE(t *testing.T) {
	tests := []struct {
		name             string
		won, drawn, lost int
		mean, se         float64
	}{
		{"no deals", 0, 0, 0, 0, 0},
		{"one deal", 1, 0, 0, 1, 0},
		{"all won", 5, 0, 0, 1, 0},
		{"half won, half lost", 2, 0, 2, 0.5, math.Sqrt(1.0 / 3 / 4)}, // scores 1,1,0,0: sample variance 1/3
		{"all drawn", 0, 4, 0, 0.5, 0},
		{"a win, a draw, a loss", 1, 1, 1, 0.5, math.Sqrt(0.25 / 3)}, // scores 1,.5,0: sample variance 1/4
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mean, se := meanAndSE(tt.won, tt.drawn, tt.lost)
			assert.InDelta(t, tt.mean, mean, 1e-12)
			assert.InDelta(t, tt.se, se, 1e-12)
		})
	}
}

func TestOutcomeResult(t *testing.T) {
	aFirst := []bool{true, false}
	tests := []struct {
		name    string
		winners []game.Seat
		side    []bool
		want    int
	}{
		{"A's seat won", []game.Seat{0}, aFirst, 1},
		{"B's seat won", []game.Seat{1}, aFirst, -1},
		{"both won: a tie", []game.Seat{0, 1}, aFirst, 0},
		{"nobody won: a draw", nil, aFirst, 0},
		{"A in the second seat won", []game.Seat{1}, sideOf(aFirst, 1), 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, outcomeResult(game.Outcome{Over: true, Winners: tt.winners}, tt.side))
		})
	}
}

func TestSideOfSwapsTheSeatsInOddGames(t *testing.T) {
	layout := []bool{true, false, false}
	assert.Equal(t, []bool{true, false, false}, sideOf(layout, 0))
	assert.Equal(t, []bool{false, true, true}, sideOf(layout, 1))
	assert.Equal(t, []bool{true, false, false}, layout, "the layout is left alone")
}
