package doudizhu

import (
	"teahouse/game"
	gd "teahouse/game/doudizhu"
)

// sizeWords writes how many cards seat holds, or "not dealt" while the
// seats choose, before the deal, whether to play it face up.
func sizeWords(v gd.View, seat game.Seat) string {
	if v.Phase == gd.PhaseOpen {
		return "not dealt"
	}
	return cardCount(v.Sizes[seat])
}
