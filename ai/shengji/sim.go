package shengji

import (
	"context"
	"errors"
	"fmt"

	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
	gs "teahouse/game/shengji"
	sj "teahouse/rules/shengji"
)

// EvalConfig sets up an evaluation of team A against team B: every deal
// is played twice on the same cards, A in seats 0 and 2 against B in 1 and
// 3, then B in seats 0 and 2 against A in 1 and 3, so each team holds each
// pair of hands once.
type EvalConfig struct {
	// Deals is how many deals to play (each twice).
	Deals int
	// Seed fixes every deal: deal k is seeded with game.SubSeed(Seed, k).
	Seed uint64
	// A and B are the teams' players: computers of a level or programs.
	A, B game.Player
	// Rules are the rule options.
	Rules sj.Rules
	// Bot tunes the program seats.
	Bot bot.Options
	// LogDir, when set, is where every game's log is written (see
	// host.Run.LogDir); the results are the same with or without it.
	LogDir string
}

// EvalResult is what an evaluation measured, from A's side. A game's
// result for A is the levels A's team went up less the levels B's went up
// (a take-over without a level is 0); A did better than B on a deal when
// its results on the deal's two games add up to more than 0 (A holding
// each pair of hands once), B when they add up to less.
type EvalResult struct {
	// Deals counts the deals, each played twice (Games = 2 × Deals).
	Deals int `json:"deals"`
	Games int `json:"games"`
	// ABetter and BBetter are the shares of deals on which A, or B, did
	// better; the rest were even.
	ABetter float64 `json:"a_better"`
	BBetter float64 `json:"b_better"`
	// ALevelDelta is A's mean result per game.
	ALevelDelta float64 `json:"a_level_delta"`
	// AttackerPoints is the attackers' mean points per game, the kitty's
	// and the penalties included, whoever attacked.
	AttackerPoints float64 `json:"attacker_points"`
	// Fallbacks say where a program seat failed and the computer took over.
	Fallbacks []string `json:"fallbacks,omitempty"`

	aBetter, bBetter int // deals
	levels, points   int // sums over the games
	even             int // the result of the deal's first game, until its second
}

// ErrEvalConfig reports an invalid EvalConfig.
var ErrEvalConfig = errors.New("invalid evaluation")

// Evaluate plays cfg's games on the table host over every core (one
// worker when a program plays) and measures A against B.
func Evaluate(cfg EvalConfig) (EvalResult, error) {
	if cfg.Deals < 0 {
		return EvalResult{}, fmt.Errorf("%w: deals %d: want 0 or more", ErrEvalConfig, cfg.Deals)
	}
	workers := 0
	if cfg.A.Kind == game.Program || cfg.B.Kind == game.Program {
		workers = 1
	}
	players, duplicate := Roster.Duplicate(cfg.Bot, cfg.A, cfg.B, cfg.A, cfg.B, cfg.A, cfg.B)
	seats := func() ([]host.Sitter[gs.View, gs.Action], error) {
		s, err := duplicate()
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrEvalConfig, err)
		}
		return s, nil
	}
	run := host.Run[gs.Config, gs.State, gs.Action, gs.View]{
		Game: gs.Game, Games: 2 * cfg.Deals, Seed: cfg.Seed, Seats: seats, Workers: workers, Chunk: 16, LogDir: cfg.LogDir,
		Players: players,
		SeedOf:  func(i int) uint64 { return game.SubSeed(cfg.Seed, i/2) },
		Config:  func(int) gs.Config { return gs.Config{Deals: 1, Rules: cfg.Rules} },
	}
	res, notes, err := host.Simulate(context.Background(), run, host.Tally[gs.State, gs.Action, EvalResult]{
		Event: func(r *EvalResult, i int, e game.Event) {
			if d, ok := e.(gs.DealOver); ok {
				r.count(i, d.Result)
			}
		},
		Game:  func(*EvalResult, int, host.Game[gs.State, gs.Action]) {},
		Merge: func(r *EvalResult, part EvalResult) { r.add(part) },
	})
	if err != nil {
		return EvalResult{}, err
	}
	res.Deals = cfg.Deals
	if res.Deals > 0 {
		res.ABetter = float64(res.aBetter) / float64(res.Deals)
		res.BBetter = float64(res.bBetter) / float64(res.Deals)
	}
	if res.Games > 0 {
		res.ALevelDelta = float64(res.levels) / float64(res.Games)
		res.AttackerPoints = float64(res.points) / float64(res.Games)
	}
	for _, n := range notes {
		res.Fallbacks = append(res.Fallbacks, n.Text)
	}
	return res, nil
}

// count tallies game i's deal from A's side: A is team 0 in even games and
// team 1 in odd ones. A chunk holds whole deals (an even number of games),
// so the first game of a deal is counted just before its second.
func (r *EvalResult) count(i int, d gs.DealResult) {
	r.Games++
	r.points += d.Points
	up := d.Attackers
	if !d.Result.AttackersWin {
		up = 1 - d.Attackers
	}
	result := d.Result.Levels
	if up != i%2 {
		result = -result
	}
	r.levels += result
	if i%2 == 0 {
		r.even = result
		return
	}
	switch sum := r.even + result; {
	case sum > 0:
		r.aBetter++
	case sum < 0:
		r.bBetter++
	}
}

// add folds another chunk's counts in.
func (r *EvalResult) add(o EvalResult) {
	r.Games += o.Games
	r.aBetter += o.aBetter
	r.bBetter += o.bBetter
	r.levels += o.levels
	r.points += o.points
}
