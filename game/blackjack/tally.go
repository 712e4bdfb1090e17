package blackjack

import (
	"fmt"
	"io"
	"math"

	"teahouse/game"
	"teahouse/game/catalog"
	"teahouse/game/host"
	bj "teahouse/rules/blackjack"
)

// RunRounds is how many rounds a table of a run deals when its game has
// no end of its own (Config.Rounds 0: until the players leave, which
// computers never do).
const RunRounds = 1000

// Tally counts a run of tables: each seat's net won per unit of initial
// bet. Every table starts from a freshly shuffled shoe.
var Tally = &catalog.Tally[Config, State, Action]{
	Games: 5000,
	Chunk: 1,
	Game: func(c Config, _ int) Config {
		if c.Rounds == 0 {
			c.Rounds = RunRounds
		}
		return c
	},
	Count: func(c Config, run catalog.Run) catalog.Count[State, Action] {
		c, _ = c.withDefaults() // the run has checked it
		n := &Count{r: RunReport{Seed: run.Seed, Rules: c.Rules}, minBet: bj.Chips(c.MinBet)}
		for _, p := range run.Seats {
			n.r.Seats = append(n.r.Seats, SeatReport{Player: catalog.PlayerName(p)})
		}
		return n
	},
}

// SeatReport is what one seat did over a run. Money is in table minimums.
type SeatReport struct {
	// Player is the seat's level, or exec:COMMAND.
	Player string `json:"player"`
	// Rounds counts the rounds the seat bet on.
	Rounds int `json:"rounds"`
	// Bet and Net are the initial bets placed and the net won.
	Bet float64 `json:"bet"`
	Net float64 `json:"net"`
	// EV is Net over Bet: the net won per unit of initial bet.
	EV float64 `json:"ev"`
	// StdErr is EV's standard error, by the delta method over rounds
	// taken as independent.
	StdErr float64 `json:"stderr"`
	// Sums are the exact sums the figures come from, in half chips; they
	// add up over the parts of a split run.
	Sums SeatSums `json:"sums"`
}

// SeatSums are one seat's exact sums over rounds, in half chips.
type SeatSums struct {
	Rounds int64 `json:"rounds"`
	Bet    int64 `json:"bet"`
	Net    int64 `json:"net"`
	BetSq  int64 `json:"bet_sq"`
	NetSq  int64 `json:"net_sq"`
	BetNet int64 `json:"bet_net"`
}

// add folds o into s.
func (s *SeatSums) add(o SeatSums) {
	s.Rounds += o.Rounds
	s.Bet, s.Net = s.Bet+o.Bet, s.Net+o.Net
	s.BetSq, s.NetSq, s.BetNet = s.BetSq+o.BetSq, s.NetSq+o.NetSq, s.BetNet+o.BetNet
}

// RunReport is what a run of tables measured, seat by seat; EV and StdErr
// are the first seat's.
type RunReport struct {
	// Rounds is the number of rounds dealt, Games the number of tables.
	Rounds int `json:"rounds"`
	Games  int `json:"games"`
	// Seats has one entry per seat, from the dealer's left.
	Seats []SeatReport `json:"seats"`
	// Fallbacks say where a program seat failed and the computer took over.
	Fallbacks []string `json:"fallbacks,omitempty"`
	EV        float64  `json:"ev"`
	StdErr    float64  `json:"stderr"`
	// Seed is the run's seed, Rules the tables' rules.
	Seed  uint64   `json:"seed"`
	Rules bj.Rules `json:"rules"`
}

// Count is a count of some tables of a run.
type Count struct {
	r       RunReport
	minBet  bj.Amount
	pending [MaxSeats]int64 // each seat's bet in the round being dealt
}

// Event implements catalog.Count: a bet opens a seat's round, the round's
// end closes it with its net.
func (c *Count) Event(_ int, e game.Event) {
	switch e := e.(type) {
	case BetPlaced:
		c.pending[e.Seat] = int64(e.Amount)
	case RoundOver:
		c.r.Rounds++
		for i := range c.r.Seats {
			if !e.Played[i] {
				continue
			}
			b, n := c.pending[i], int64(e.Nets[i])
			c.r.Seats[i].Sums.add(SeatSums{Rounds: 1, Bet: b, Net: n, BetSq: b * b, NetSq: n * n, BetNet: b * n})
			c.pending[i] = 0
		}
	}
}

// Game implements catalog.Count.
func (c *Count) Game(int, host.Game[State, Action]) { c.r.Games++ }

// Add implements catalog.Count.
func (c *Count) Add(later catalog.Count[State, Action]) {
	o := later.(*Count).r
	c.r.Rounds += o.Rounds
	c.r.Games += o.Games
	for i := range c.r.Seats {
		c.r.Seats[i].Sums.add(o.Seats[i].Sums)
	}
}

// Report implements catalog.Count.
func (c *Count) Report(notes []string) catalog.Report {
	r := c.r
	r.Fallbacks = notes
	r.Seats = append([]SeatReport(nil), c.r.Seats...)
	for i := range r.Seats {
		s := &r.Seats[i]
		s.Rounds = int(s.Sums.Rounds)
		s.Bet, s.Net = float64(s.Sums.Bet)/float64(c.minBet), float64(s.Sums.Net)/float64(c.minBet)
		if s.Sums.Bet > 0 {
			s.EV = float64(s.Sums.Net) / float64(s.Sums.Bet)
			s.StdErr = s.Sums.ratioStdErr()
		}
	}
	if len(r.Seats) > 0 {
		r.EV, r.StdErr = r.Seats[0].EV, r.Seats[0].StdErr
	}
	return r
}

// ratioStdErr is the delta-method standard error of net/bet over rounds.
func (s SeatSums) ratioStdErr() float64 {
	n := float64(s.Rounds)
	if n < 2 {
		return 0
	}
	mb, mn := float64(s.Bet)/n, float64(s.Net)/n
	r := mn / mb
	vb := float64(s.BetSq)/n - mb*mb
	vn := float64(s.NetSq)/n - mn*mn
	cov := float64(s.BetNet)/n - mb*mn
	v := (vn - 2*r*cov + r*r*vb) / (mb * mb)
	return math.Sqrt(max(v, 0) / n)
}

// Print implements catalog.Report.
func (r RunReport) Print(w io.Writer) {
	fmt.Fprintf(w, "blackjack: %d rounds at %d tables, seed %d, %d seats, dealt to the cut card\n", r.Rounds, r.Games, r.Seed, len(r.Seats))
	fmt.Fprintf(w, "rules: %s\n", r.Rules.Short())
	for i, p := range r.Seats {
		fmt.Fprintf(w, "  P%d %-8s EV per initial bet %+.4f%% ± %.4f%%  (%d rounds, %.0f units bet)\n",
			i+1, p.Player, 100*p.EV, 100*p.StdErr, p.Rounds, p.Bet)
	}
	catalog.PrintFallbacks(w, r.Fallbacks)
}
