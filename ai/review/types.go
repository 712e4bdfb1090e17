package review

import "teahouse/game"

// Request says what to review.
type Request struct {
	// Seat is the reviewed seat.
	Seat game.Seat
	// Seed seeds every sampled estimate (same seed, same review).
	Seed uint64
	// Samples is the estimate's budget; 0 is the game's review default.
	Samples int
	// Progress, when set, is called as decisions are reviewed: done of
	// total (total may grow as the reviewer finds more).
	Progress func(done, total int)
}

// Choice is one option at a decision: what it is in the game's words, its
// value in the game's unit (higher is better for the reviewed seat) and
// the value's standard error (0 when exact).
type Choice struct {
	Action string  `json:"action"`
	Value  float64 `json:"value"`
	SE     float64 `json:"se,omitempty"`
}

// Position is one decision of the reviewed seat as the game's reviewer
// found it, from that seat's view at that moment only.
type Position struct {
	// Step is the index of the log entry that made the decision.
	Step int
	// Kind says what was decided: "hold", "box", "bid", "rob", "double",
	// "show", "play", "declare", "bury", "hit"...
	Kind string
	// Situation, when set, says in a few words what the seat saw that
	// matters: "dice 6 6 3 2 1, 2 rolls left", "K 6 (16) against a 10".
	Situation string
	// Chosen is the index in Choices of what the seat did.
	Chosen int
	// Choices are every candidate evaluated, the chosen one always
	// included.
	Choices []Choice
	// GapSE, when the choices were estimated on the same samples, is the
	// standard error of each choice's value less the chosen one's (the
	// error of the paired difference, smaller than the two errors
	// together would say); nil when the estimates are independent.
	GapSE []float64
}

// Thresholds are a game's cut-offs on a decision's cost, in the game's
// unit: a cost of at least Inaccuracy is an inaccuracy, at least Mistake
// a mistake, at least Blunder a blunder.
type Thresholds struct {
	// Unit names the game's unit: "points of winning chance", "expected
	// points", "bets", ...
	Unit       string  `json:"-"`
	Inaccuracy float64 `json:"inaccuracy"`
	Mistake    float64 `json:"mistake"`
	Blunder    float64 `json:"blunder"`
}
