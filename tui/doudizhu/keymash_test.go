package doudizhu

import (
	"math/rand/v2"
	"testing"

	"teahouse/tui/screentest"
)

// mashKeys are the keys a player might press at any moment.
var mashKeys = []string{"left", "right", "space", "enter", "esc", "p", "t", "c", "s", "1", "2", "3", "4", "9", "T", "0",
	"J", "Q", "K", "A", "B", "R", "h", "l", "?", "x", "up", "down", "backspace"}

// Random keys, clicks and resizes over whole sessions, every way of
// bidding: nothing panics and the screen always fills the terminal.
func TestKeyMash(t *testing.T) {
	for i, variants := range [][]string{{}, {"bidding", "rob", "show-cards", "on"}, {"bidding", "none", "rules", "simple"},
		{"show-cards", "before-deal", "doubling", "on", "bidding", "rob", "rob-back", "on"}} {
		r := rand.New(rand.NewPCG(uint64(i), 9))
		s := setup(uint64(40+i), variants...)
		s.Options["deals"] = "3"
		screentest.Mash(t, r, start(t, screentest.Sized(80, 24, i == 2), s), 3000, mashKeys)
	}
}
