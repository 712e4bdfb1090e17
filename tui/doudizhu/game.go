package doudizhu

import (
	gd "teahouse/game/doudizhu"
	"teahouse/game/webreplay"
	"teahouse/tui/screen"
	"teahouse/tui/table"
)

// Screens are Dou Dizhu's screens for the lobby (the game itself is
// gd.Def in the catalog).
var Screens = table.ScreensOf(spec, setupConfig, newFace, webreplay.Doudizhu)

// setupConfig reads a setup's options and checks its seats.
var setupConfig = screen.ConfigOf(gd.Def)

// screenOf is the driver's screen of a session.
type screenOf = table.Model[face, gd.View, gd.Action]
