package blackjack

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
)

// Whole games fill the terminal exactly, never more: at the smallest size
// and larger ones, for one to five seats and people taking turns, with
// splits, the hint, the count, the help, a new bankroll and the result.
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
		{80, 24, true, []game.Player{p1, aiBasic, p2, aiCounter, aiBasic}},
		{100, 30, true, five},
		{100, 30, false, []game.Player{p1, aiBasic, p2}},
		{160, 50, false, five},
		{160, 50, true, []game.Player{you, aiCounter}},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%dx%d/ascii=%v/%dp", c.w, c.h, c.ascii, len(c.players)), func(t *testing.T) {
			s := setup(9, c.players...)
			s.Rounds = 10
			s.Variants = map[string]string{keySplitTens: "on", keyResplitAces: "on", keySurrender: "late", keyBankroll: "40"}
			m := start(t, sized(c.w, c.h, c.ascii), s)
			for step := 0; !where(m).Done; step++ {
				require.Less(t, step, 600)
				requireSize(t, m.View(), c.w, c.h, fmt.Sprintf("step %d", step))
				var k []string
				switch v := view(t, m, where(m).Viewer); {
				case where(m).Holding:
					k = []string{"enter"}
				case step%11 == 1:
					k = []string{"?"}
				case step%11 == 2:
					k = []string{"?", "c"}
				case step%7 == 3:
					k = []string{"t"}
				case v.Phase == gb.PhaseBetting && broke(v):
					k = []string{map[bool]string{false: "b", true: "x"}[step%3 == 0]}
				case v.Phase == gb.PhaseBetting:
					k = []string{"+", "enter"}
				case v.Phase == gb.PhaseInsurance:
					k = []string{"i", "n"}
				default:
					k = []string{"p", "d", "h"}
				}
				for _, key := range k {
					m = press(t, m, key)
					requireSize(t, m.View(), c.w, c.h, fmt.Sprintf("step %d after %s", step, key))
				}
			}
		})
	}
}

// A replay, a resize, and a screen below the minimum (the shell shows its
// notice instead) draw without failing; every size from the minimum up
// fits exactly.
func TestSizeReplayAndResize(t *testing.T) {
	m := press(t, dealt(t, testEnv(false), seedSplit), "p")
	for _, s := range [][2]int{{80, 24}, {200, 60}, {0, 0}, {1, 1}, {20, 5}, {79, 23}} {
		m, _ = drive(t, m, windowSize(s[0], s[1]))
		v := m.View()
		if s[0] >= 80 && s[1] >= 24 {
			requireSize(t, v, s[0], s[1], fmt.Sprint(s))
		}
	}
	_, _, _, data := savedGame(t)
	for _, size := range [][2]int{{80, 24}, {100, 30}, {160, 50}} {
		r := replayOf(t, data, "x.jsonl")
		r, _ = drive(t, r, windowSize(size[0], size[1]))
		for step := 0; !where(r).Holding; step++ {
			require.Less(t, step, 400)
			requireSize(t, r.View(), size[0], size[1], fmt.Sprintf("replay step %d", step))
			r = press(t, r, "right")
		}
		requireSize(t, r.View(), size[0], size[1], "replay end")
	}
}
