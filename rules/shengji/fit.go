package shengji

import "slices"

// window is a run of k consecutive powers from low, where a tractor is
// placed: it takes one pair at each of the k powers.
type window struct{ low, k int }

// top is the power of the window's highest pair.
func (w window) top() int { return w.low + w.k - 1 }

// tractorFit is the best placement of a lead's tractors in the pairs of a
// hand or a play, each tractor placed whole or not at all.
type tractorFit struct {
	// pairs is the most pairs any placement puts in tractors.
	pairs int
	// windows is one placement of that many pairs, the one a player
	// prefers: the first the search finds, trying each tractor in the
	// shortest run of consecutive pairs that is long enough first (so
	// longer runs stay whole), low first within a run.
	windows []window
	// top is the highest top a tractor as long as the lead's longest
	// takes in any placement of that many pairs; -1 when none places one.
	top int
}

// fitTractors places tractors of the given lengths (longest first, as
// Lead.Tractors are) in the pairs of row, as a player fits a follow to a
// lead, exactly: it tries every way to place them. Two pairs at one power
// (two off-suit level pairs, which are equal) can each serve a different
// tractor, so placing one tractor greedily can spoil the next; the search
// is small, as a row holds at most 16 powers and a lead few tractors.
// Tractors as long as each other are interchangeable, so each set of
// their windows is tried once.
func fitTractors(row pairRow, lengths []int) tractorFit {
	s := fitSearch{
		row: row, lengths: lengths, best: tractorFit{top: -1},
		lows: make([][]int, len(lengths)), rest: make([]int, len(lengths)+1),
		cur: make([]window, 0, len(lengths)),
	}
	for i, k := range lengths {
		if i > 0 && lengths[i-1] == k {
			s.lows[i] = s.lows[i-1]
		} else {
			s.lows[i] = startsOf(row, k)
		}
	}
	for i := len(lengths) - 1; i >= 0; i-- {
		s.rest[i] = s.rest[i+1] + lengths[i]
	}
	s.place(0, 0)
	return s.best
}

// startsOf lists the powers where a tractor of k pairs can start in row,
// in the order they are tried: in the shortest run of consecutive pairs
// that is long enough first, then the longer runs (the lower of two as
// long first), and low first within a run.
func startsOf(row pairRow, k int) []int {
	type run struct{ low, n int }
	var runs []run
	for p := 0; p < numPowers; {
		if row[p] == 0 {
			p++
			continue
		}
		low := p
		for p < numPowers && row[p] > 0 {
			p++
		}
		if p-low >= k {
			runs = append(runs, run{low, p - low})
		}
	}
	slices.SortStableFunc(runs, func(a, b run) int { return a.n - b.n })
	var lows []int
	for _, r := range runs {
		for low := r.low; low+k <= r.low+r.n; low++ {
			lows = append(lows, low)
		}
	}
	return lows
}

// fitSearch is the state of fitTractors' search.
type fitSearch struct {
	row     pairRow  // the pairs not yet in a placed tractor
	lengths []int    // the tractors to place, longest first
	lows    [][]int  // lows[i] is where the i-th tractor may start, as startsOf lists them
	rest    []int    // rest[i] is the pairs of lengths[i:]
	cur     []window // the tractors placed so far
	pairs   int      // the pairs in cur
	best    tractorFit
}

// place tries the tractors from the i-th on: each at every start of
// lows[i] from the from-th on where a pair is left at each of its powers,
// or left out with the tractors as long after it (a tractor as long as
// the one before tries only the starts from that one's on, so a set of
// windows is tried once).
func (s *fitSearch) place(i, from int) {
	if s.pairs+s.rest[i] < s.best.pairs {
		return // cannot place as many pairs as the best
	}
	if i == len(s.lengths) {
		s.record()
		return
	}
	k := s.lengths[i]
	for j := from; j < len(s.lows[i]); j++ {
		low := s.lows[i][j]
		if !s.free(low, k) {
			continue
		}
		for p := low; p < low+k; p++ {
			s.row[p]--
		}
		s.cur = append(s.cur, window{low, k})
		s.pairs += k
		next := 0
		if i+1 < len(s.lengths) && s.lengths[i+1] == k {
			next = j
		}
		s.place(i+1, next)
		s.pairs -= k
		s.cur = s.cur[:len(s.cur)-1]
		for p := low; p < low+k; p++ {
			s.row[p]++
		}
	}
	j := i
	for j < len(s.lengths) && s.lengths[j] == k {
		j++
	}
	s.place(j, 0)
}

// free reports whether a pair is left at each of the k powers from low.
func (s *fitSearch) free(low, k int) bool {
	for p := low; p < low+k; p++ {
		if s.row[p] == 0 {
			return false
		}
	}
	return true
}

// record weighs the placement in cur against the best so far.
func (s *fitSearch) record() {
	top := -1
	for _, w := range s.cur {
		if w.k == s.lengths[0] {
			top = max(top, w.top())
		}
	}
	switch {
	case s.pairs > s.best.pairs:
		s.best = tractorFit{pairs: s.pairs, windows: append([]window(nil), s.cur...), top: top}
	case s.pairs == s.best.pairs:
		s.best.top = max(s.best.top, top)
	}
}
