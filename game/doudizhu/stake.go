package doudizhu

import "teahouse/game"

// doubledStake is points doubled by the landlord's double and by
// peasant's (加倍), before any cap.
func doubledStake(points int, landlord, peasant game.Seat, doubled [Seats]bool) int {
	for _, s := range []game.Seat{landlord, peasant} {
		if doubled[s] && points < 1<<30 {
			points *= 2
		}
	}
	return points
}

// capped is points bounded by limit (0: no bound), and whether the bound
// applied.
func capped(points, limit int) (int, bool) {
	if limit > 0 && points > limit {
		return limit, true
	}
	return points, false
}

// stakes is what each peasant stands to win or lose against the landlord
// when a deal is worth points (base × multiplier): points doubled by the
// landlord's double and the peasant's own, capped at limit; the
// landlord's entry is the sum of both. Before the landlord is chosen
// every stake is 0.
func stakes(points int, landlord game.Seat, doubled [Seats]bool, limit int) [Seats]int {
	var out [Seats]int
	if landlord < 0 || int(landlord) >= Seats {
		return out
	}
	for i := range Seats {
		p := game.Seat(i)
		if p == landlord {
			continue
		}
		out[p], _ = capped(doubledStake(points, landlord, p, doubled), limit)
		out[landlord] += out[p]
	}
	return out
}

// Stakes is what each peasant stands to win or lose against the landlord
// so far (base × multiplier, doubled by the landlord's double and the
// peasant's own, capped); the landlord's entry is the sum of both. A
// spring, counted at the end, doubles them again. All 0 while bidding.
func (v View) Stakes() [Seats]int {
	return stakes(v.Base*v.Multiplier(), v.Landlord, v.Doubled, v.Config.Cap)
}
