package doudizhu

import dz "teahouse/rules/doudizhu"

// beatable reports whether some cards of pool (the cards the seat has not
// seen, all other hands together) beat p. Kickers are not asked for: a
// trio is beaten by a higher trio whatever its wing. With bombs false a
// bomb or the rocket in pool does not count, except against a bomb.
func beatable(p dz.Play, pool dz.Counts, r dz.Rules, bombs bool) bool {
	rocket := r.Allows(dz.Rocket) && pool[dz.BlackJoker] > 0 && pool[dz.RedJoker] > 0
	if p.Kind == dz.Rocket {
		return false
	}
	if p.Kind == dz.Bomb {
		return rocket || higherBomb(pool, p.Main+1)
	}
	if bombs && (rocket || higherBomb(pool, dz.Three)) {
		return true
	}
	switch p.Kind {
	case dz.Solo:
		for x := p.Main + 1; x < dz.NumRanks; x++ {
			if pool[x] > 0 {
				return true
			}
		}
	case dz.Pair, dz.Trio, dz.TrioSolo, dz.TrioPair, dz.FourSolos, dz.FourPairs:
		need := uint8(p.Cards[p.Main])
		for x := p.Main + 1; x <= dz.Two; x++ {
			if pool[x] >= need {
				return true
			}
		}
	case dz.SoloChain, dz.PairChain, dz.TrioChain, dz.PlaneSolos, dz.PlanePairs:
		need, n := p.Cards[p.Main], int(p.Len)
		run := 0
		for x := p.Main + 1; x <= dz.Ace; x++ {
			if pool[x] >= need {
				run++
				if run >= n {
					return true
				}
			} else {
				run = 0
			}
		}
	}
	return false
}

// higherBomb reports whether pool holds four of a rank from on.
func higherBomb(pool dz.Counts, from dz.Rank) bool {
	for x := from; x <= dz.Two; x++ {
		if pool[x] == 4 {
			return true
		}
	}
	return false
}
