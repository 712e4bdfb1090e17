package yahtzee

import (
	"slices"

	aiyz "teahouse/ai/yahtzee"
	"teahouse/game"
	"teahouse/game/webreplay"
	gy "teahouse/game/yahtzee"
	"teahouse/tui/screen"
	"teahouse/tui/table"
)

// Screens are Yahtzee's screens for the lobby (the game itself is gy.Def
// in the catalog).
var Screens = screen.Screens{
	New:    newScreen,
	Replay: newReplay,
	Share:  share,
	Export: table.PageOf(specOf(unloaded()), newFace(unloaded()), webreplay.Yahtzee),
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
	t, err := table.Share(specOf(fut), cfg, s.Seed, players, newFace(fut), table.SharedOptionsOf(env, s))
	if err != nil {
		return nil, err
	}
	return t.Drawn(webreplay.Yahtzee), nil
}

// setupOf reads a setup: one to six players (gy.Def). A computer without
// a level plays the strongest; people may take back a score.
func setupOf(s screen.Setup) (gy.Config, []game.Player, error) {
	cfg, err := gy.Def.Config(s.Options, len(s.Players))
	if err != nil {
		return gy.Config{}, nil, err
	}
	players := slices.Clone(s.Players)
	for i, p := range players {
		if p.Kind == game.AI && p.Level == "" {
			players[i].Level = aiyz.Levels[len(aiyz.Levels)-1]
		}
	}
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
