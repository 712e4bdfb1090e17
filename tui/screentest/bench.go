package screentest

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"teahouse/tui/screen"
)

// BenchView measures drawing m, allocations included.
func BenchView(b *testing.B, m screen.Screen) {
	b.ReportAllocs()
	for b.Loop() {
		_ = m.View()
	}
}

// BenchUpdate measures m handling msg (a click, a key), each time from m
// as it is, allocations included.
func BenchUpdate(b *testing.B, m screen.Screen, msg tea.Msg) {
	b.ReportAllocs()
	for b.Loop() {
		_, _ = m.Update(msg)
	}
}
