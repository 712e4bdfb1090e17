package yahtzee

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
)

// SimConfig sets up a headless run of independent games between AI levels.
// Players is required; the other fields have useful zero values.
type SimConfig struct {
	// Games is how many games to play (0 plays none).
	Games int
	// Seed fixes every roll: game i is seeded with GameSeed(Seed, i), so
	// equal configs give equal results.
	Seed uint64
	// Players are the levels of the seats in turn order (see Levels), 1 to
	// gy.MaxSeats of them.
	Players []string
	// Table is the strategy table for optimal seats; nil loads it with
	// Load(LoadOptions{}) (from the user's cache, solving on a miss) when a
	// seat needs it.
	Table *Table
}

// SeatResult sums up one seat's games.
type SeatResult struct {
	// Level is the seat's AI level.
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
}

// ErrSimConfig reports an invalid SimConfig.
var ErrSimConfig = errors.New("invalid simulation")

// simChunk is the number of consecutive games one worker plays at a time.
const simChunk = 64

// maxActions bounds one game: each seat takes at most four actions a turn
// (three rolls and a score) for thirteen rounds; hitting it means an AI loops.
const maxActions = 4*gy.Rounds*gy.MaxSeats + 1

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

// SimulateGames plays cfg.Games independent games through the real reducer,
// every seat played by its AI level from its own view, and sums up each
// seat's final scores and wins. Games are spread over all cores in chunks;
// each game depends only on its index and cfg.Seed, and the sums are exact,
// so the result never depends on scheduling.
func SimulateGames(cfg SimConfig) (SimResult, error) {
	if cfg.Games < 0 {
		return SimResult{}, fmt.Errorf("%w: games %d: want 0 or more", ErrSimConfig, cfg.Games)
	}
	if len(cfg.Players) < 1 || len(cfg.Players) > gy.MaxSeats {
		return SimResult{}, fmt.Errorf("%w: %d players: want 1 to %d", ErrSimConfig, len(cfg.Players), gy.MaxSeats)
	}
	t := cfg.Table
	for i, level := range cfg.Players {
		if !slices.Contains(Levels, level) {
			_, err := New(level, t)
			return SimResult{}, fmt.Errorf("%w: seat %d: %w", ErrSimConfig, i+1, err)
		}
		if NeedsTable(level) && t == nil {
			var err error
			if t, err = Load(LoadOptions{}); err != nil && !errors.Is(err, ErrCacheWrite) {
				return SimResult{}, err
			}
		}
	}
	players := make([]Player, len(cfg.Players))
	for i, level := range cfg.Players {
		p, err := New(level, t)
		if err != nil {
			return SimResult{}, fmt.Errorf("%w: seat %d: %w", ErrSimConfig, i+1, err)
		}
		players[i] = p
	}

	chunks := (cfg.Games + simChunk - 1) / simChunk
	workers := min(runtime.GOMAXPROCS(0), chunks)
	tallies := make([]tally, workers)
	errs := make([]error, chunks)
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			// Sum in a local: neighbouring tallies share a cache line.
			var sum tally
			defer func() { tallies[w] = sum }()
			for {
				c := int(next.Add(1) - 1)
				if c >= chunks {
					return
				}
				for i := c * simChunk; i < min((c+1)*simChunk, cfg.Games); i++ {
					over, err := playGame(cfg.Seed, players, i)
					if err != nil {
						errs[c] = err
						break
					}
					sum.games++
					for s := range players {
						score := int64(over.Totals[s])
						sum.sum[s] += score
						sum.sumSq[s] += score * score
					}
					for _, s := range over.Winners {
						sum.shares[s] += shareUnit / int64(len(over.Winners))
					}
				}
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return SimResult{}, err
	}
	var total tally
	for _, s := range tallies {
		total.add(s)
	}
	return total.result(cfg.Players), nil
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

// playGame plays game i of a run seeded with seed to the end and returns
// its GameOver event.
func playGame(seed uint64, players []Player, i int) (gy.GameOver, error) {
	gs := GameSeed(seed, i)
	s, err := gy.New(gy.Config{Seats: len(players)}, gs)
	if err != nil {
		return gy.GameOver{}, err
	}
	for range maxActions {
		seat, ok := gy.ToMove(s)
		if !ok {
			break
		}
		a := players[seat].Decide(gy.ViewOf(s, seat))
		var events []game.Event
		if s, events, err = gy.Reduce(s, seat, a); err != nil {
			return gy.GameOver{}, fmt.Errorf("game %d (seed %d): %s %s: %w", i, gs, seat, a, err)
		}
		for _, e := range events {
			if over, ok := e.(gy.GameOver); ok {
				return over, nil
			}
		}
	}
	return gy.GameOver{}, fmt.Errorf("game %d (seed %d): not over after %d actions", i, gs, maxActions)
}

// GameSeed is the seed of game i of a run seeded with seed: a splitmix64
// step from seed + (i+1)·0x9e3779b97f4a7c15, so neighbouring games and runs
// get unrelated dice. Pass it to game/yahtzee.New to replay a game.
func GameSeed(seed uint64, i int) uint64 {
	z := seed + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
