package yahtzee

import (
	"testing"

	"teahouse/game"
)

// BenchmarkView draws the screen of two players at 100x30 mid-turn: two
// dice held, the advisor open.
func BenchmarkView(b *testing.B) {
	m := press(b, start(b, testEnv(false), setup(42)), "r", "2", "5", "t")
	b.ReportAllocs()
	for b.Loop() {
		_ = m.View()
	}
}

// BenchmarkViewSixPlayers draws six players at 80x24 late in a game.
func BenchmarkViewSixPlayers(b *testing.B) {
	env := sized(80, 24, false)
	m := start(b, env, setup(42, you, aiOptimal, aiGreedy, aiOptimal, aiGreedy, aiOptimal))
	for range 10 {
		m = press(b, m, "r", "enter")
	}
	m = press(b, m, "r")
	b.ReportAllocs()
	for b.Loop() {
		_ = m.View()
	}
}

// BenchmarkClick is one click on a die: Update lays the screen out again to
// hit-test it.
func BenchmarkClick(b *testing.B) {
	m := press(b, start(b, testEnv(false), setup(42, you, game.Player{Name: "AI", Kind: game.AI, Level: "greedy"})), "r")
	r, _ := zone(m, zoneDie+"2")
	msg := click(r)
	b.ReportAllocs()
	for b.Loop() {
		_, _ = m.Update(msg)
	}
}
