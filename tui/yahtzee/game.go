package yahtzee

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	aiy "teahouse/ai/yahtzee"
	"teahouse/game"
	"teahouse/game/webreplay"
	gy "teahouse/game/yahtzee"
	"teahouse/tui/screen"
	"teahouse/tui/table"
)

// Game describes Yahtzee to the lobby and the setup screen.
var Game = screen.Game{
	ID:       "yahtzee",
	Title:    "Yahtzee",
	Blurb:    "Score 13 boxes with five dice; an optimal AI and an exact advisor.",
	Seats:    2,
	MinSeats: 1,
	MaxSeats: gy.MaxSeats,
	// Levels are the AI's, weakest first.
	Levels:  aiy.Levels,
	New:     newScreen,
	Replay:  newReplay,
	Share:   share,
	Outcome: func(d []byte, n string) (game.Outcome, error) { return game.OutcomeOf(gy.Game, d, n) },
	Export:  table.PageOf(specOf(unloaded()), newFace(unloaded()), webreplay.Yahtzee),
	// A total means the same in every game: the best are worth a table.
	HighScores: true,
}

// screenOf is the driver's screen of a game.
type screenOf = table.Model[face, gy.View, gy.Action]

// newScreen starts a game from the player's setup (see setupOf).
func newScreen(env screen.Env, s screen.Setup) (screen.Screen, error) {
	cfg, players, err := setupOf(s)
	if err != nil {
		return nil, err
	}
	fut := newFuture(env.CacheDir)
	return table.AsScreen(table.Open(env, specOf(fut), cfg, s.Seed, players, newFace(fut), table.SharedOptionsOf(env, s)))
}

// share starts a shared table of the server from a setup (see setupOf).
// The strategy table is the process's (see strategy.go): every table and
// screen of the server shares the one loaded from env's cache directory.
func share(env screen.Env, s screen.Setup) (screen.Shared, error) {
	cfg, players, err := setupOf(s)
	if err != nil {
		return nil, err
	}
	fut := newFuture(env.CacheDir)
	return table.AsShared(table.Share(specOf(fut), cfg, s.Seed, players, newFace(fut), table.SharedOptionsOf(env, s)))
}

// setupOf reads a setup: one to six players and no options (the rounds of
// a setup mean nothing here: a game is 13 rounds). A computer without a
// level plays the strongest; people may take back a score.
func setupOf(s screen.Setup) (gy.Config, []game.Player, error) {
	if n := len(s.Players); n < 1 || n > gy.MaxSeats {
		return gy.Config{}, nil, fmt.Errorf("yahtzee needs 1 to %d players, not %d", gy.MaxSeats, n)
	}
	if len(s.Variants) > 0 {
		return gy.Config{}, nil, fmt.Errorf("yahtzee has no option %s", strings.Join(slices.Sorted(maps.Keys(s.Variants)), ", "))
	}
	players := slices.Clone(s.Players)
	for i, p := range players {
		if p.Kind == game.AI && p.Level == "" {
			players[i].Level = aiy.Levels[len(aiy.Levels)-1]
		}
	}
	cfg := gy.Config{Seats: len(players)}
	for i, p := range players {
		if p.Kind == game.Human || p.Kind == game.Remote { // computers never need to take back a score
			cfg.Undo = append(cfg.Undo, game.Seat(i))
		}
	}
	return cfg, players, nil
}

// newReplay reads a saved log and returns a screen that shows the game from
// its start; the advisor speaks to whoever is to play.
func newReplay(env screen.Env, data []byte, name string, speed game.Speed) (screen.Screen, error) {
	fut := newFuture(env.CacheDir)
	return table.AsScreen(table.Replay(env, specOf(fut), data, name, speed, newFace(fut)))
}
