package shengji

import (
	gs "teahouse/game/shengji"
	"teahouse/game/webreplay"
	"teahouse/tui/screen"
	"teahouse/tui/table"
)

// Screens are Shengji's screens for the lobby (the game itself is
// gs.Def in the catalog).
var Screens = screen.Screens{
	New:    table.Opener(spec, setupConfig, newFace),
	Replay: table.Replayer(spec, newFace(gs.Config{})),
	Share:  table.Sharer(spec, setupConfig, newFace),
	Export: table.PageOf(spec, newFace(gs.Config{}), webreplay.Shengji),
}

// setupConfig reads a setup's options and checks its seats.
var setupConfig = screen.ConfigOf(gs.Def)
