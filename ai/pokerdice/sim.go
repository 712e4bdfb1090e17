package pokerdice

import (
	"context"
	"errors"
	"fmt"

	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
	gp "teahouse/game/pokerdice"
	pd "teahouse/rules/pokerdice"
)

// SimConfig sets up a headless run of independent rounds between two
// computer seats. Seats is required; the other fields have useful zero
// values.
type SimConfig struct {
	// Rounds is how many independent rounds to play (0 plays none).
	Rounds int
	// Seed fixes every roll: round i is a fresh one-round match seeded with
	// game.SubSeed(Seed, i), so equal configs give equal results.
	Seed uint64
	// Seats are the players of P1 and P2: computers of a level, or
	// programs (see game/bot).
	Seats [gp.Seats]game.Player
	// Bot tunes the program seats.
	Bot bot.Options
	// Starter is who holds first: "p1" (the default when empty), "p2", or
	// "alternate" (P1 in even rounds, counting from 0; P2 in odd ones).
	Starter string
	// Rule is the hold rule; the default is free.
	Rule pd.HoldRule
	// Skills plays the skills variant (faces down, one use of each skill per
	// round, as every round is a new match). Off by default.
	Skills bool
	// LogDir, when set, is where every game's log is written (see
	// host.Run.LogDir); the results are the same with or without it.
	LogDir string
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
	// Fallbacks say where a program seat failed and the computer took over.
	Fallbacks []string `json:"fallbacks,omitempty"`
}

// ErrSimConfig reports an invalid SimConfig.
var ErrSimConfig = errors.New("invalid simulation")

// SimulateRounds plays cfg.Rounds independent rounds on the table host,
// each to its first showdown, and counts who wins them. Rounds are spread
// over all cores (one worker when a program plays, so one process plays
// it all); each depends only on its index and cfg.Seed, so the result never
// depends on scheduling.
func SimulateRounds(cfg SimConfig) (SimResult, error) {
	if cfg.Rounds < 0 {
		return SimResult{}, fmt.Errorf("%w: rounds %d: want 0 or more", ErrSimConfig, cfg.Rounds)
	}
	starter, err := starterFunc(cfg.Starter)
	if err != nil {
		return SimResult{}, err
	}
	if cfg.Rule != pd.Free && cfg.Rule != pd.Strict {
		return SimResult{}, fmt.Errorf("%w: unknown hold rule %d", ErrSimConfig, cfg.Rule)
	}
	workers := 0
	for _, p := range cfg.Seats {
		if p.Kind == game.Program {
			workers = 1
		}
		if p.Level == "optimal" {
			tables() // build before the workers start, not inside one of them
		}
	}
	seats := func() ([]host.Sitter[gp.View, gp.Action], error) {
		s, err := Roster.Sitters(cfg.Seats[:], func(game.Seat) bot.Options { return cfg.Bot })
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrSimConfig, err)
		}
		return s, nil
	}
	run := host.Run[gp.Config, gp.State, gp.Action, gp.View]{
		Game: gp.Game, Games: cfg.Rounds, Seed: cfg.Seed, Seats: seats, Workers: workers, Chunk: 4096, LogDir: cfg.LogDir,
		Config: func(i int) gp.Config {
			return gp.Config{Rounds: 1, Rule: cfg.Rule, Skills: cfg.Skills, FirstStarter: starter(i)}
		},
		Until: func(e game.Event) bool { _, ok := e.(gp.RoundScored); return ok },
	}
	res, notes, err := host.Simulate(context.Background(), run, host.Tally[gp.State, gp.Action, SimResult]{
		Game: func(r *SimResult, _ int, g host.Game[gp.State, gp.Action]) {
			r.Rounds++
			switch g.State.Last().Winner {
			case 0:
				r.P1Wins++
			case 1:
				r.P2Wins++
			default:
				r.Ties++
			}
		},
		Merge: func(r *SimResult, part SimResult) {
			r.Rounds += part.Rounds
			r.P1Wins += part.P1Wins
			r.P2Wins += part.P2Wins
			r.Ties += part.Ties
		},
	})
	for _, n := range notes {
		res.Fallbacks = append(res.Fallbacks, n.Text)
	}
	return res, err
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
