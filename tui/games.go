package tui

import (
	"teahouse/tui/blackjack"
	"teahouse/tui/doudizhu"
	"teahouse/tui/pokerdice"
	"teahouse/tui/screen"
	"teahouse/tui/shengji"
	"teahouse/tui/yahtzee"
)

// Games lists every game teahouse can play, in lobby order.
func Games() []screen.Game {
	return []screen.Game{pokerdice.Game, yahtzee.Game, blackjack.Game, doudizhu.Game, shengji.Game}
}
