package pokerdice

import (
	"testing"

	"teahouse/tui/screentest"
)

// BenchmarkView draws the hold screen of a skills match at 100x30 with the
// tip panel open.
func BenchmarkView(b *testing.B) {
	m := start(b, testEnv(false), setup(42, map[string]string{"skills": "on"}))
	m = press(b, m, "1", "3", "t")
	screentest.BenchView(b, m)
}

// BenchmarkClick is one mouse click: Update lays the screen out again to
// hit-test it.
func BenchmarkClick(b *testing.B) {
	m := start(b, testEnv(false), setup(42, nil))
	r, _ := screentest.FindText(m.View(), "Hold & roll")
	screentest.BenchUpdate(b, m, screentest.Click(r))
}

// BenchmarkViewLongLog draws the final screen of a nine-round match, with
// the whole match in the log.
func BenchmarkViewLongLog(b *testing.B) {
	s := setup(42, map[string]string{"skills": "on"}, aiOptimal, aiSimple)
	s.Options["rounds"] = "9"
	m := start(b, testEnv(false), s)
	screentest.BenchView(b, m)
}
