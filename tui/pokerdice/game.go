package pokerdice

import (
	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/game/webreplay"
	"teahouse/tui/screen"
	"teahouse/tui/table"
)

// Screens are Risk Choice's screens for the lobby (the game itself is
// gp.Def in the catalog).
var Screens = screen.Screens{
	New:    newScreen,
	Replay: newReplay,
	Share:  table.Sharer(spec, setupConfig, newFace),
	Export: table.PageOf(spec, newFace(gp.Config{}), webreplay.Pokerdice),
}

// setupConfig reads a setup's options and checks its seats.
var setupConfig = screen.ConfigOf(gp.Def)

// screenOf is the driver's screen of a match.
type screenOf = table.Model[face, gp.View, gp.Action]

// newScreen starts a match from the player's setup.
func newScreen(env screen.Env, s screen.Setup) (screen.Screen, error) {
	cfg, err := setupConfig(s)
	if err != nil {
		return nil, err
	}
	return table.AsScreen(table.Open(env, spec, cfg, s.Seed, s.Players, newFace(cfg), table.OptionsOf(s)))
}

// newReplay reads a saved log and returns a screen that shows the match
// from its start to an audience that sees every face.
func newReplay(env screen.Env, data []byte, name string, speed game.Speed) (screen.Screen, error) {
	return table.AsScreen(table.Replay(env, spec, data, name, speed, newFace(gp.Config{})))
}
