package doudizhu

import "math/rand/v2"

func newTestRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 1)) }

// randomHand deals n cards from a shuffled pack.
func randomHand(r *rand.Rand, n int) Counts {
	var deck []Rank
	for rk := range Rank(NumRanks) {
		for range Pack[rk] {
			deck = append(deck, rk)
		}
	}
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	var c Counts
	for _, rk := range deck[:n] {
		c[rk]++
	}
	return c
}

// forEachSubset calls f with every non-empty sub-multiset of c.
func forEachSubset(c Counts, f func(Counts)) {
	var pick Counts
	var rec func(r int)
	rec = func(r int) {
		if r == NumRanks {
			if !pick.Empty() {
				f(pick)
			}
			return
		}
		for k := range c[r] + 1 {
			pick[r] = k
			rec(r + 1)
		}
		pick[r] = 0
	}
	rec(0)
}
