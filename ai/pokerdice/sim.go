package pokerdice

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	pd "teahouse/rules/pokerdice"
)

// SimConfig sets up a headless run of independent rounds between two AI
// levels. P1 and P2 are required; the other fields have useful zero values.
type SimConfig struct {
	// Rounds is how many independent rounds to play (0 plays none).
	Rounds int
	// Seed fixes every roll: round i is a fresh one-round match seeded with
	// RoundSeed(Seed, i), so equal configs give equal results.
	Seed uint64
	// P1 and P2 are the levels of the seats (see Levels).
	P1, P2 string
	// Starter is who holds first: "p1" (the default when empty), "p2", or
	// "alternate" (P1 in even rounds, counting from 0; P2 in odd ones).
	Starter string
	// Rule is the hold rule; the default is free.
	Rule pd.HoldRule
	// Skills plays the skills variant (faces down, one use of each skill per
	// round, as every round is a new match). Off by default.
	Skills bool
}

// SimResult counts the outcomes of a run.
type SimResult struct {
	// Rounds is the number of rounds played.
	Rounds int `json:"rounds"`
	// P1Wins and P2Wins count the rounds each seat won.
	P1Wins int `json:"p1_wins"`
	P2Wins int `json:"p2_wins"`
	// Ties counts drawn rounds (equal hands).
	Ties int `json:"ties"`
}

// ErrSimConfig reports an invalid SimConfig.
var ErrSimConfig = errors.New("invalid simulation")

// simChunk is the number of consecutive rounds one worker plays at a time.
const simChunk = 4096

// maxActions bounds one round, which takes at most five actions a seat
// (three skills, a hold, a relock); hitting it means an AI loops.
const maxActions = 64

// SimulateRounds plays cfg.Rounds independent rounds through the real
// reducer, both seats played by AI levels from their own views, and counts
// who wins each round's first showdown. Rounds are spread over all cores in
// chunks; each round depends only on its index and cfg.Seed, so the result
// never depends on scheduling.
func SimulateRounds(cfg SimConfig) (SimResult, error) {
	if cfg.Rounds < 0 {
		return SimResult{}, fmt.Errorf("%w: rounds %d: want 0 or more", ErrSimConfig, cfg.Rounds)
	}
	var players [gp.Seats]Player
	for i, level := range [gp.Seats]string{cfg.P1, cfg.P2} {
		p, err := New(level)
		if err != nil {
			return SimResult{}, fmt.Errorf("%w: P%d: %w", ErrSimConfig, i+1, err)
		}
		players[i] = p
	}
	starter, err := starterFunc(cfg.Starter)
	if err != nil {
		return SimResult{}, err
	}
	if cfg.Rule != pd.Free && cfg.Rule != pd.Strict {
		return SimResult{}, fmt.Errorf("%w: unknown hold rule %d", ErrSimConfig, cfg.Rule)
	}
	if players[0] == (optimalPlayer{}) || players[1] == (optimalPlayer{}) {
		tables() // build before the workers start, not inside one of them
	}

	chunks := (cfg.Rounds + simChunk - 1) / simChunk
	workers := min(runtime.GOMAXPROCS(0), chunks)
	results := make([]SimResult, workers)
	errs := make([]error, chunks)
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			// Count in a local: neighbouring results share a cache line.
			var res SimResult
			defer func() { results[w] = res }()
			for {
				c := int(next.Add(1) - 1)
				if c >= chunks {
					return
				}
				for i := c * simChunk; i < min((c+1)*simChunk, cfg.Rounds); i++ {
					winner, err := playRound(cfg, players, starter(i), i)
					if err != nil {
						errs[c] = err
						break
					}
					res.Rounds++
					switch winner {
					case 0:
						res.P1Wins++
					case 1:
						res.P2Wins++
					default:
						res.Ties++
					}
				}
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return SimResult{}, err
	}
	var total SimResult
	for _, r := range results {
		total.Rounds += r.Rounds
		total.P1Wins += r.P1Wins
		total.P2Wins += r.P2Wins
		total.Ties += r.Ties
	}
	return total, nil
}

// starterFunc reads SimConfig.Starter.
func starterFunc(s string) (func(round int) game.Seat, error) {
	switch s {
	case "", "p1":
		return func(int) game.Seat { return 0 }, nil
	case "p2":
		return func(int) game.Seat { return 1 }, nil
	case "alternate":
		return func(i int) game.Seat { return game.Seat(i % 2) }, nil
	}
	return nil, fmt.Errorf("%w: starter %q: want p1, p2 or alternate", ErrSimConfig, s)
}

// playRound plays round i of a run to its first showdown and returns the
// winner (game.NoSeat for a draw).
func playRound(cfg SimConfig, players [gp.Seats]Player, starter game.Seat, i int) (game.Seat, error) {
	mc := gp.Config{Rounds: 1, Rule: cfg.Rule, Skills: cfg.Skills, FirstStarter: starter}
	s, err := gp.New(mc, RoundSeed(cfg.Seed, i))
	if err != nil {
		return game.NoSeat, err
	}
	for range maxActions {
		seat, ok := gp.ToMove(s)
		if !ok {
			break
		}
		a := players[seat].Decide(gp.ViewOf(s, seat))
		var events []game.Event
		if s, events, err = gp.Reduce(s, seat, a); err != nil {
			return game.NoSeat, fmt.Errorf("round %d (seed %d): %s %s: %w", i, RoundSeed(cfg.Seed, i), seat, a, err)
		}
		for _, e := range events {
			if r, ok := e.(gp.RoundScored); ok {
				return r.Result.Winner, nil
			}
		}
	}
	return game.NoSeat, fmt.Errorf("round %d (seed %d): no showdown after %d actions", i, RoundSeed(cfg.Seed, i), maxActions)
}

// RoundSeed is the seed of round i of a run seeded with seed: a splitmix64
// step from seed + (i+1)·0x9e3779b97f4a7c15, so neighbouring rounds and runs
// get unrelated dice. Pass it to game/pokerdice.New to replay a round.
func RoundSeed(seed uint64, i int) uint64 {
	z := seed + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
