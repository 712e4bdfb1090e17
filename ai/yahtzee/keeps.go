package yahtzee

import (
	"sync"
	"unsafe"

	"teahouse/rules/dice"
)

// The multisets of dice a turn moves through: 462 multisets of zero to five
// dice that a player may keep, of which the last 252 are the multisets of
// five dice (the rolls).
const (
	numKeeps = 462
	numRolls = 252
	rollBase = numKeeps - numRolls // index of the first five-dice multiset
	numKeys  = 46656               // 6^6: every key is below 5·6^5+1
)

// keyOf identifies a multiset of at most five dice: the sum of 6^(face-1)
// over its dice. Face counts never reach 6, so the base-6 digits are the
// counts.
type keyOf uint16

// pow6 holds 6^0..6^5, the key of one die of each face (index face-1).
var pow6 = [dice.Sides]keyOf{1, 6, 36, 216, 1296, 7776}

// lattice numbers the kept multisets and links each to the multisets one die
// larger and one die smaller, so that the expectation over a reroll and the
// best keep of a roll are single passes over 462 entries instead of sums over
// 6^k outcomes and maxima over 32 masks. It is built once and read-only
// afterwards.
type lattice struct {
	// counts[k][f] is how many dice of face f multiset k holds (index 0 unused).
	counts [numKeeps][dice.Sides + 1]uint8
	// size[k] is the number of dice of multiset k; sizes never decrease with k.
	size [numKeeps]uint8
	// child[k][f-1] is the multiset k plus one die of face f (k < rollBase).
	child [rollBase][dice.Sides]uint16
	// parents[k] are the distinct multisets k minus one die (k > 0), padded
	// to five by repeating the first (a maximum over them is unchanged).
	parents [numKeeps][dice.HandSize]uint16
	// runs orders the multisets for best: by size, then by their number of
	// distinct parents, so that each run takes a loop of fixed length.
	runs []keepRun
	// index maps a key to its multiset index.
	index [numKeys]uint16
	// prob[r] is the chance that five fair dice roll multiset rollBase+r.
	prob [numRolls]float64
	// faceCount[f][r] is how many dice of face f roll r shows.
	faceCount [dice.Sides + 1][numRolls]uint8
	// hands[r] is roll r as a hand in ascending order.
	hands [numRolls]dice.Hand
}

// keepRun is a run of multisets of one size with n distinct parents each.
type keepRun struct {
	n     int
	items []keepItem
}

// keepItem is a multiset and its parents.
type keepItem struct {
	k       uint16
	parents [dice.HandSize]uint16
}

// theLattice builds the lattice on first use.
var theLattice = sync.OnceValue(buildLattice)

// buildLattice enumerates the multisets by size, each size in lexicographic
// order of its ascending faces.
func buildLattice() *lattice {
	l := new(lattice)
	n := 0
	var faces []int
	var gen func(size, minFace int)
	gen = func(size, minFace int) {
		if len(faces) == size {
			var k keyOf
			for _, f := range faces {
				l.counts[n][f]++
				k += pow6[f-1]
			}
			l.size[n] = uint8(size)
			l.index[k] = uint16(n)
			n++
			return
		}
		for f := minFace; f <= dice.Sides; f++ {
			faces = append(faces, f)
			gen(size, f)
			faces = faces[:len(faces)-1]
		}
	}
	for size := 0; size <= dice.HandSize; size++ {
		gen(size, 1)
	}
	if n != numKeeps {
		panic("yahtzee: wrong number of kept multisets")
	}
	for k := range numKeeps {
		key := l.key(k)
		if k < rollBase {
			for f := 1; f <= dice.Sides; f++ {
				l.child[k][f-1] = l.index[key+pow6[f-1]]
			}
		}
		n := 0
		for f := 1; f <= dice.Sides; f++ {
			if l.counts[k][f] > 0 {
				l.parents[k][n] = l.index[key-pow6[f-1]]
				n++
			}
		}
		for i := n; i > 0 && i < dice.HandSize; i++ {
			l.parents[k][i] = l.parents[k][0]
		}
	}
	for size := 1; size <= dice.HandSize; size++ {
		for n := 1; n <= dice.HandSize; n++ {
			run := keepRun{n: n}
			for k := range numKeeps {
				if int(l.size[k]) == size && distinct(l.counts[k]) == n {
					run.items = append(run.items, keepItem{k: uint16(k), parents: l.parents[k]})
				}
			}
			if len(run.items) > 0 {
				l.runs = append(l.runs, run)
			}
		}
	}

	// A roll with counts c comes up in 5!/(c1!···c6!) of the 6^5 ordered ways.
	fact := [dice.HandSize + 1]float64{1, 1, 2, 6, 24, 120}
	for r := range numRolls {
		k := rollBase + r
		ways := fact[dice.HandSize]
		i := 0
		for f := 1; f <= dice.Sides; f++ {
			c := l.counts[k][f]
			ways /= fact[c]
			l.faceCount[f][r] = c
			for range c {
				l.hands[r][i] = f
				i++
			}
		}
		l.prob[r] = ways / 7776
	}
	return l
}

// distinct counts the faces that counts holds at least once.
func distinct(counts [dice.Sides + 1]uint8) int {
	n := 0
	for _, c := range counts[1:] {
		if c > 0 {
			n++
		}
	}
	return n
}

// key returns the key of multiset k.
func (l *lattice) key(k int) keyOf {
	var key keyOf
	for f := 1; f <= dice.Sides; f++ {
		key += keyOf(l.counts[k][f]) * pow6[f-1]
	}
	return key
}

// keepOf returns the multiset index of the dice of h that m selects. Every
// face of h must be 1..6.
func (l *lattice) keepOf(h dice.Hand, m dice.Mask) int {
	var key keyOf
	for i, f := range h {
		if m.Has(i) {
			key += pow6[f-1]
		}
	}
	return int(l.index[key])
}

// rollOf returns the roll index (0..251) of hand h, whose faces must be 1..6.
func (l *lattice) rollOf(h dice.Hand) int {
	return l.keepOf(h, dice.FullMask) - rollBase
}

// expect fills e[k] for every multiset k of fewer than five dice with the
// expected value of rolling the missing dice, given the values e[rollBase:]
// of the five-dice multisets: adding one fair die at a time, e[k] is the
// mean of e over k's six children.
//
// The race detector skips this inner loop (go:norace): it touches only the
// caller's scratch and the read-only lattice, and instrumented it would make
// a solve under -race take half a minute.
//
//go:norace
func (l *lattice) expect(e *[numKeeps]float64) {
	const sixth = 1.0 / 6
	for k := rollBase - 1; k >= 0; k-- {
		c := &l.child[k]
		e[k] = (e[c[0]] + e[c[1]] + e[c[2]] + e[c[3]] + e[c[4]] + e[c[5]]) * sixth
	}
}

// best fills m[k] with the largest e[j] over the sub-multisets j of k (k
// itself included): m[k] = max(e[k], m[k minus one die]). For a roll r,
// m[rollBase+r] is then the value of its best keep. Every e must be a
// non-negative number (worths are); like expect, it is an inner loop on
// scratch space that the race detector skips.
//
// The bit patterns of non-negative float64s order like the numbers, so the
// maximum is taken over them as unsigned integers, which compiles to
// branch-free conditional moves: a float comparison mispredicts too often.
//
//go:norace
func (l *lattice) best(e, m *[numKeeps]float64) {
	eb := (*[numKeeps]uint64)(unsafe.Pointer(e))
	mb := (*[numKeeps]uint64)(unsafe.Pointer(m))
	mb[0] = eb[0]
	for _, run := range l.runs {
		switch run.n {
		case 1:
			for _, it := range run.items {
				mb[it.k] = max(eb[it.k], mb[it.parents[0]])
			}
		case 2:
			for _, it := range run.items {
				mb[it.k] = max(eb[it.k], mb[it.parents[0]], mb[it.parents[1]])
			}
		case 3:
			for _, it := range run.items {
				mb[it.k] = max(eb[it.k], mb[it.parents[0]], mb[it.parents[1]], mb[it.parents[2]])
			}
		case 4:
			for _, it := range run.items {
				p := &it.parents
				mb[it.k] = max(max(eb[it.k], mb[p[0]]), max(mb[p[1]], mb[p[2]]), mb[p[3]])
			}
		default:
			for _, it := range run.items {
				p := &it.parents
				mb[it.k] = max(max(eb[it.k], mb[p[0]]), max(mb[p[1]], mb[p[2]]), max(mb[p[3]], mb[p[4]]))
			}
		}
	}
}
