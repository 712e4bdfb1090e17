package pokerdice

import (
	gp "teahouse/game/pokerdice"
	"teahouse/game/webreplay"
	"teahouse/tui/screen"
	"teahouse/tui/table"
)

// Screens are Risk Choice's screens for the lobby (the game itself is
// gp.Def in the catalog).
var Screens = table.ScreensOf(spec, setupConfig, newFace, webreplay.Pokerdice)

// setupConfig reads a setup's options and checks its seats.
var setupConfig = screen.ConfigOf(gp.Def)

// screenOf is the driver's screen of a match.
type screenOf = table.Model[face, gp.View, gp.Action]
