package shengji

import (
	gs "teahouse/game/shengji"
	"teahouse/game/webreplay"
	"teahouse/tui/screen"
	"teahouse/tui/table"
)

// Screens are Shengji's screens for the lobby (the game itself is
// gs.Def in the catalog).
var Screens = table.ScreensOf(spec, setupConfig, newFace, webreplay.Shengji)

// setupConfig reads a setup's options and checks its seats.
var setupConfig = screen.ConfigOf(gs.Def)
