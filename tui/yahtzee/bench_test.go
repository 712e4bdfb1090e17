package yahtzee

import (
	"testing"

	"teahouse/tui/screentest"
)

// BenchmarkView draws the screen of two players at 100x30 mid-turn: two
// dice held, the advisor open.
func BenchmarkView(b *testing.B) {
	m := press(b, start(b, testEnv(false), setup(42)), "r", "2", "5", "t")
	screentest.BenchView(b, m)
}

// BenchmarkViewSixPlayers draws six players at 80x24 late in a game.
func BenchmarkViewSixPlayers(b *testing.B) {
	m := start(b, sized(80, 24, false), setup(42, you, aiOptimal, aiGreedy, aiOptimal, aiGreedy, aiOptimal))
	for range 10 {
		m = press(b, m, "r", "enter")
	}
	m = press(b, m, "r")
	screentest.BenchView(b, m)
}

// BenchmarkClick is one click on the Roll button's row of dice: Update lays
// the screen out again to hit-test it.
func BenchmarkClick(b *testing.B) {
	m := press(b, start(b, testEnv(true), setup(42, you, aiGreedy)), "r")
	screentest.BenchUpdate(b, m, screentest.Click(dieRect(b, m.View(), 2, false)))
}
