package doudizhu

import "teahouse/game"

// contests are the deals of a session as contests for ratings, one per
// deal played: the landlord alone against the two peasants, the side
// that went out first.
func contests(deals []DealResult) []game.Contest {
	var out []game.Contest
	for _, r := range deals {
		l := r.Landlord
		c := game.Contest{Sides: [][]game.Seat{{l}, {(l + 1) % Seats, (l + 2) % Seats}}, Places: []int{2, 1}}
		if r.LandlordWon() {
			c.Places = []int{1, 2}
		}
		out = append(out, c)
	}
	return out
}
