package rating

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A finished game moves its players by the composite of the sides they
// played.
func TestRate(t *testing.T) {
	new3 := []Rating{New(), New(), New()}
	strong := Rating{R: 1800, RD: 50, Vol: 0.06}
	landlordWins := Contest{Sides: [][]int{{0}, {1, 2}}, Places: []int{1, 2}}
	for _, c := range []struct {
		name     string
		players  []Rating
		fixed    []bool
		contests []Contest
		check    func(t *testing.T, before, after []Rating)
	}{
		{"the landlord beats two peasants of 1500", new3, []bool{false, false, false}, []Contest{landlordWins},
			func(t *testing.T, before, after []Rating) {
				assert.Greater(t, after[0].R, 1500.0, "the landlord up")
				assert.Less(t, after[1].R, 1500.0, "each peasant down")
				assert.Equal(t, after[1], after[2], "both peasants alike")
				want := Update(New(), []Game{{Opponent: New(), Score: 1}})
				assert.Equal(t, want, after[0], "the peasants are one composite opponent")
				assert.Equal(t, Update(New(), []Game{{Opponent: New(), Score: 0}}), after[1])
			}},
		{"the composite: mean rating, root mean squared deviation", []Rating{New(), strong, {R: 1400, RD: 150, Vol: 0.06}}, []bool{false, false, false}, []Contest{landlordWins},
			func(t *testing.T, before, after []Rating) {
				composite := Rating{R: 1600, RD: 111.8033989, Vol: 0.06} // sqrt((50² + 150²)/2)
				want := Update(New(), []Game{{Opponent: composite, Score: 1}})
				assert.InDelta(t, want.R, after[0].R, 1e-6)
				assert.InDelta(t, want.RD, after[0].RD, 1e-6)
			}},
		{"a fixed landmark never moves", []Rating{New(), strong, strong}, []bool{false, true, true}, []Contest{landlordWins},
			func(t *testing.T, before, after []Rating) {
				assert.Equal(t, before[1:], after[1:])
				assert.Greater(t, after[0].R, 1500.0)
			}},
		{"a draw between equals moves no rating", []Rating{strong, strong}, []bool{false, false}, []Contest{{Sides: [][]int{{0}, {1}}, Places: []int{1, 1}}},
			func(t *testing.T, before, after []Rating) {
				assert.InDelta(t, 1800, after[0].R, 1e-9)
				assert.InDelta(t, 1800, after[1].R, 1e-9)
				assert.Less(t, after[0].RD, Update(strong, nil).RD, "but it is known better than with no game")
			}},
		{"a finishing order of 3", new3, []bool{false, false, false}, []Contest{{Sides: [][]int{{0}, {1}, {2}}, Places: []int{2, 1, 3}}},
			func(t *testing.T, before, after []Rating) {
				assert.Greater(t, after[1].R, 1500.0, "first")
				assert.InDelta(t, 1500, after[0].R, 1e-9, "second: a win and a loss against equals")
				assert.Less(t, after[2].R, 1500.0, "third")
				assert.InDelta(t, 1500-after[2].R, after[1].R-1500, 1e-9, "as far up as down")
			}},
		{"a tie for first of 3", new3, []bool{false, false, false}, []Contest{{Sides: [][]int{{0}, {1}, {2}}, Places: []int{1, 1, 3}}},
			func(t *testing.T, before, after []Rating) {
				assert.Equal(t, after[0], after[1])
				assert.Greater(t, after[0].R, 1500.0)
			}},
		{"three deals: one rating period", new3, []bool{false, false, false}, []Contest{
			landlordWins,
			{Sides: [][]int{{1}, {0, 2}}, Places: []int{2, 1}},
			{Sides: [][]int{{2}, {0, 1}}, Places: []int{1, 2}},
		},
			func(t *testing.T, before, after []Rating) {
				want := Update(New(), []Game{{Opponent: New(), Score: 1}, {Opponent: New(), Score: 1}, {Opponent: New(), Score: 0}})
				assert.Equal(t, want, after[0], "won twice, lost once, against composites of the ratings before the game")
			}},
		{"a player in no contest is not moved", new3, []bool{false, false, false}, []Contest{{Sides: [][]int{{0}, {1}}, Places: []int{1, 2}}},
			func(t *testing.T, before, after []Rating) {
				assert.Equal(t, New(), after[2])
			}},
		{"one program at two seats of a side plays once", []Rating{New(), New()}, []bool{false, false}, []Contest{{Sides: [][]int{{0}, {1, 1}}, Places: []int{1, 2}}},
			func(t *testing.T, before, after []Rating) {
				assert.Equal(t, Update(New(), []Game{{Opponent: New(), Score: 0}}), after[1])
				assert.Equal(t, Update(New(), []Game{{Opponent: New(), Score: 1}}), after[0])
			}},
		{"one program at both sides plays only the others", []Rating{New(), New()}, []bool{false, false}, []Contest{{Sides: [][]int{{0}, {0, 1}}, Places: []int{1, 2}}},
			func(t *testing.T, before, after []Rating) {
				assert.Equal(t, Update(New(), []Game{{Opponent: New(), Score: 0}}), after[1])
				assert.Equal(t, New(), after[0], "every side it met had it too")
			}},
	} {
		t.Run(c.name, func(t *testing.T) {
			before := append([]Rating(nil), c.players...)
			after, err := Rate(c.players, c.fixed, c.contests)
			require.NoError(t, err)
			require.Len(t, after, len(before))
			assert.Equal(t, before, c.players, "the input is not changed")
			c.check(t, before, after)
		})
	}
}

// Contests that do not fit their players are an error.
func TestRateRefuses(t *testing.T) {
	two := []Rating{New(), New()}
	for name, c := range map[string]struct {
		fixed    []bool
		contests []Contest
	}{
		"fixed marks not one per player": {[]bool{false}, nil},
		"places not one per side":        {[]bool{false, false}, []Contest{{Sides: [][]int{{0}, {1}}, Places: []int{1}}}},
		"a side of nobody":               {[]bool{false, false}, []Contest{{Sides: [][]int{{0}, {}}, Places: []int{1, 2}}}},
		"a player not there":             {[]bool{false, false}, []Contest{{Sides: [][]int{{0}, {2}}, Places: []int{1, 2}}}},
		"place zero":                     {[]bool{false, false}, []Contest{{Sides: [][]int{{0}, {1}}, Places: []int{0, 1}}}},
	} {
		_, err := Rate(two, c.fixed, c.contests)
		assert.Error(t, err, name)
	}
}
