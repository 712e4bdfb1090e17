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
	b.ReportAllocs()
	for b.Loop() {
		_ = m.View()
	}
}

// BenchmarkClick is one mouse click: Update lays the screen out again to
// hit-test it.
func BenchmarkClick(b *testing.B) {
	m := start(b, testEnv(false), setup(42, nil))
	r, _ := screentest.FindText(m.View(), "Hold & roll")
	msg := screentest.Click(r)
	b.ReportAllocs()
	for b.Loop() {
		_, _ = m.Update(msg)
	}
}

// BenchmarkViewLongLog draws the final screen of a nine-round match, with
// the whole match in the log.
func BenchmarkViewLongLog(b *testing.B) {
	s := setup(42, map[string]string{"skills": "on"}, aiOptimal, aiSimple)
	s.Options["rounds"] = "9"
	m := start(b, testEnv(false), s)
	b.ReportAllocs()
	for b.Loop() {
		_ = m.View()
	}
}
