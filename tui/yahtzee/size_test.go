package yahtzee

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/tui/screen"
)

// Whole games fill the terminal exactly, never more: at the smallest size
// and larger ones, for one, two and six players, with the help, the
// advisor and the end.
func TestSizeEveryScreenFits(t *testing.T) {
	six := []game.Player{you, aiOptimal, aiGreedy, aiOptimal, aiGreedy, aiOptimal}
	cases := []struct {
		w, h    int
		ascii   bool
		players []game.Player
	}{
		{80, 24, false, []game.Player{you}},
		{80, 24, true, []game.Player{you, aiOptimal}},
		{80, 24, false, six},
		{100, 30, true, six},
		{100, 30, false, []game.Player{you, aiGreedy}},
		{160, 50, false, six},
		{120, 24, false, []game.Player{you, aiOptimal, aiGreedy}},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%dx%d/ascii=%v/%dp", c.w, c.h, c.ascii, len(c.players)), func(t *testing.T) {
			m := start(t, sized(c.w, c.h, c.ascii), setup(9, c.players...))
			for step := 0; !m.done; step++ {
				require.Less(t, step, 200)
				requireSize(t, m.View(), c.w, c.h, fmt.Sprintf("step %d", step))
				switch {
				case m.beat.kind == beatOver:
					m = press(t, m, "enter")
				case step%9 == 1:
					m = press(t, m, "?")
				case step%9 == 2:
					m = press(t, m, "?", "r")
				case step%4 == 3:
					m = press(t, m, "t", "r", "3", "4")
				default:
					m = press(t, m, "r", "3", "4", "r", "down", "enter")
				}
			}
		})
	}
}

// A resize takes effect at once, and a screen below the minimum still
// draws without failing (the shell shows its notice instead).
func TestSizeResize(t *testing.T) {
	m := start(t, testEnv(false), screen.Setup{Players: []game.Player{you, aiOptimal, aiGreedy}, Seed: 4, Speed: game.Instant})
	for _, s := range [][2]int{{80, 24}, {200, 60}, {0, 0}, {1, 1}, {20, 5}, {79, 23}} {
		m, _ = drive(t, m, windowSizeMsg(s[0], s[1]))
		v := m.View()
		if s[0] >= 80 && s[1] >= 24 {
			requireSize(t, v, s[0], s[1], fmt.Sprint(s))
		}
	}
}
