package blackjack

import (
	"testing"

	"teahouse/tui/screentest"
)

// BenchmarkView draws the screen of you and the basic AI at 100x30
// mid-hand, the hint open: go test ./tui/blackjack -run '^$' -bench View -benchmem
func BenchmarkView(b *testing.B) {
	m := press(b, dealt(b, testEnv(false), seedDouble), "t")
	screentest.BenchView(b, m)
}

// BenchmarkViewFiveSeats draws five seats at 80x24 mid-round.
func BenchmarkViewFiveSeats(b *testing.B) {
	m := dealt(b, sized(80, 24, false), seedSplit, you, aiBasic, aiCounter, aiBasic, aiCounter)
	m = press(b, m, "h")
	screentest.BenchView(b, m)
}

// BenchmarkClick is one click on a button: Update lays the screen out
// again to hit-test it.
func BenchmarkClick(b *testing.B) {
	m := start(b, testEnv(false), setup(seedDouble))
	r, _ := screentest.FindText(m.View(), "[ + ]")
	screentest.BenchUpdate(b, m, screentest.Click(r))
}
