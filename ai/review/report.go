package review

import (
	"encoding/json"
	"fmt"
	"math"

	"teahouse/game"
)

// Mark is what a decision is called.
type Mark string

// The marks, best first.
const (
	// Best is a choice worth as much as the best one there.
	Best Mark = "best"
	// Good is a choice that cost less than an inaccuracy, or less than
	// the noise of the estimates (Noise standard errors of the gap).
	Good Mark = "good"
	// Inaccuracy, Mistake and Blunder are choices that cost at least the
	// game's thresholds of each.
	Inaccuracy Mark = "inaccuracy"
	Mistake    Mark = "mistake"
	Blunder    Mark = "blunder"
)

// Noise is how many standard errors of the gap an estimated cost must
// exceed to be called an inaccuracy or worse.
const Noise = 2

// tolerance is the relative difference below which two exact values are
// the same value summed two ways.
const tolerance = 1e-9

// Decision is one reviewed decision.
type Decision struct {
	// Step is the index of the log entry that made the decision.
	Step int `json:"step"`
	// Kind says what was decided (Position.Kind).
	Kind string `json:"kind"`
	// Situation says what the seat saw (Position.Situation).
	Situation string `json:"situation,omitempty"`
	// Chose is what the seat did; Best the highest-valued choice (the
	// chosen one when it ties the best).
	Chose string `json:"chose"`
	Best  string `json:"best"`
	// Value and BestValue are the chosen and the best choice's values.
	Value     float64 `json:"value"`
	BestValue float64 `json:"best_value"`
	// Cost is the best choice's value less the chosen one's (>= 0), in
	// the game's unit; SE its standard error, 0 when exact.
	Cost float64 `json:"cost"`
	SE   float64 `json:"se,omitempty"`
	// Mark is what the decision is called.
	Mark Mark `json:"mark"`
	// Choices are every candidate evaluated, best first.
	Choices []Choice `json:"choices"`
}

// Summary counts a seat's decisions by mark.
type Summary struct {
	Decisions    int `json:"decisions"`
	Best         int `json:"best"`
	Good         int `json:"good"`
	Inaccuracies int `json:"inaccuracies"`
	Mistakes     int `json:"mistakes"`
	Blunders     int `json:"blunders"`
	// TotalCost sums the decisions' costs, in the game's unit.
	TotalCost float64 `json:"total_cost"`
	// Accuracy is the percentage of decisions marked best or good (100
	// for a game with no decision of the seat).
	Accuracy float64 `json:"accuracy"`
}

// Report is a review of one seat's decisions in one game.
type Report struct {
	// Game is the game's name.
	Game string `json:"game"`
	// Seat is the reviewed seat ("P1" in JSON).
	Seat game.Seat `json:"-"`
	// Unit is the unit of every value and cost; Thresholds the game's.
	Unit       string     `json:"unit"`
	Thresholds Thresholds `json:"thresholds"`
	Decisions  []Decision `json:"decisions"`
	Summary    Summary    `json:"summary"`
}

// Of reviews positions, the decisions of seat in a game called name, by
// the game's thresholds th. A position whose Chosen is not one of its
// Choices, or whose values are not numbers, is an error.
func Of(name string, seat game.Seat, th Thresholds, positions []Position) (Report, error) {
	r := Report{Game: name, Seat: seat, Unit: th.Unit, Thresholds: th, Decisions: make([]Decision, 0, len(positions))}
	for _, p := range positions {
		d, err := decide(p, th)
		if err != nil {
			return Report{}, err
		}
		r.Decisions = append(r.Decisions, d)
		r.Summary.add(d)
	}
	r.Summary.Accuracy = 100
	if n := r.Summary.Decisions; n > 0 {
		r.Summary.Accuracy = 100 * float64(r.Summary.Best+r.Summary.Good) / float64(n)
	}
	return r, nil
}

// decide values one position: its best choice, the cost and the mark.
func decide(p Position, th Thresholds) (Decision, error) {
	if p.Chosen < 0 || p.Chosen >= len(p.Choices) {
		return Decision{}, fmt.Errorf("step %d: the chosen choice %d is not one of its %d", p.Step, p.Chosen, len(p.Choices))
	}
	if p.GapSE != nil && len(p.GapSE) != len(p.Choices) {
		return Decision{}, fmt.Errorf("step %d: %d gap errors for %d choices", p.Step, len(p.GapSE), len(p.Choices))
	}
	best := p.Chosen
	for i, c := range p.Choices {
		if math.IsNaN(c.Value) || math.IsInf(c.Value, 0) || math.IsNaN(c.SE) || c.SE < 0 || p.GapSE != nil && !(p.GapSE[i] >= 0) {
			return Decision{}, fmt.Errorf("step %d: %s has no value (%v ± %v)", p.Step, c.Action, c.Value, c.SE)
		}
		if c.Value > p.Choices[best].Value {
			best = i
		}
	}
	b, c := p.Choices[best], p.Choices[p.Chosen]
	cost := b.Value - c.Value
	if cost <= tolerance*max(1, math.Abs(b.Value)) {
		best, b, cost = p.Chosen, c, 0
	}
	se := 0.0
	switch {
	case best == p.Chosen:
	case p.GapSE != nil:
		se = p.GapSE[best]
	default:
		se = math.Hypot(b.SE, c.SE)
	}
	d := Decision{Step: p.Step, Kind: p.Kind, Situation: p.Situation, Chose: c.Action, Best: b.Action, Value: c.Value, BestValue: b.Value, Cost: cost, SE: se,
		Mark: markOf(cost, se, best == p.Chosen, th), Choices: sorted(p.Choices)}
	return d, nil
}

// markOf calls a decision of cost (standard error se) by th: best when it
// was the best choice, good when it cost less than an inaccuracy or no
// more than Noise standard errors of the gap, else the worst threshold it
// reaches.
func markOf(cost, se float64, best bool, th Thresholds) Mark {
	switch {
	case best:
		return Best
	case cost < th.Inaccuracy || cost <= Noise*se:
		return Good
	case cost >= th.Blunder:
		return Blunder
	case cost >= th.Mistake:
		return Mistake
	default:
		return Inaccuracy
	}
}

// sorted returns a copy of choices, the highest value first (ties in
// their given order).
func sorted(choices []Choice) []Choice {
	out := make([]Choice, len(choices))
	copy(out, choices)
	for i := 1; i < len(out); i++ { // insertion sort: stable, and lists are short
		for j := i; j > 0 && out[j].Value > out[j-1].Value; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// add counts d.
func (s *Summary) add(d Decision) {
	s.Decisions++
	s.TotalCost += d.Cost
	switch d.Mark {
	case Best:
		s.Best++
	case Good:
		s.Good++
	case Inaccuracy:
		s.Inaccuracies++
	case Mistake:
		s.Mistakes++
	case Blunder:
		s.Blunders++
	}
}

// reportJSON is a Report as JSON, its seat named.
type reportJSON struct {
	Game       string     `json:"game"`
	Seat       string     `json:"seat"`
	Unit       string     `json:"unit"`
	Thresholds Thresholds `json:"thresholds"`
	Decisions  []Decision `json:"decisions"`
	Summary    Summary    `json:"summary"`
}

// MarshalJSON writes the report as one object, the seat named ("P1").
func (r Report) MarshalJSON() ([]byte, error) {
	return json.Marshal(reportJSON{Game: r.Game, Seat: r.Seat.String(), Unit: r.Unit, Thresholds: r.Thresholds,
		Decisions: r.Decisions, Summary: r.Summary})
}

// UnmarshalJSON reads a report MarshalJSON wrote.
func (r *Report) UnmarshalJSON(b []byte) error {
	var v reportJSON
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	seat, err := SeatOf(v.Seat)
	if err != nil {
		return err
	}
	v.Thresholds.Unit = v.Unit
	*r = Report{Game: v.Game, Seat: seat, Unit: v.Unit, Thresholds: v.Thresholds, Decisions: v.Decisions, Summary: v.Summary}
	return nil
}

// SeatOf reads a seat as players name it: "P1", "p2", ...
func SeatOf(s string) (game.Seat, error) {
	var n int
	if _, err := fmt.Sscanf(s, "P%d", &n); err != nil || n < 1 || fmt.Sprintf("P%d", n) != s {
		if _, err := fmt.Sscanf(s, "p%d", &n); err != nil || n < 1 || fmt.Sprintf("p%d", n) != s {
			return 0, fmt.Errorf("no seat %q: a seat is P1, P2, ...", s)
		}
	}
	return game.Seat(n - 1), nil
}
