package pokerdice

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

func TestMultisetIndex(t *testing.T) {
	tb := tables()
	var sizes [dice.HandSize + 1]int
	for k := range numKept {
		sizes[tb.keptSize[k]]++
		assert.Equal(t, int16(k), tb.keptOf[tb.keptKey[k]])
	}
	assert.Equal(t, [dice.HandSize + 1]int{1, 6, 21, 56, 126, 252}, sizes)

	var total int64
	for r := range numRanks {
		h := tb.rankHand[r]
		require.True(t, h.Valid())
		assert.Equal(t, int16(r), tb.rankOf[maskKey(h, dice.FullMask)])
		total += tb.rankWeight[r]
		if r > 0 {
			assert.Equal(t, 1, pd.Compare(pd.Evaluate(h), pd.Evaluate(tb.rankHand[r-1])), "rank %d beats rank %d", r, r-1)
		}
	}
	assert.Equal(t, int64(7776), total)
	assert.Equal(t, pd.FiveOfAKind, pd.Evaluate(tb.rankHand[numRanks-1]).Category)
	assert.Equal(t, dice.Hand{6, 6, 6, 6, 6}, tb.rankHand[numRanks-1])

	for n, list := range tb.unknown {
		var sum int64
		for _, u := range list {
			sum += u.weight
		}
		assert.Equal(t, pow6[n], sum, "multisets of %d dice", n)
	}
}

func TestDistributions(t *testing.T) {
	tb := tables()
	for k := range numKept {
		var sum int64
		for _, c := range tb.dist[k] {
			sum += int64(c)
		}
		require.Equal(t, pow6[dice.HandSize-int(tb.keptSize[k])], sum)
	}
	// Keeping four 6s: each of the six faces of the last die is one final
	// hand, five 6s the best of all.
	four := tb.keptOf[4*faceKey(6)]
	support := 0
	for _, c := range tb.dist[four] {
		if c != 0 {
			assert.Equal(t, int32(1), c)
			support++
		}
	}
	assert.Equal(t, 6, support)
	assert.Equal(t, int32(1), tb.dist[four][numRanks-1])
}

func TestValueTableSymmetry(t *testing.T) {
	tb := tables()
	for a := range numKept {
		for b := range numKept {
			w, d := tb.w[a][b], tb.draw[a][b]
			if w+tb.w[b][a] != valDen || d != tb.draw[b][a] || (w-d)%2 != 0 {
				t.Fatalf("pair %d,%d: w %d+%d, draw %d/%d", a, b, w, tb.w[b][a], d, tb.draw[b][a])
			}
		}
		assert.Equal(t, int32(den10), tb.w[a][a], "a hold against itself is worth 1/2")
	}
}

// TestValueTableBruteForce checks table values against direct enumeration
// for random pairs of holds small enough to enumerate.
func TestValueTableBruteForce(t *testing.T) {
	tb := tables()
	rng := rand.New(rand.NewPCG(1, 2))
	roll := func() dice.Hand {
		var h dice.Hand
		for i := range h {
			h[i] = rng.IntN(dice.Sides) + 1
		}
		return h
	}
	checked := 0
	for checked < 60 {
		a, b := roll(), roll()
		ma, mb := dice.Mask(rng.IntN(32)), dice.Mask(rng.IntN(32))
		if 10-ma.Count()-mb.Count() > 6 {
			continue
		}
		w, d := bruteSecond(a, ma, b, mb)
		ka, kb := tb.keptOf[maskKey(a, ma)], tb.keptOf[maskKey(b, mb)]
		assert.InDelta(t, w+d/2, float64(tb.w[ka][kb])/valDen, 1e-12, "%v/%05b vs %v/%05b", a, ma, b, mb)
		assert.InDelta(t, d, float64(tb.draw[ka][kb])/den10, 1e-12)
		checked++
	}
}

func TestBestResponseIsLegalAndBest(t *testing.T) {
	tb := tables()
	for rule := range 2 {
		for r := 0; r < numRanks; r += 7 {
			holds := tb.oppHolds[rule][r]
			for k := 0; k < numKept; k += 5 {
				o := tb.best[rule][r][k]
				assert.Contains(t, holds, o)
				for _, x := range holds {
					require.LessOrEqual(t, tb.w[x][k], tb.w[o][k])
				}
				if pd.HoldRule(rule) == pd.Strict {
					assert.True(t, tb.oneFace[o])
				}
			}
		}
	}
}

// TestPrecomputeTime reports how long the one-time tables take to build.
func BenchmarkPrecompute(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		buildTables()
	}
}
