package pokerdice

import (
	"fmt"
	"io"

	"teahouse/game"
	"teahouse/game/catalog"
	"teahouse/game/host"
)

// Tally counts a run of matches: the rounds each seat won, and the ties.
var Tally = &catalog.Tally[Config, State, Action]{
	Games: 2000,
	Chunk: 4096,
	Count: func(c Config, run catalog.Run) catalog.Count[State, Action] {
		return &Count{r: RunReport{Seed: run.Seed, Rule: c.Rule.String(), Skills: c.Skills, MatchRounds: c.Rounds,
			P1: catalog.PlayerName(run.Seats[0]), P2: catalog.PlayerName(run.Seats[1])}}
	},
}

// Counts are what a run counted; the counts of runs split with From add
// up to the whole run's.
type Counts struct {
	// Games is the number of matches played, Rounds the number of rounds.
	Games  int `json:"games"`
	Rounds int `json:"rounds"`
	// P1Wins and P2Wins count the rounds each seat won.
	P1Wins int `json:"p1_wins"`
	P2Wins int `json:"p2_wins"`
	// Ties counts drawn rounds (equal hands).
	Ties int `json:"ties"`
}

// RunReport is what a run of pokerdice measured.
type RunReport struct {
	Counts
	// Fallbacks say where a program seat failed and the computer took over.
	Fallbacks []string `json:"fallbacks,omitempty"`
	// Seed is the run's seed; P1 and P2 its players.
	Seed uint64 `json:"seed"`
	P1   string `json:"p1"`
	P2   string `json:"p2"`
	// MatchRounds, Rule and Skills are the matches' options.
	MatchRounds int    `json:"match_rounds"`
	Rule        string `json:"rule"`
	Skills      bool   `json:"skills"`
}

// Count is a count of some games of a run.
type Count struct{ r RunReport }

// add folds o into c.
func (c *Counts) add(o Counts) {
	c.Games += o.Games
	c.Rounds += o.Rounds
	c.P1Wins += o.P1Wins
	c.P2Wins += o.P2Wins
	c.Ties += o.Ties
}

// Event implements catalog.Count.
func (c *Count) Event(_ int, e game.Event) {
	r, ok := e.(RoundScored)
	if !ok {
		return
	}
	c.r.Rounds++
	switch r.Result.Winner {
	case 0:
		c.r.P1Wins++
	case 1:
		c.r.P2Wins++
	default:
		c.r.Ties++
	}
}

// Game implements catalog.Count.
func (c *Count) Game(int, host.Game[State, Action]) { c.r.Games++ }

// Add implements catalog.Count.
func (c *Count) Add(later catalog.Count[State, Action]) {
	c.r.Counts.add(later.(*Count).r.Counts)
}

// Report implements catalog.Count.
func (c *Count) Report(notes []string) catalog.Report {
	r := c.r
	r.Fallbacks = notes
	return r
}

// Print implements catalog.Report.
func (r RunReport) Print(w io.Writer) {
	pct := func(n int) float64 { return 100 * float64(n) / float64(max(r.Rounds, 1)) }
	fmt.Fprintf(w, "pokerdice: %d rounds in %d matches of %d, seed %d, rule %s, skills %v\n", r.Rounds, r.Games, r.MatchRounds, r.Seed, r.Rule, r.Skills)
	fmt.Fprintf(w, "  P1 %-8s wins %9d  %6.2f%%\n", r.P1, r.P1Wins, pct(r.P1Wins))
	fmt.Fprintf(w, "  P2 %-8s wins %9d  %6.2f%%\n", r.P2, r.P2Wins, pct(r.P2Wins))
	fmt.Fprintf(w, "  ties             %9d  %6.2f%%\n", r.Ties, pct(r.Ties))
	catalog.PrintFallbacks(w, r.Fallbacks)
}
