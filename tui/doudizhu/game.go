package doudizhu

import (
	"teahouse/game"
	gd "teahouse/game/doudizhu"
	"teahouse/game/webreplay"
	"teahouse/tui/screen"
	"teahouse/tui/table"
)

// Screens are Dou Dizhu's screens for the lobby (the game itself is
// gd.Def in the catalog).
var Screens = screen.Screens{
	New:    newScreen,
	Replay: newReplay,
	Share:  table.Sharer(spec, setupConfig, newFace),
	Export: table.PageOf(spec, newFace(gd.Config{}), webreplay.Doudizhu),
}

// setupConfig reads a setup's options and checks its seats.
var setupConfig = screen.ConfigOf(gd.Def)

// screenOf is the driver's screen of a session.
type screenOf = table.Model[face, gd.View, gd.Action]

// newScreen starts a session from the player's setup: three seats.
func newScreen(env screen.Env, s screen.Setup) (screen.Screen, error) {
	cfg, err := setupConfig(s)
	if err != nil {
		return nil, err
	}
	return table.AsScreen(table.Open(env, spec, cfg, s.Seed, s.Players, newFace(cfg), table.OptionsOf(s)))
}

// newReplay reads a saved log and returns a screen that shows the session
// from its start to an audience that sees every hand.
func newReplay(env screen.Env, data []byte, name string, speed game.Speed) (screen.Screen, error) {
	return table.AsScreen(table.Replay(env, spec, data, name, speed, newFace(gd.Config{})))
}
