package doudizhu

import "math"

// raceEvery is how many samples pass between two prunings of a race, and
// raceFrom how many it plays before the first.
const (
	raceEvery = 8
	raceFrom  = 16
)

// raceMargin is how many standard errors a candidate must trail the
// leader by to leave the race.
const raceMargin = 2.5

// race keeps the expert's tally of its candidates, each played out on
// the same samples, and drops those that trail the leader by far, so the
// samples left go to the plays still in contention.
type race struct {
	// alive says which candidates are still played out.
	alive []bool
	// wins counts each candidate's playouts won.
	wins []int
	// won is each candidate's outcome on each sample, in order.
	won [][]bool
}

func newRace(n int) *race {
	r := &race{alive: make([]bool, n), wins: make([]int, n), won: make([][]bool, n)}
	for i := range r.alive {
		r.alive[i] = true
	}
	return r
}

// record adds candidate i's outcome on the sample under way.
func (r *race) record(i int, won bool) {
	r.won[i] = append(r.won[i], won)
	if won {
		r.wins[i]++
	}
}

// leader is the candidate with the most wins, the first of a tie (the
// rule player's choice comes first, so it wins ties).
func (r *race) leader() int {
	best := 0
	for i := range r.wins {
		if r.wins[i] > r.wins[best] {
			best = i
		}
	}
	return best
}

// open reports whether more than one candidate is still in the race.
func (r *race) open() bool {
	n := 0
	for _, a := range r.alive {
		if a {
			n++
		}
	}
	return n > 1
}

// prune drops, after samples samples, the candidates that trail the
// leader by more than raceMargin standard errors of the difference, as
// estimated from the samples on which the two disagree (both were played
// on the same samples, so only those bear on the difference).
func (r *race) prune(samples int) {
	if samples < raceFrom || samples%raceEvery != 0 {
		return
	}
	l := r.leader()
	for i, a := range r.alive {
		if !a || i == l {
			continue
		}
		differ := 0
		for k, w := range r.won[i] {
			if w != r.won[l][k] {
				differ++
			}
		}
		if float64(r.wins[l]-r.wins[i]) > raceMargin*math.Sqrt(float64(differ)) {
			r.alive[i] = false
		}
	}
}
