package doudizhu

import (
	"context"
	"errors"
	"fmt"

	"teahouse/game"
	"teahouse/game/bot"
	gd "teahouse/game/doudizhu"
	"teahouse/game/host"
	dz "teahouse/rules/doudizhu"
)

// EvalConfig sets up an evaluation of player A against player B, the one
// the published Dou Dizhu agents report: every deal is played twice on the
// same cards, A in P1's seat against B in the two others, then B in P1's
// seat against A in the two others.
type EvalConfig struct {
	// Deals is how many deals to play (each twice).
	Deals int
	// Seed fixes every deal: deal k is seeded with game.SubSeed(Seed, k).
	Seed uint64
	// A and B are the players: computers of a level or programs.
	A, B game.Player
	// Bidding chooses the landlord; NoBidding (P1 is the landlord, so
	// each deal has each player as landlord once) is the usual evaluation.
	Bidding gd.Bidding
	// Rules is the rule set of plays.
	Rules dz.Rules
	// Bot tunes the program seats.
	Bot bot.Options
	// LogDir, when set, is where every game's log is written (see
	// host.Run.LogDir); the results are the same with or without it.
	LogDir string
}

// EvalResult is what an evaluation measured, from A's side.
type EvalResult struct {
	// Deals counts the deals, each played twice (Games = 2 × Deals).
	Deals int `json:"deals"`
	Games int `json:"games"`
	// ALandlord counts the games where A was the landlord, ALandlordWins
	// those it won; APeasant and APeasantWins the same as the peasants.
	ALandlord     int `json:"a_landlord"`
	ALandlordWins int `json:"a_landlord_wins"`
	APeasant      int `json:"a_peasant"`
	APeasantWins  int `json:"a_peasant_wins"`
	// WP is the share of games A's side won; ADP the average of A's
	// side's score, base 1 doubled by every bomb or rocket, won or lost
	// (B's side scores the opposite).
	WP  float64 `json:"wp"`
	ADP float64 `json:"adp"`
	// LandlordWP and PeasantWP are A's win rates in each role.
	LandlordWP float64 `json:"landlord_wp"`
	PeasantWP  float64 `json:"peasant_wp"`
	// Fallbacks say where a program seat failed and the computer took over.
	Fallbacks []string `json:"fallbacks,omitempty"`

	points int // the sum of A's side's scores
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
	players, duplicate := Roster.Duplicate(cfg.Bot, cfg.A, cfg.B, cfg.A, cfg.B, cfg.B)
	seats := func() ([]host.Sitter[gd.View, gd.Action], error) {
		s, err := duplicate()
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrEvalConfig, err)
		}
		return s, nil
	}
	run := host.Run[gd.Config, gd.State, gd.Action, gd.View]{
		Game: gd.Game, Games: 2 * cfg.Deals, Seed: cfg.Seed, Seats: seats, Workers: workers, Chunk: 16, LogDir: cfg.LogDir,
		Players: players,
		SeedOf:  func(i int) uint64 { return game.SubSeed(cfg.Seed, i/2) },
		Config:  func(int) gd.Config { return gd.Config{Deals: 1, Bidding: cfg.Bidding, Rules: cfg.Rules} },
	}
	res, notes, err := host.Simulate(context.Background(), run, host.Tally[gd.State, gd.Action, EvalResult]{
		Event: func(r *EvalResult, i int, e game.Event) {
			if d, ok := e.(gd.DealOver); ok {
				r.count(i, d.Result)
			}
		},
		Game:  func(*EvalResult, int, host.Game[gd.State, gd.Action]) {},
		Merge: func(r *EvalResult, part EvalResult) { r.add(part) },
	})
	if err != nil {
		return EvalResult{}, err
	}
	res.Deals = cfg.Deals
	if res.Games > 0 {
		res.WP = float64(res.ALandlordWins+res.APeasantWins) / float64(res.Games)
		res.ADP = float64(res.points) / float64(res.Games)
	}
	if res.ALandlord > 0 {
		res.LandlordWP = float64(res.ALandlordWins) / float64(res.ALandlord)
	}
	if res.APeasant > 0 {
		res.PeasantWP = float64(res.APeasantWins) / float64(res.APeasant)
	}
	for _, n := range notes {
		res.Fallbacks = append(res.Fallbacks, n.Text)
	}
	return res, nil
}

// count tallies game i's deal from A's side: A sits in P1 in even games,
// in P2 and P3 in odd ones.
func (r *EvalResult) count(i int, d gd.DealResult) {
	r.Games++
	aLandlord := (d.Landlord == 0) == (i%2 == 0)
	aWon := d.LandlordWon() == aLandlord
	stake := 1 << min(d.Bombs, 30)
	if aWon {
		r.points += stake
	} else {
		r.points -= stake
	}
	switch {
	case aLandlord:
		r.ALandlord++
		if aWon {
			r.ALandlordWins++
		}
	default:
		r.APeasant++
		if aWon {
			r.APeasantWins++
		}
	}
}

// add folds another chunk's counts in.
func (r *EvalResult) add(o EvalResult) {
	r.Games += o.Games
	r.ALandlord += o.ALandlord
	r.ALandlordWins += o.ALandlordWins
	r.APeasant += o.APeasant
	r.APeasantWins += o.APeasantWins
	r.points += o.points
}
