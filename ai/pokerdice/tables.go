package pokerdice

import (
	"cmp"
	"runtime"
	"slices"
	"sync"

	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

// The table sizes: 252 multisets of five dice (each its own rank) and 462
// multisets of zero to five dice that a player may keep.
const (
	numRanks = 252
	numKept  = 462
	numKeys  = 46656 // 6^6: a multiset key is below 5·6^5+1
)

// Every probability is an exact fraction. A value W is stored as the integer
// 2·P(win)+P(draw) over 2·6^10 (all outcomes of both players' rerolls, at most
// ten dice), a draw probability over 6^10; both fit in an int32.
const (
	den10  = 60466176 // 6^10
	valDen = 2 * den10
)

var pow6 = [...]int64{1, 6, 36, 216, 1296, 7776, 46656, 279936, 1679616, 10077696, 60466176}

// key identifies a multiset of at most five dice: the sum of 6^(face-1) over
// its dice. Counts never reach 6, so the base-6 digits are the face counts
// and adding keys unites multisets.
type key uint16

// faceKey is the key of one die showing face f (1..6).
func faceKey(f int) key { return key(pow6[f-1]) }

// maskKey returns the key of the faces of h that m selects.
func maskKey(h dice.Hand, m dice.Mask) key {
	var k key
	for i, f := range h {
		if m.Has(i) && f >= 1 && f <= dice.Sides {
			k += faceKey(f)
		}
	}
	return k
}

// weighted is a multiset of rerolled dice with its number of ordered rolls.
type weighted struct {
	key    key
	weight int64
}

// tableSet holds everything the optimal player and Tips look up. It is built
// once by buildTables and read-only afterwards, so any number of goroutines
// may share it.
type tableSet struct {
	// keptOf maps a key to its kept-multiset index (-1 when the key is not a
	// multiset of at most five dice); rankOf maps the key of five dice to its
	// rank index, 0 the weakest hand and 251 the strongest.
	keptOf [numKeys]int16
	rankOf [numKeys]int16

	keptKey  [numKept]key
	keptSize [numKept]uint8
	// oneFace marks kept multisets the strict rule allows (at most one value).
	oneFace [numKept]bool
	rankKey [numRanks]key
	// rankHand is each rank's dice, sorted ascending.
	rankHand [numRanks]dice.Hand
	// rankWeight is the number of ordered rolls of five dice giving the rank.
	rankWeight [numRanks]int64

	// dist[k][r] counts the rerolls of the 5-|k| free dice that end in rank r,
	// out of 6^(5-|k|).
	dist [numKept][numRanks]int32
	// w[a][b] is 2·P(a beats b)+P(draw) over valDen; draw[a][b] is P(draw)
	// over den10, where a and b are kept multisets whose free dice reroll.
	w    [numKept][numKept]int32
	draw [numKept][numKept]int32

	// oppHolds[rule][r] lists the distinct kept multisets a player who rolled
	// rank r may hold under rule.
	oppHolds [2][numRanks][]int16
	// best[rule][r][k] is the opponent's best response (a kept multiset) to my
	// keeping k when the opponent rolled r: the highest w[o][k], and among
	// equals the fewest draws; bestVal is its w[best][k].
	best    [2][numRanks][numKept]int16
	bestVal [2][numRanks][numKept]int32
	// blind[rule][k] is Σ_r rankWeight[r]·bestVal[rule][r][k]: the opponent's
	// expected best response over a roll I know nothing of, over 6^5·valDen.
	blind [2][numKept]int64

	// unknown[n] lists the multisets of n rerolled dice with their weights.
	unknown [dice.HandSize + 1][]weighted
}

var (
	tablesOnce sync.Once
	sharedSet  *tableSet
)

// tables returns the shared tables, building them on first use.
func tables() *tableSet {
	tablesOnce.Do(func() { sharedSet = buildTables() })
	return sharedSet
}

// Warm builds the optimal player's tables now (10 to 30 ms, once per
// process) instead of on its first decision, for example while a screen
// draws. It is safe to call from several goroutines.
func Warm() { tables() }

// buildTables computes every table from the rules alone.
func buildTables() *tableSet {
	t := new(tableSet)
	t.indexMultisets()
	t.buildDistributions()
	t.buildValues()
	t.buildBestResponses()
	return t
}

// indexMultisets numbers the kept multisets (by size, then key) and the
// five-dice multisets (by rank), and lists the reroll multisets per size.
func (t *tableSet) indexMultisets() {
	for i := range t.keptOf {
		t.keptOf[i], t.rankOf[i] = -1, -1
	}
	// Enumerate multisets of each size as non-decreasing face sequences.
	var fives []dice.Hand
	var sizes [dice.HandSize + 1][]key
	var walk func(n, from int, k key, faces []int)
	walk = func(n, from int, k key, faces []int) {
		if len(faces) == n {
			sizes[n] = append(sizes[n], k)
			if n == dice.HandSize {
				fives = append(fives, dice.Hand(faces))
			}
			return
		}
		for f := from; f <= dice.Sides; f++ {
			walk(n, f, k+faceKey(f), append(faces, f))
		}
	}
	for n := range dice.HandSize + 1 {
		walk(n, 1, 0, make([]int, 0, dice.HandSize))
	}

	idx := 0
	for n, keys := range sizes {
		slices.Sort(keys)
		for _, k := range keys {
			t.keptOf[k] = int16(idx)
			t.keptKey[idx] = k
			t.keptSize[idx] = uint8(n)
			distinct := 0
			for f := 1; f <= dice.Sides; f++ {
				if count(k, f) > 0 {
					distinct++
				}
			}
			t.oneFace[idx] = distinct <= 1
			idx++
		}
		ws := make([]weighted, len(keys))
		for i, k := range keys {
			ws[i] = weighted{key: k, weight: orderings(k)}
		}
		t.unknown[n] = ws
	}

	slices.SortFunc(fives, func(a, b dice.Hand) int {
		return cmp.Compare(pd.Evaluate(a).Value(), pd.Evaluate(b).Value())
	})
	for r, h := range fives {
		k := maskKey(h, dice.FullMask)
		t.rankOf[k] = int16(r)
		t.rankKey[r] = k
		t.rankHand[r] = h
		t.rankWeight[r] = orderings(k)
	}
}

// count returns how many dice of multiset k show face f.
func count(k key, f int) int { return int(int64(k)/pow6[f-1]) % dice.Sides }

// orderings returns the number of ordered rolls giving multiset k:
// n!/Π(count!).
func orderings(k key) int64 {
	fact := [...]int64{1, 1, 2, 6, 24, 120}
	n, d := 0, int64(1)
	for f := 1; f <= dice.Sides; f++ {
		c := count(k, f)
		n += c
		d *= fact[c]
	}
	return fact[n] / d
}

// buildDistributions fills dist: for every kept multiset, every multiset of
// rerolled dice with its number of orderings.
func (t *tableSet) buildDistributions() {
	for k := range numKept {
		free := dice.HandSize - int(t.keptSize[k])
		for _, u := range t.unknown[free] {
			t.dist[k][t.rankOf[t.keptKey[k]+u.key]] += int32(u.weight)
		}
	}
}

// buildValues fills w and draw. With G_b(r) = 2·P(B<r)+P(B=r) for the final
// rank B of b, 2·P(A>B)+P(A=B) = Σ_r P(A=r)·G_b(r); A has at most 252 possible
// ranks and usually far fewer, so each pair costs only A's support. Rows are
// split between the available cores.
func (t *tableSet) buildValues() {
	type point struct {
		rank  int16
		count int64
	}
	support := make([][]point, numKept)
	g := make([][numRanks]int64, numKept)
	for k := range numKept {
		var below int64
		for r, c := range t.dist[k] {
			if c != 0 {
				support[k] = append(support[k], point{int16(r), int64(c)})
			}
			g[k][r] = 2*below + int64(c)
			below += int64(c)
		}
	}
	rows := func(lo, hi int) {
		for a := lo; a < hi; a++ {
			na := dice.HandSize - int(t.keptSize[a])
			for b := range numKept {
				nb := dice.HandSize - int(t.keptSize[b])
				gb, db := &g[b], &t.dist[b]
				var win2, dr int64
				for _, p := range support[a] {
					win2 += p.count * gb[p.rank]
					dr += p.count * int64(db[p.rank])
				}
				scale := pow6[10-na-nb]
				t.w[a][b] = int32(win2 * scale)
				t.draw[a][b] = int32(dr * scale)
			}
		}
	}
	parallel(numKept, rows)
}

// buildBestResponses lists each roll's legal holds under both rules and finds
// the opponent's best response to each of my kept multisets.
func (t *tableSet) buildBestResponses() {
	for rule := range 2 {
		for r := range numRanks {
			t.oppHolds[rule][r] = t.holdsOf(t.rankHand[r], pd.HoldRule(rule))
		}
	}
	parallel(numRanks, func(lo, hi int) {
		for rule := range 2 {
			for r := lo; r < hi; r++ {
				best, val := &t.best[rule][r], &t.bestVal[rule][r]
				for k := range numKept {
					val[k] = -1
				}
				for _, o := range t.oppHolds[rule][r] {
					row, dr := &t.w[o], &t.draw[o]
					for k := range numKept {
						// Among equal values the opponent prefers fewer draws
						// (more outright wins), which fixes the win/draw split.
						if row[k] > val[k] || row[k] == val[k] && dr[k] < t.draw[best[k]][k] {
							val[k], best[k] = row[k], o
						}
					}
				}
			}
		}
	})
	for rule := range 2 {
		for r := range numRanks {
			for k := range numKept {
				t.blind[rule][k] += t.rankWeight[r] * int64(t.bestVal[rule][r][k])
			}
		}
	}
}

// holdsOf lists the distinct kept multisets of h that rule allows, in order
// of the first mask (ascending) that keeps each.
func (t *tableSet) holdsOf(h dice.Hand, rule pd.HoldRule) []int16 {
	var out []int16
	var seen [numKept]bool
	for m := range dice.FullMask + 1 {
		k := t.keptOf[maskKey(h, m)]
		if seen[k] || (rule == pd.Strict && !t.oneFace[k]) {
			continue
		}
		seen[k] = true
		out = append(out, k)
	}
	return out
}

// parallel runs f over [0, n) split into one contiguous part per core and
// waits for all of them.
func parallel(n int, f func(lo, hi int)) {
	parts := min(runtime.GOMAXPROCS(0), n)
	if parts <= 1 {
		f(0, n)
		return
	}
	var wg sync.WaitGroup
	for p := range parts {
		lo, hi := n*p/parts, n*(p+1)/parts
		wg.Go(func() { f(lo, hi) })
	}
	wg.Wait()
}
