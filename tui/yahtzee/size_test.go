package yahtzee

import (
	"fmt"
	"testing"

	"teahouse/game"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// Whole games fill the terminal exactly, never more: at the smallest size
// and larger ones, for one, two, three and six players, with the help, the
// advisor and the end.
func TestSizeEveryScreenFits(t *testing.T) {
	six := []game.Player{you, aiOptimal, aiGreedy, aiOptimal, aiGreedy, aiOptimal}
	tables := []struct {
		env     screen.Env
		players []game.Player
	}{
		{sized(80, 24, false), []game.Player{you}},
		{sized(80, 24, true), []game.Player{you, aiOptimal}},
		{sized(80, 24, false), six},
		{sized(100, 30, true), six},
		{sized(100, 30, false), []game.Player{you, aiGreedy}},
		{sized(160, 50, false), six},
		{sized(160, 50, true), []game.Player{you, aiOptimal, aiGreedy}},
		{sized(120, 24, false), []game.Player{you, aiOptimal, aiGreedy}},
	}
	for _, tt := range tables {
		w, h := tt.env.Width, tt.env.Height
		t.Run(fmt.Sprintf("%dx%d/ascii=%v/%dp", w, h, tt.env.Theme.ASCII, len(tt.players)), func(t *testing.T) {
			m := start(t, tt.env, setup(9, tt.players...))
			screentest.RequireFitsToTheEnd(t, m, w, h, 200, func(m screenOf, step int) []string {
				switch {
				case step%9 == 1:
					return []string{"?"}
				case step%9 == 2:
					return []string{"?", "r"}
				case step%4 == 3:
					return []string{"t", "r", "3", "4"}
				}
				return []string{"r", "3", "4", "r", "down", "enter", "y"}
			})
		})
	}
}

// Replays, hot seats and computers alone fit too, at every size, and a
// resize takes effect at once.
func TestSizeOtherScreens(t *testing.T) {
	six := []game.Player{aiOptimal, aiGreedy, aiOptimal, aiGreedy, aiOptimal, aiGreedy}
	m := start(t, testEnv(false), setup(4, six...))
	_, data := screentest.SavedLog(t, m)
	for _, size := range [][2]int{{80, 24}, {100, 30}, {160, 50}} {
		w, h := size[0], size[1]
		m, _ = drive(t, m, screentest.WindowSize(w, h))
		screentest.RequireSize(t, m.View(), w, h, "computers alone, at the end")

		r := screentest.OpenReplay[screenOf](t, Screens, sized(w, h, true), data, "six.jsonl")
		for step := 0; step < 20; step++ {
			screentest.RequireSize(t, r.View(), w, h, fmt.Sprintf("replay step %d", step))
			r = press(t, r, "right", "t")
		}
		r = press(t, r, "G")
		screentest.RequireSize(t, r.View(), w, h, "replay at the end")

		hot := press(t, start(t, sized(w, h, false), setup(3, p1, p2, you)), "r", "enter", "t", "r")
		screentest.RequireSize(t, hot.View(), w, h, "hot seat")
	}
}

// Below the minimum size the shell shows its notice; the screen must still
// draw something without failing.
func TestSizeTooSmallDoesNotPanic(t *testing.T) {
	m := start(t, testEnv(false), setup(4, you, aiOptimal, aiGreedy))
	for _, s := range [][2]int{{0, 0}, {1, 1}, {20, 5}, {79, 23}} {
		small, _ := drive(t, m, screentest.WindowSize(s[0], s[1]))
		_ = small.View()
	}
}
