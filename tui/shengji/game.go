package shengji

import (
	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/game/webreplay"
	"teahouse/tui/screen"
	"teahouse/tui/table"
)

// Screens are Shengji's screens for the lobby (the game itself is
// gs.Def in the catalog).
var Screens = screen.Screens{
	New:    newScreen,
	Replay: newReplay,
	Share:  table.Sharer(spec, setupConfig, newFace),
	Export: table.PageOf(spec, newFace(gs.Config{}), webreplay.Shengji),
}

// setupConfig reads a setup's options and checks its seats.
var setupConfig = screen.ConfigOf(gs.Def)

// newScreen starts a game from the player's setup: four seats.
func newScreen(env screen.Env, s screen.Setup) (screen.Screen, error) {
	cfg, err := setupConfig(s)
	if err != nil {
		return nil, err
	}
	return table.AsScreen(table.Open(env, spec, cfg, s.Seed, s.Players, newFace(cfg), table.OptionsOf(s)))
}

// newReplay reads a saved log and shows the game from its start to an
// audience that sees every hand.
func newReplay(env screen.Env, data []byte, name string, speed game.Speed) (screen.Screen, error) {
	return table.AsScreen(table.Replay(env, spec, data, name, speed, newFace(gs.Config{})))
}
