package shengji

import (
	"fmt"
	"io"

	"teahouse/game"
	"teahouse/game/catalog"
	"teahouse/game/host"
)

// Tally counts a run of team A against team B: every game is played twice
// on the same cards, A in seats 0 and 2 against B in 1 and 3, then B in
// seats 0 and 2 against A in 1 and 3, so each team holds each pair of
// hands once. A game's result for A is the levels A's team went up less
// the levels B's went up (a take-over without a level is 0); A did better
// than B on a pair of games when its results on them add up to more than
// 0, B when they add up to less.
var Tally = &catalog.Tally[Config, State, Action]{
	Games:     2000,
	Duplicate: []bool{true, false, true, false},
	Chunk:     16,
	Gain:      gain,
	Count: func(c Config, run catalog.Run) catalog.Count[State, Action] {
		return &Count{r: RunReport{Seed: run.Seed, A: catalog.PlayerName(run.A), B: catalog.PlayerName(run.B),
			NoTractors: c.Rules.NoTractors, Kitty: c.Rules.Kitty.String(), Penalty: c.Rules.Penalty.String()}}
	},
}

// Counts are what a run counted, from A's side; the counts of runs split
// with From add up to the whole run's.
type Counts struct {
	// Games counts the games, Played the deals played in them.
	Games  int `json:"games"`
	Played int `json:"played"`
	// ABetterPairs and BBetterPairs count the pairs of games on which A,
	// or B, did better; the rest were even.
	ABetterPairs int `json:"a_better_pairs"`
	BBetterPairs int `json:"b_better_pairs"`
	// Levels is the sum of A's results; Points the sum of the attackers'
	// points over the deals.
	Levels int `json:"levels"`
	Points int `json:"points"`
}

// RunReport is what a run measured, from A's side.
type RunReport struct {
	Counts
	// Deals counts the pairs of games (the deals, each played twice, when
	// a game is one deal).
	Deals int `json:"deals"`
	// ABetter and BBetter are the shares of pairs on which A, or B, did
	// better.
	ABetter float64 `json:"a_better"`
	BBetter float64 `json:"b_better"`
	// ALevelDelta is A's mean result per game.
	ALevelDelta float64 `json:"a_level_delta"`
	// AttackerPoints is the attackers' mean points per deal, the kitty's
	// and the penalties included, whoever attacked.
	AttackerPoints float64 `json:"attacker_points"`
	// Fallbacks say where a program seat failed and the computer took over.
	Fallbacks []string `json:"fallbacks,omitempty"`
	// Seed is the run's seed; A and B its teams' players; the rest the
	// games' rule options.
	Seed       uint64 `json:"seed"`
	A          string `json:"a"`
	B          string `json:"b"`
	NoTractors bool   `json:"no_tractors"`
	Kitty      string `json:"kitty_multiplier"`
	Penalty    string `json:"throw_penalty"`
}

// Count is a count of some games of a run. A count holds whole pairs of
// games (an even number from an even game), so the first game of a pair
// is counted just before its second.
type Count struct {
	r          RunReport
	game, even int // A's result in the game being played; in the pair's first game
}

// Event implements catalog.Count: a deal of game i counted from A's side,
// A being team 0 in even games and team 1 in odd ones (Tally.Side).
func (c *Count) Event(i int, e game.Event) {
	over, ok := e.(DealOver)
	if !ok {
		return
	}
	c.r.Played++
	c.r.Points += over.Result.Points
	c.game += gain(e, Tally.Side(i))
}

// gain is what event e adds to a game's result for the team holding the
// seats marked side: the levels it went up at a deal's end, less those
// the other team went up.
func gain(e game.Event, side []bool) int {
	over, ok := e.(DealOver)
	if !ok {
		return 0
	}
	d := over.Result
	up := d.Attackers // the team that went up: seats up and up+2
	if !d.Result.AttackersWin {
		up = 1 - d.Attackers
	}
	if side[up] {
		return d.Result.Levels
	}
	return -d.Result.Levels
}

// Game implements catalog.Count.
func (c *Count) Game(i int, _ host.Game[State, Action]) {
	result := c.game
	c.game = 0
	c.r.Games++
	c.r.Levels += result
	if i%2 == 0 {
		c.even = result
		return
	}
	switch sum := c.even + result; {
	case sum > 0:
		c.r.ABetterPairs++
	case sum < 0:
		c.r.BBetterPairs++
	}
}

// Add implements catalog.Count.
func (c *Count) Add(later catalog.Count[State, Action]) {
	r, o := &c.r.Counts, later.(*Count).r.Counts
	r.Games += o.Games
	r.Played += o.Played
	r.ABetterPairs += o.ABetterPairs
	r.BBetterPairs += o.BBetterPairs
	r.Levels += o.Levels
	r.Points += o.Points
}

// Report implements catalog.Count.
func (c *Count) Report(notes []string) catalog.Report {
	r := c.r
	r.Fallbacks, r.Deals = notes, r.Games/2
	if r.Deals > 0 {
		r.ABetter = float64(r.ABetterPairs) / float64(r.Deals)
		r.BBetter = float64(r.BBetterPairs) / float64(r.Deals)
	}
	if r.Games > 0 {
		r.ALevelDelta = float64(r.Levels) / float64(r.Games)
	}
	if r.Played > 0 {
		r.AttackerPoints = float64(r.Points) / float64(r.Played)
	}
	return r
}

// Print implements catalog.Report.
func (r RunReport) Print(w io.Writer) {
	pairs, of := fmt.Sprintf("%d deals (%d games)", r.Deals, r.Games), "deals"
	if r.Played != r.Games { // games of several deals: a pair of games is not one deal
		pairs, of = fmt.Sprintf("%d pairs of games (%d games, %d deals)", r.Deals, r.Games, r.Played), "pairs"
	}
	fmt.Fprintf(w, "shengji: %s, seed %d, tractors %v, kitty %s, throw penalty %s: A %s against B %s\n",
		pairs, r.Seed, !r.NoTractors, r.Kitty, r.Penalty, r.A, r.B)
	fmt.Fprintf(w, "  A did better  %6.2f%% of %s\n", 100*r.ABetter, of)
	fmt.Fprintf(w, "  B did better  %6.2f%% of %s\n", 100*r.BBetter, of)
	fmt.Fprintf(w, "  A's level change %+.4f a game; attackers' points %.1f a deal\n", r.ALevelDelta, r.AttackerPoints)
	catalog.PrintFallbacks(w, r.Fallbacks)
}
