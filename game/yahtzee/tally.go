package yahtzee

import (
	"fmt"
	"io"
	"math"

	"teahouse/game"
	"teahouse/game/catalog"
	"teahouse/game/host"
)

// Tally counts a run of games: each seat's final scores and wins.
var Tally = &catalog.Tally[Config, State, Action]{
	Games: 1000,
	Count: func(_ Config, run catalog.Run) catalog.Count[State, Action] {
		c := &Count{seats: len(run.Seats), levels: make([]string, len(run.Seats)), seed: run.Seed}
		for i, p := range run.Seats {
			c.levels[i] = catalog.PlayerName(p)
		}
		return c
	},
}

// ShareUnit is the least common multiple of the possible numbers of joint
// winners (1 to 6): wins are counted exactly in 1/60ths.
const ShareUnit = 60

// SeatReport sums up one seat's games.
type SeatReport struct {
	// Level is the seat's AI level, or "exec:COMMAND" for a program.
	Level string `json:"level"`
	// Mean is the mean final score.
	Mean float64 `json:"mean"`
	// SD is the sample standard deviation of the final score (0 for fewer
	// than two games).
	SD float64 `json:"sd"`
	// Wins counts the games won; a game won jointly by k seats counts 1/k
	// for each, so the seats' wins add up to the games played.
	Wins float64 `json:"wins"`
	// Sum, SumSq and Shares are the exact sums the figures come from: of
	// the final scores, of their squares, and of the wins in 1/ShareUnit.
	// They add up over the parts of a split run.
	Sum    int64 `json:"sum"`
	SumSq  int64 `json:"sum_sq"`
	Shares int64 `json:"shares"`
}

// RunReport is what a run of Yahtzee measured.
type RunReport struct {
	// Games is the number of games played.
	Games int `json:"games"`
	// Players has one entry per seat, in seat order.
	Players []SeatReport `json:"players"`
	// Fallbacks say where a program seat failed and the computer took over.
	Fallbacks []string `json:"fallbacks,omitempty"`
	// Seed is the run's seed.
	Seed uint64 `json:"seed"`
}

// Count adds up some games exactly (in integers), so the total never
// depends on the order in which they are added.
type Count struct {
	seats              int
	levels             []string
	seed               uint64
	sum, sumSq, shares [MaxSeats]int64
	games              int
}

// Event implements catalog.Count.
func (c *Count) Event(int, game.Event) {}

// Game implements catalog.Count.
func (c *Count) Game(_ int, g host.Game[State, Action]) {
	c.games++
	for s := range c.seats {
		score := int64(g.State.Card(game.Seat(s)).Total())
		c.sum[s] += score
		c.sumSq[s] += score * score
	}
	winners := g.State.Winners()
	for _, s := range winners {
		c.shares[s] += ShareUnit / int64(len(winners))
	}
}

// Add implements catalog.Count.
func (c *Count) Add(later catalog.Count[State, Action]) {
	o := later.(*Count)
	for i := range c.sum {
		c.sum[i] += o.sum[i]
		c.sumSq[i] += o.sumSq[i]
		c.shares[i] += o.shares[i]
	}
	c.games += o.games
}

// Report implements catalog.Count: the sums turned into means, standard
// deviations and wins.
func (c *Count) Report(notes []string) catalog.Report {
	res := RunReport{Games: c.games, Players: make([]SeatReport, c.seats), Fallbacks: notes, Seed: c.seed}
	n := float64(c.games)
	for i, level := range c.levels {
		r := SeatReport{Level: level, Sum: c.sum[i], SumSq: c.sumSq[i], Shares: c.shares[i]}
		if c.games > 0 {
			r.Mean = float64(c.sum[i]) / n
			r.Wins = float64(c.shares[i]) / ShareUnit
		}
		if c.games > 1 {
			// Exact integer sums: sum of squared deviations = Σx² − (Σx)²/n.
			dev := float64(c.sumSq[i]) - float64(c.sum[i])*float64(c.sum[i])/n
			r.SD = math.Sqrt(max(dev, 0) / (n - 1))
		}
		res.Players[i] = r
	}
	return res
}

// Print implements catalog.Report.
func (r RunReport) Print(w io.Writer) {
	fmt.Fprintf(w, "yahtzee: %d games, seed %d\n", r.Games, r.Seed)
	for i, p := range r.Players {
		fmt.Fprintf(w, "  P%d %-8s mean %8.3f  sd %7.3f  wins %10.1f  %6.2f%%\n",
			i+1, p.Level, p.Mean, p.SD, p.Wins, 100*p.Wins/float64(max(r.Games, 1)))
	}
	catalog.PrintFallbacks(w, r.Fallbacks)
}
