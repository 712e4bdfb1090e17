package yahtzee

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"

	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
	gy "teahouse/game/yahtzee"
)

// SimConfig sets up a headless run of independent games between computer
// seats. Seats is required; the other fields have useful zero values.
type SimConfig struct {
	// Games is how many games to play (0 plays none).
	Games int
	// Seed fixes every roll: game i is seeded with game.SubSeed(Seed, i),
	// so equal configs give equal results.
	Seed uint64
	// Seats are the players in turn order, 1 to gy.MaxSeats of them:
	// computers of a level (see Levels) or programs (see game/bot).
	Seats []game.Player
	// Bot tunes the program seats.
	Bot bot.Options
	// Table is the strategy table for optimal seats; nil loads it with
	// Load(LoadOptions{}) (from the user's cache, solving on a miss) when a
	// seat needs it.
	Table *Table
	// LogDir, when set, is where every game's log is written (see
	// host.Run.LogDir); the results are the same with or without it.
	LogDir string
}

// SeatResult sums up one seat's games.
type SeatResult struct {
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
}

// SimResult is the outcome of a run.
type SimResult struct {
	// Games is the number of games played.
	Games int `json:"games"`
	// Players has one entry per seat, in seat order.
	Players []SeatResult `json:"players"`
	// Fallbacks say where a program seat failed and the computer took over.
	Fallbacks []string `json:"fallbacks,omitempty"`
}

// ErrSimConfig reports an invalid SimConfig.
var ErrSimConfig = errors.New("invalid simulation")

// shareUnit is the least common multiple of the possible numbers of joint
// winners (1 to 6): wins are counted exactly in 1/60ths.
const shareUnit = 60

// tally adds up a chunk of games exactly (in integers), so the total never
// depends on the order in which chunks finish.
type tally struct {
	sum, sumSq, shares [gy.MaxSeats]int64
	games              int
}

// add folds o into t.
func (t *tally) add(o tally) {
	for i := range t.sum {
		t.sum[i] += o.sum[i]
		t.sumSq[i] += o.sumSq[i]
		t.shares[i] += o.shares[i]
	}
	t.games += o.games
}

// SimulateGames plays cfg.Games independent games on the table host,
// every seat played by its computer or program from its own view, and sums
// up each seat's final scores and wins. Games are spread over all cores
// (one worker when a program plays); each depends only on its index and
// cfg.Seed, and the sums are exact, so the result never depends on
// scheduling.
func SimulateGames(cfg SimConfig) (SimResult, error) {
	if cfg.Games < 0 {
		return SimResult{}, fmt.Errorf("%w: games %d: want 0 or more", ErrSimConfig, cfg.Games)
	}
	if len(cfg.Seats) < 1 || len(cfg.Seats) > gy.MaxSeats {
		return SimResult{}, fmt.Errorf("%w: %d players: want 1 to %d", ErrSimConfig, len(cfg.Seats), gy.MaxSeats)
	}
	t, workers := cfg.Table, 0
	levels := make([]string, len(cfg.Seats))
	for i, p := range cfg.Seats {
		levels[i] = p.Level
		switch {
		case p.Kind == game.Program:
			levels[i], workers = "exec:"+p.Command, 1
		case !slices.Contains(Levels, p.Level):
			_, err := New(p.Level, t)
			return SimResult{}, fmt.Errorf("%w: seat %d: %w", ErrSimConfig, i+1, err)
		case NeedsTable(p.Level) && t == nil:
			var err error
			if t, err = Load(LoadOptions{}); err != nil && !errors.Is(err, ErrCacheWrite) {
				return SimResult{}, err
			}
		}
	}
	roster := Roster(Ready(t))
	run := host.Run[gy.Config, gy.State, gy.Action, gy.View]{
		Game: gy.Game, Games: cfg.Games, Seed: cfg.Seed, Workers: workers, LogDir: cfg.LogDir,
		Config: func(int) gy.Config { return gy.Config{Seats: len(cfg.Seats)} },
		Seats: func() ([]host.Sitter[gy.View, gy.Action], error) {
			s, err := roster.Sitters(cfg.Seats, func(game.Seat) bot.Options { return cfg.Bot })
			if err != nil {
				return nil, fmt.Errorf("%w: %w", ErrSimConfig, err)
			}
			return s, nil
		},
	}
	count := func(sum *tally, _ int, g host.Game[gy.State, gy.Action]) {
		sum.games++
		for s := range cfg.Seats {
			score := int64(g.State.Card(game.Seat(s)).Total())
			sum.sum[s] += score
			sum.sumSq[s] += score * score
		}
		winners := g.State.Winners()
		for _, s := range winners {
			sum.shares[s] += shareUnit / int64(len(winners))
		}
	}
	total, notes, err := host.Simulate(context.Background(), run, host.Tally[gy.State, gy.Action, tally]{Game: count, Merge: (*tally).add})
	if err != nil {
		return SimResult{}, err
	}
	res := total.result(levels)
	for _, n := range notes {
		res.Fallbacks = append(res.Fallbacks, n.Text)
	}
	return res, nil
}

// result turns the sums into means, standard deviations and wins.
func (t tally) result(levels []string) SimResult {
	res := SimResult{Games: t.games, Players: make([]SeatResult, len(levels))}
	n := float64(t.games)
	for i, level := range levels {
		r := SeatResult{Level: level}
		if t.games > 0 {
			r.Mean = float64(t.sum[i]) / n
			r.Wins = float64(t.shares[i]) / shareUnit
		}
		if t.games > 1 {
			// Exact integer sums: sum of squared deviations = Σx² − (Σx)²/n.
			dev := float64(t.sumSq[i]) - float64(t.sum[i])*float64(t.sum[i])/n
			r.SD = math.Sqrt(max(dev, 0) / (n - 1))
		}
		res.Players[i] = r
	}
	return res
}
