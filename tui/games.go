package tui

import (
	"teahouse/tui/pokerdice"
	"teahouse/tui/screen"
)

// Games lists every game teahouse can play, in lobby order.
func Games() []screen.Game {
	return []screen.Game{pokerdice.Game}
}
