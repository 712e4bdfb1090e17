package doudizhu

import (
	gd "teahouse/game/doudizhu"
	"teahouse/game/webreplay"
	"teahouse/tui/screen"
	"teahouse/tui/table"
)

// Screens are Dou Dizhu's screens for the lobby (the game itself is
// gd.Def in the catalog).
var Screens = screen.Screens{
	New:    table.Opener(spec, setupConfig, newFace),
	Replay: table.Replayer(spec, newFace(gd.Config{})),
	Share:  table.Sharer(spec, setupConfig, newFace),
	Export: table.PageOf(spec, newFace(gd.Config{}), webreplay.Doudizhu),
}

// setupConfig reads a setup's options and checks its seats.
var setupConfig = screen.ConfigOf(gd.Def)

// screenOf is the driver's screen of a session.
type screenOf = table.Model[face, gd.View, gd.Action]
