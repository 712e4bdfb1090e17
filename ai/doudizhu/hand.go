package doudizhu

import dz "teahouse/rules/doudizhu"

// handPlays estimates how many plays it takes to shed hand h: the rocket
// and each bomb one play, each run of five or more single cards one solo
// chain, each trio one play taking a solo or a pair along, every other
// pair and solo one play. It is the measure of a hand's complexity the
// greedy player keeps low.
func handPlays(h dz.Counts) int {
	n := 0
	if h[dz.BlackJoker] == 1 && h[dz.RedJoker] == 1 {
		n++
		h[dz.BlackJoker], h[dz.RedJoker] = 0, 0
	}
	for r := dz.Three; r <= dz.Two; r++ {
		if h[r] == 4 {
			n++
			h[r] = 0
		}
	}
	for s := dz.Three; s <= dz.Ace; {
		e := s
		for e <= dz.Ace && h[e] == 1 {
			e++
		}
		if e-s >= 5 {
			n++
			for r := s; r < e; r++ {
				h[r] = 0
			}
		}
		s = max(e, s+1)
	}
	trios, others := 0, 0
	for _, k := range h {
		switch k {
		case 3:
			trios++
		case 1, 2:
			others++
		}
	}
	return n + trios + others - min(trios, others)
}

// strength counts a hand's high cards for bidding: jokers, 2s, aces and
// bombs.
func strength(h dz.Counts) int {
	s := 4*int(h[dz.RedJoker]) + 3*int(h[dz.BlackJoker]) + 2*int(h[dz.Two]) + int(h[dz.Ace])
	for r := dz.Three; r <= dz.Two; r++ {
		if h[r] == 4 {
			s += 4
		}
	}
	return s
}
