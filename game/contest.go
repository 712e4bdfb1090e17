package game

// Contest is one contest of a finished game, for ratings: Sides are the
// seats that played together, Places each side's finishing place (1
// first; equal places drew).
type Contest struct {
	Sides  [][]Seat `json:"sides"`
	Places []int    `json:"places"`
}

// ByScore is the one contest of seats each playing for itself, placed by
// their scores, in seat order: the highest first, equal scores sharing a
// place (scores 30, 50, 30 are places 2, 1, 2). Fewer than two seats are
// no contest (nil): a game of one side rates nothing.
func ByScore(scores []float64) []Contest {
	if len(scores) < 2 {
		return nil
	}
	c := Contest{}
	for i, sc := range scores {
		place := 1
		for _, other := range scores {
			if other > sc {
				place++
			}
		}
		c.Sides = append(c.Sides, []Seat{Seat(i)})
		c.Places = append(c.Places, place)
	}
	return []Contest{c}
}
