package yahtzee

import (
	"math"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// progressSteps bounds how many times a solve calls its progress function.
const progressSteps = 200

// Solve computes the complete table by backward induction over the number
// of open boxes, on all cores (states with the same number of open boxes
// do not depend on each other). Progress, when not nil, is called from one
// goroutine at a time with the states solved so far and the total, at most
// a few hundred times, the last time with done == total.
//
// Only reachable states are solved, and only once per class of equal value:
// while the upper bonus can no longer change hands (earned, or out of reach
// of the open upper boxes) a state's value does not depend on the upper
// total, so one total stands for all of them.
func Solve(progress func(done, total int)) *Table {
	return solve(progress, runtime.GOMAXPROCS(0), theScoring())
}

// solve is Solve on the given number of goroutines, scoring by s.
func solve(progress func(done, total int), workers int, s *scoring) *Table {
	start := time.Now()
	t := &Table{vals: make([]float64, tableLen)}
	for i := range t.vals {
		t.vals[i] = math.NaN()
	}
	// A full card has nothing more to come.
	for u := range yz.UpperBonusAt + 1 {
		for _, y := range []bool{false, true} {
			if (State{Open: 0, Upper: u, Y50: y}).Reachable() {
				t.vals[entry(0, u, y)] = 0
			}
		}
	}

	var levels [yz.NumBoxes + 1][]uint16
	total := 0
	for open := uint16(1); open <= allBoxes; open++ {
		n := bits.OnesCount16(open)
		levels[n] = append(levels[n], open)
		total += solvedStates(open)
	}
	rep := newReporter(progress, total)
	turns := make([]*turn, max(workers, 1))
	for i := range turns {
		turns[i] = newTurn(s, 1)
	}
	for n := 1; n <= yz.NumBoxes; n++ {
		sets := levels[n]
		var next atomic.Int64
		var wg sync.WaitGroup
		for _, tn := range turns[:min(len(turns), len(sets))] {
			wg.Go(func() {
				var sc successors
				for {
					i := int(next.Add(1) - 1)
					if i >= len(sets) {
						return
					}
					rep.add(t.solveOpen(tn, &sc, sets[i]))
				}
			})
		}
		wg.Wait()
	}
	rep.finish()
	t.info = Info{Source: SourceSolve, Took: time.Since(start), States: total}
	return t
}

// solvedStates counts the states solveOpen(open) solves.
func solvedStates(open uint16) int {
	reach := upperReach()[^open&upperBoxes]
	n := 0
	dead := false
	for u := range yz.UpperBonusAt + 1 {
		if reach&(1<<u) == 0 {
			continue
		}
		if bonusOpen(open, u) {
			n++
		} else if !dead {
			dead = true
			n++
		}
	}
	return n * len(yahtzeeStates(open))
}

// yahtzeeStates lists the reachable values of Y50 when open is open.
func yahtzeeStates(open uint16) []bool {
	if open&yahtzeeBit != 0 {
		return []bool{false}
	}
	return []bool{false, true}
}

// solveOpen solves every reachable state whose open boxes are open, all of
// whose successors are solved, and returns how many states it solved.
func (t *Table) solveOpen(tn *turn, sc *successors, open uint16) int {
	reach := upperReach()[^open&upperBoxes]
	solved := 0
	for _, y := range yahtzeeStates(open) {
		// The upper totals from which the bonus can no longer change hands
		// share one value, solved once.
		deadValue, dead := 0.0, false
		for u := range yz.UpperBonusAt + 1 {
			if reach&(1<<u) == 0 {
				continue
			}
			if !bonusOpen(open, u) && dead {
				t.vals[entry(open, u, y)] = deadValue
				continue
			}
			t.successors(open, u, y, sc)
			tn.finals(open, y, sc)
			v := tn.value()
			t.vals[entry(open, u, y)] = v
			solved++
			if !bonusOpen(open, u) {
				deadValue, dead = v, true
			}
		}
	}
	return solved
}

// successors fills sc with the worth of scoring each open box from state
// (open, upper, y50), read from the solved states with one box fewer open.
func (t *Table) successors(open uint16, upper int, y50 bool, sc *successors) {
	for b := range 6 {
		if open&(1<<b) == 0 {
			continue
		}
		next := open &^ (1 << b)
		for c := range dice.HandSize + 1 {
			pts := c * (b + 1)
			u := min(upper+pts, yz.UpperBonusAt)
			if upper < yz.UpperBonusAt && upper+pts >= yz.UpperBonusAt {
				pts += yz.UpperBonus
			}
			sc.upper[b][c] = float64(pts) + t.at(next, u, y50)
		}
	}
	for b := yz.ThreeOfAKind; b <= yz.Chance; b++ {
		if open&(1<<b) == 0 {
			continue
		}
		next := open &^ (1 << b)
		if b == yz.Yahtzee {
			sc.after[b] = t.at(next, upper, false)
			sc.afterYahtzee50 = t.at(next, upper, true)
			continue
		}
		sc.after[b] = t.at(next, upper, y50)
	}
}

// reporter calls a progress function as states complete, at most
// progressSteps+1 times, serialised and with done never going back.
type reporter struct {
	fn    func(done, total int)
	total int
	done  atomic.Int64
	mu    sync.Mutex
	step  int // the last step reported
}

// newReporter returns a reporter for fn (which may be nil).
func newReporter(fn func(done, total int), total int) *reporter {
	return &reporter{fn: fn, total: total}
}

// add counts n more states done and reports when a new step is reached.
func (r *reporter) add(n int) {
	if r.fn == nil || n == 0 {
		return
	}
	done := int(r.done.Add(int64(n)))
	step := done * progressSteps / max(r.total, 1)
	r.mu.Lock()
	defer r.mu.Unlock()
	if step > r.step && step < progressSteps {
		r.step = step
		r.fn(done, r.total)
	}
}

// finish reports completion.
func (r *reporter) finish() {
	if r.fn == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.step = progressSteps
	r.fn(r.total, r.total)
}
