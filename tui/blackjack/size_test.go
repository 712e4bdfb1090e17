package blackjack

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
)

// Whole games fill the terminal exactly, never more: at the smallest size
// and larger ones, for one to five seats, with splits, the hint, the
// count, the help and the end.
func TestSizeEveryScreenFits(t *testing.T) {
	five := []game.Player{you, aiBasic, aiCounter, aiBasic, aiCounter}
	cases := []struct {
		w, h    int
		ascii   bool
		players []game.Player
	}{
		{80, 24, false, []game.Player{you}},
		{80, 24, true, []game.Player{you, aiCounter}},
		{80, 24, false, five},
		{100, 30, true, five},
		{100, 30, false, []game.Player{you, aiBasic, you}},
		{160, 50, false, five},
		{120, 24, false, []game.Player{you, aiCounter, aiBasic}},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%dx%d/ascii=%v/%dp", c.w, c.h, c.ascii, len(c.players)), func(t *testing.T) {
			s := setup(9, c.players...)
			s.Rounds = 12
			s.Variants = map[string]string{"split-tens": "on", "resplit-aces": "on", "surrender": "late"}
			m := start(t, sized(c.w, c.h, c.ascii), s)
			for step := 0; !m.done; step++ {
				require.Less(t, step, 600)
				requireSize(t, m.View(), c.w, c.h, fmt.Sprintf("step %d", step))
				switch v := m.view(); {
				case m.beat.kind == beatOver:
					m = press(t, m, "enter")
				case step%11 == 1:
					m = press(t, m, "?")
				case step%11 == 2:
					m = press(t, m, "?", "c")
				case step%7 == 3:
					m = press(t, m, "t")
				case m.canRebuy():
					m = press(t, m, "b")
				case v.Phase == gb.PhaseBetting:
					m = press(t, m, "+", "enter")
				case v.Phase == gb.PhaseInsurance:
					m = press(t, m, "i", "n")
				default:
					m = press(t, m, "p", "d", "h")
				}
			}
		})
	}
}

// A resize takes effect at once, and a screen below the minimum still
// draws without failing (the shell shows its notice instead).
func TestSizeResize(t *testing.T) {
	m := dealt(t, testEnv(false), seedSplit)
	m = press(t, m, "p")
	for _, s := range [][2]int{{80, 24}, {200, 60}, {0, 0}, {1, 1}, {20, 5}, {79, 23}} {
		m, _ = drive(t, m, windowSize(s[0], s[1]))
		v := m.View()
		if s[0] >= 80 && s[1] >= 24 {
			requireSize(t, v, s[0], s[1], fmt.Sprint(s))
		}
	}
}
