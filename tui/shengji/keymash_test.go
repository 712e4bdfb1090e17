package shengji

import (
	"math/rand/v2"
	"testing"

	"teahouse/tui/screentest"
)

// mashKeys are the keys a player might press at any moment.
var mashKeys = []string{"left", "right", "space", "enter", "enter", "esc", "p", "1", "2", "3", "4", "9", "T", "0",
	"J", "Q", "K", "A", "B", "R", "h", "l", "?", "x", "up", "down", "backspace"}

// Random keys, clicks and resizes, with trump declared and fixed: nothing
// panics and the screen always fills the terminal.
func TestKeyMash(t *testing.T) {
	for i, trump := range []string{"ask", "NT"} {
		r := rand.New(rand.NewPCG(uint64(i), 9))
		m := start(t, screentest.Sized(80, 24, false), setup(uint64(40+i), trump))
		screentest.Mash(t, r, m, 3000, mashKeys)
	}
}
