package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Seats playing for themselves are placed by score, ties sharing a place.
func TestByScore(t *testing.T) {
	one := func(places ...int) []Contest {
		c := Contest{Places: places}
		for i := range places {
			c.Sides = append(c.Sides, []Seat{Seat(i)})
		}
		return []Contest{c}
	}
	for _, c := range []struct {
		name   string
		scores []float64
		want   []Contest
	}{
		{"two", []float64{3, 1}, one(1, 2)},
		{"the second first", []float64{1, 3}, one(2, 1)},
		{"a tie between two of three", []float64{30, 50, 30}, one(2, 1, 2)},
		{"a tie for first", []float64{250, 250, 100, 90}, one(1, 1, 3, 4)},
		{"all equal", []float64{0, 0}, one(1, 1)},
		{"one seat: no contest", []float64{200}, nil},
		{"no seat", nil, nil},
	} {
		assert.Equal(t, c.want, ByScore(c.scores), c.name)
	}
}
