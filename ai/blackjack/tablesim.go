package blackjack

import (
	"context"
	"fmt"
	"math"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/game/bot"
	"teahouse/game/host"
	bj "teahouse/rules/blackjack"
)

// TableSimConfig sets up a headless run of a whole table on the table
// host: every seat a computer or a program, as at a table on screen.
type TableSimConfig struct {
	// Rounds is how many rounds to deal (0 deals none).
	Rounds int
	// Seed fixes every shuffle: table i of the run is seeded with
	// game.SubSeed(Seed, i).
	Seed uint64
	// Rules are the table's rules; the zero value means bj.Default().
	Rules bj.Rules
	// Seats are the players from the dealer's left, 1 to 5: computers of a
	// level (see Levels) or programs (see game/bot).
	Seats []game.Player
	// Bot tunes the program seats.
	Bot bot.Options
	// LogDir, when set, is where every game's log is written (see
	// host.Run.LogDir); the results are the same with or without it.
	LogDir string
}

// SeatSim is what one seat did over a run. Money is in table minimums.
type SeatSim struct {
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
}

// TableSimResult is what a run measured, seat by seat.
type TableSimResult struct {
	// Rounds is the number of rounds dealt.
	Rounds int `json:"rounds"`
	// Seats has one entry per seat, from the dealer's left.
	Seats []SeatSim `json:"seats"`
	// Fallbacks say where a program seat failed and the computer took over.
	Fallbacks []string `json:"fallbacks,omitempty"`
}

// tableRounds is how many rounds one table of a run deals: each table
// starts from a freshly shuffled shoe, as SimChunk does for SimulateRounds.
const tableRounds = 1000

// tableBankroll is each seat's chips at a table of a run: enough that no
// seat goes broke, so every round counts for every seat.
const tableBankroll = 1_000_000_000

// seatSums are one seat's exact sums over rounds, in half chips.
type seatSums struct {
	rounds                                  int64
	bet, net, betSq, netSq, betNet, pending int64
}

// tableTally is a chunk's sums.
type tableTally struct {
	rounds int
	seats  [gb.MaxSeats]seatSums
}

// SimulateTable deals cfg.Rounds rounds at a table of cfg.Seats on the
// table host, in tables of a thousand rounds spread over every core (one
// worker when a program plays), and measures each seat's result per unit
// of initial bet. It plays the game's reducer, events and all: for the
// house edge over hundreds of millions of rounds, SimulateRounds is the
// dedicated engine.
func SimulateTable(cfg TableSimConfig) (TableSimResult, error) {
	if cfg.Rounds < 0 {
		return TableSimResult{}, fmt.Errorf("%w: rounds %d: want 0 or more", ErrSimConfig, cfg.Rounds)
	}
	n := len(cfg.Seats)
	if n < 1 || n > gb.MaxSeats {
		return TableSimResult{}, fmt.Errorf("%w: %d seats: want 1 to %d", ErrSimConfig, n, gb.MaxSeats)
	}
	if cfg.Rules == (bj.Rules{}) {
		cfg.Rules = bj.Default()
	}
	if err := Warm(cfg.Rules); err != nil {
		return TableSimResult{}, fmt.Errorf("%w: %w", ErrSimConfig, err)
	}
	workers := 0
	for _, p := range cfg.Seats {
		if p.Kind == game.Program {
			workers = 1
		}
	}
	roster := Roster(cfg.Rules)
	tables := (cfg.Rounds + tableRounds - 1) / tableRounds
	run := host.Run[gb.Config, gb.State, gb.Action, gb.View]{
		Game: gb.Game, Games: tables, Seed: cfg.Seed, Workers: workers, Chunk: 1, LogDir: cfg.LogDir,
		Config: func(i int) gb.Config {
			rounds := min(tableRounds, cfg.Rounds-i*tableRounds)
			return gb.Config{Rules: cfg.Rules, Seats: n, Rounds: rounds, Bankroll: tableBankroll, MaxBet: 1_000_000}
		},
		Seats: func() ([]host.Sitter[gb.View, gb.Action], error) {
			s, err := roster.Sitters(cfg.Seats, func(game.Seat) bot.Options { return cfg.Bot })
			if err != nil {
				return nil, fmt.Errorf("%w: %w", ErrSimConfig, err)
			}
			return s, nil
		},
	}
	total, notes, err := host.Simulate(context.Background(), run, host.Tally[gb.State, gb.Action, tableTally]{
		Event: func(t *tableTally, _ int, e game.Event) { t.event(e) },
		Game:  func(*tableTally, int, host.Game[gb.State, gb.Action]) {},
		Merge: func(t *tableTally, part tableTally) { t.add(part) },
	})
	if err != nil {
		return TableSimResult{}, err
	}
	res := TableSimResult{Rounds: total.rounds}
	minBet := float64(bj.Chips(gb.DefaultMinBet))
	for i, p := range cfg.Seats {
		s := total.seats[i]
		name := p.Level
		if p.Kind == game.Program {
			name = "exec:" + p.Command
		}
		r := SeatSim{Player: name, Rounds: int(s.rounds), Bet: float64(s.bet) / minBet, Net: float64(s.net) / minBet}
		if s.bet > 0 {
			r.EV = float64(s.net) / float64(s.bet)
			r.StdErr = ratioStdErr(s)
		}
		res.Seats = append(res.Seats, r)
	}
	for _, n := range notes {
		res.Fallbacks = append(res.Fallbacks, n.Text)
	}
	return res, nil
}

// event counts one event: a bet opens a seat's round, the round's end
// closes it with its net.
func (t *tableTally) event(e game.Event) {
	switch e := e.(type) {
	case gb.BetPlaced:
		t.seats[e.Seat].pending = int64(e.Amount)
	case gb.RoundOver:
		t.rounds++
		for i, played := range e.Played {
			s := &t.seats[i]
			if !played {
				continue
			}
			b, n := s.pending, int64(e.Nets[i])
			s.rounds++
			s.bet, s.net = s.bet+b, s.net+n
			s.betSq, s.netSq, s.betNet = s.betSq+b*b, s.netSq+n*n, s.betNet+b*n
			s.pending = 0
		}
	}
}

// add folds a chunk's sums into t.
func (t *tableTally) add(o tableTally) {
	t.rounds += o.rounds
	for i := range t.seats {
		a, b := &t.seats[i], o.seats[i]
		a.rounds += b.rounds
		a.bet, a.net = a.bet+b.bet, a.net+b.net
		a.betSq, a.netSq, a.betNet = a.betSq+b.betSq, a.netSq+b.netSq, a.betNet+b.betNet
	}
}

// ratioStdErr is the delta-method standard error of net/bet over rounds.
func ratioStdErr(s seatSums) float64 {
	n := float64(s.rounds)
	if n < 2 {
		return 0
	}
	mb, mn := float64(s.bet)/n, float64(s.net)/n
	r := mn / mb
	vb := float64(s.betSq)/n - mb*mb
	vn := float64(s.netSq)/n - mn*mn
	cov := float64(s.betNet)/n - mb*mn
	v := (vn - 2*r*cov + r*r*vb) / (mb * mb)
	return math.Sqrt(max(v, 0) / n)
}
