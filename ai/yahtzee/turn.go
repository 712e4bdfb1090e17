package yahtzee

import (
	"math"
	"unsafe"

	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// successors holds what scoring a box is worth from one state: the box's
// points, any upper bonus they earn, and the value of the state after it.
// The Yahtzee bonus of a joker is added separately (see turn.jokerBonus).
type successors struct {
	// upper[b][c] is the worth of scoring c dice of face b+1 in open upper
	// box b: c·(b+1), plus 35 when that reaches 63, plus what follows.
	upper [6][dice.HandSize + 1]float64
	// after[b] is the value of the state after scoring open lower box b (for
	// the Yahtzee box: after scoring 0 in it), without the box's points.
	after [yz.NumBoxes]float64
	// afterYahtzee50 is the value of the state after scoring 50 in the
	// Yahtzee box.
	afterYahtzee50 float64
}

// turn evaluates the three rolls of one turn over the lattice: the worth of
// every final roll, then the best keep of every roll and the expectation of
// every keep, two rerolls deep. A turn is scratch space for one goroutine.
type turn struct {
	l *lattice
	s *scoring
	// jokerBonus weighs the Yahtzee bonus: 1 for the whole game, 0 for the
	// greedy player's raw box scores.
	jokerBonus float64
	// e[k] is the expected worth of keeping multiset k before a reroll, and
	// for a roll (k >= rollBase) the worth of keeping all of it.
	e [numKeeps]float64
	// m[k] is the largest e over the sub-multisets of k.
	m [numKeeps]float64
}

// newTurn returns scratch space for evaluating turns scored by s.
func newTurn(s *scoring, jokerBonus float64) *turn {
	return &turn{l: theLattice(), s: s, jokerBonus: jokerBonus}
}

// finals sets e[rollBase+r] to the worth of final roll r: the best of its
// legal boxes on a card with the open boxes open and the Yahtzee box holding
// 50 when y50, each box worth what sc says. Like lattice.expect, it is an
// inner loop on scratch space that the race detector skips.
//
//go:norace
func (t *turn) finals(open uint16, y50 bool, sc *successors) {
	l, s := t.l, t.s
	v := (*[numRolls]float64)(t.e[rollBase:])
	// Every worth is a non-negative number, so the maxima are taken over
	// the bits as unsigned integers, branch-free (see lattice.best); and
	// every roll has a legal box, so starting from 0 is safe.
	vb := (*[numRolls]uint64)(unsafe.Pointer(v))
	*vb = [numRolls]uint64{}
	for b := range 6 {
		if open&(1<<b) == 0 {
			continue
		}
		var g [dice.HandSize + 1]uint64
		for c, x := range sc.upper[b] {
			g[c] = math.Float64bits(x)
		}
		cnt := &l.faceCount[b+1]
		for r := range vb {
			vb[r] = max(vb[r], g[cnt[r]])
		}
	}
	for b := yz.ThreeOfAKind; b <= yz.Chance; b++ {
		if open&(1<<b) == 0 {
			continue
		}
		pts := &s.points[b]
		add := sc.after[b]
		if b == yz.Yahtzee {
			// Every roll but a Yahtzee scores 0 here; Yahtzees are redone below.
			x := math.Float64bits(add)
			for r := range vb {
				vb[r] = max(vb[r], x)
			}
			continue
		}
		for r := range vb {
			vb[r] = max(vb[r], math.Float64bits(pts[r]+add))
		}
	}
	for f := 1; f <= dice.Sides; f++ {
		v[s.yahtzeeRoll[f]] = t.yahtzeeFinal(open, y50, f, sc)
	}
}

// yahtzeeFinal is the worth of a final Yahtzee of f: scored by the boxes'
// own rules while the Yahtzee box is open, else by the forced joker rule.
func (t *turn) yahtzeeFinal(open uint16, y50 bool, f int, sc *successors) float64 {
	s := t.s
	best := math.Inf(-1)
	if open&yahtzeeBit != 0 {
		r := s.yahtzeeRoll[f]
		for b := range yz.Box(yz.NumBoxes) {
			if open&(1<<b) == 0 {
				continue
			}
			pts := s.points[b][r]
			var x float64
			switch {
			case b.Upper():
				x = sc.upper[b][int(pts)/b.Face()]
			case b == yz.Yahtzee:
				x = pts + sc.afterYahtzee50
			default:
				x = pts + sc.after[b]
			}
			best = max(best, x)
		}
		return best
	}
	plays := s.jokerPlays(open, f, y50)
	for b := range yz.Box(yz.NumBoxes) {
		p := plays[b]
		if open&(1<<b) == 0 || !p.ok {
			continue
		}
		x := t.jokerBonus * float64(p.bonus)
		if b.Upper() {
			x += sc.upper[b][int(p.points)/b.Face()]
		} else {
			x += float64(p.points) + sc.after[b]
		}
		best = max(best, x)
	}
	return best
}

// reroll turns the worths e[rollBase:] of the rolls after one more roll
// into the worths m[rollBase:] of the rolls before it: the expectation of
// every keep, then each roll's best keep.
func (t *turn) reroll() {
	t.l.expect(&t.e)
	t.l.best(&t.e, &t.m)
}

// value returns the expected worth of a whole turn from its first roll,
// given the final worths that finals set.
//
//go:norace
func (t *turn) value() float64 {
	t.reroll() // m: the worth of each second roll
	copy(t.e[rollBase:], t.m[rollBase:])
	t.reroll() // m: the worth of each first roll
	sum := 0.0
	for r, p := range t.l.prob {
		sum += p * t.m[rollBase+r]
	}
	return sum
}

// keeps leaves in e the expected worth of every keep with rollsLeft rolls
// to go (1 or 2), given the final worths that finals set.
func (t *turn) keeps(rollsLeft int) {
	t.l.expect(&t.e)
	if rollsLeft == 2 {
		t.l.best(&t.e, &t.m)
		copy(t.e[rollBase:], t.m[rollBase:])
		t.l.expect(&t.e)
	}
}
