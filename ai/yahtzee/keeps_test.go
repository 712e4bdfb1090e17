package yahtzee

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/rules/dice"
)

func TestLatticeShape(t *testing.T) {
	l := theLattice()
	perSize := map[uint8]int{}
	for k := range numKeeps {
		perSize[l.size[k]]++
		if k > 0 {
			assert.GreaterOrEqual(t, l.size[k], l.size[k-1], "sizes never decrease")
		}
		assert.Equal(t, k, int(l.index[l.key(k)]))
	}
	assert.Equal(t, map[uint8]int{0: 1, 1: 6, 2: 21, 3: 56, 4: 126, 5: 252}, perSize)
	assert.Equal(t, uint8(5), l.size[rollBase])
	assert.Equal(t, uint8(4), l.size[rollBase-1])

	for k := range rollBase {
		for f := 1; f <= dice.Sides; f++ {
			c := int(l.child[k][f-1])
			assert.Equal(t, l.key(k)+pow6[f-1], l.key(c), "child adds one die")
		}
	}
	for k := range numKeeps {
		if k == 0 {
			continue
		}
		want := map[uint16]bool{}
		for f := 1; f <= dice.Sides; f++ {
			if l.counts[k][f] > 0 {
				want[l.index[l.key(k)-pow6[f-1]]] = true
			}
		}
		got := map[uint16]bool{}
		for _, p := range l.parents[k] {
			got[p] = true
			assert.Equal(t, l.size[k]-1, l.size[p], "a parent has one die fewer")
		}
		assert.Equal(t, want, got, "the distinct multisets one die smaller, padded")
	}
}

func TestRollProbabilities(t *testing.T) {
	l := theLattice()
	var sum float64
	for _, p := range l.prob {
		sum += p
	}
	assert.InDelta(t, 1, sum, 1e-12)
	// Count every ordered roll.
	var ways [numRolls]int
	for i := range 7776 {
		var h dice.Hand
		for j, x := 0, i; j < dice.HandSize; j, x = j+1, x/6 {
			h[j] = x%6 + 1
		}
		ways[l.rollOf(h)]++
	}
	for r := range numRolls {
		assert.InDelta(t, float64(ways[r])/7776, l.prob[r], 1e-15, "roll %v", l.hands[r])
		assert.Equal(t, r, l.rollOf(l.hands[r]))
		for f := 1; f <= dice.Sides; f++ {
			assert.Equal(t, l.hands[r].Counts()[f], int(l.faceCount[f][r]))
		}
	}
	assert.Equal(t, 1.0/7776, l.prob[l.rollOf(dice.Hand{6, 6, 6, 6, 6})])
	assert.Equal(t, 120.0/7776, l.prob[l.rollOf(dice.Hand{5, 1, 3, 2, 4})])
}

func TestKeepOf(t *testing.T) {
	l := theLattice()
	h := dice.Hand{3, 3, 6, 1, 4}
	assert.Equal(t, 0, l.keepOf(h, 0))
	assert.Equal(t, l.keepOf(h, 0b00001), l.keepOf(h, 0b00010), "either 3 is the same keep")
	k := l.keepOf(h, 0b01101)
	assert.Equal(t, [dice.Sides + 1]uint8{0, 1, 0, 1, 0, 0, 1}, l.counts[k])
}

// The lattice passes agree with the plain definitions on random values:
// the expectation over every ordered outcome of the missing dice, and the
// maximum over every mask of a roll.
func TestExpectAndBestMatchBruteForce(t *testing.T) {
	l := theLattice()
	rng := rand.New(rand.NewPCG(1, 2))
	var e, m [numKeeps]float64
	for r := range numRolls {
		e[rollBase+r] = rng.Float64() * 100
	}
	l.expect(&e)
	l.best(&e, &m)
	for k := range rollBase {
		missing := dice.HandSize - int(l.size[k])
		n := 1
		for range missing {
			n *= 6
		}
		sum := 0.0
		for o := range n {
			var h dice.Hand
			i := 0
			for f := 1; f <= dice.Sides; f++ {
				for range l.counts[k][f] {
					h[i] = f
					i++
				}
			}
			for x := o; i < dice.HandSize; i, x = i+1, x/6 {
				h[i] = x%6 + 1
			}
			sum += e[rollBase+l.rollOf(h)]
		}
		assert.InDelta(t, sum/float64(n), e[k], 1e-9, "keep %d", k)
	}
	for r := range numRolls {
		h := l.hands[r]
		want := e[0]
		for mask := range dice.FullMask + 1 {
			want = max(want, e[l.keepOf(h, mask)])
		}
		assert.Equal(t, want, m[rollBase+r], "roll %v", h)
	}
}
