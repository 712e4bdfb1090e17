package blackjack

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/tui/screentest"
	"teahouse/tui/ui"
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
			s.Options["rounds"] = "10"
			s.Options["split-tens"] = "on"
			s.Options["resplit-aces"] = "on"
			s.Options["surrender"] = "late"
			s.Options["bankroll"] = "40"
			m := start(t, sized(c.w, c.h, c.ascii), s)
			screentest.RequireFitsToTheEnd(t, m, c.w, c.h, 600, func(m screenOf, step int) []string {
				switch v := view(t, m, where(m).Viewer); {
				case step%11 == 1:
					return []string{"?"}
				case step%11 == 2:
					return []string{"?", "c"}
				case step%7 == 3:
					return []string{"t"}
				case v.Phase == gb.PhaseBetting && broke(v):
					return []string{map[bool]string{false: "b", true: "x"}[step%3 == 0]}
				case v.Phase == gb.PhaseBetting:
					return []string{"+", "enter"}
				case v.Phase == gb.PhaseInsurance:
					return []string{"i", "n"}
				}
				return []string{"p", "d", "h"}
			})
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

// On a large screen the table stays compact and centred: the seats a few
// lines below the dealer's cards, as much room above the dealer as below
// the seats, and the seats where they were once the cards are dealt.
func TestSizeLargeTableStaysTogether(t *testing.T) {
	const w, h = 300, 100
	five := []game.Player{you, aiBasic, aiCounter, aiBasic, aiCounter}
	m := start(t, sized(w, h, false), setup(7, five...))
	rows := func() (dealer, seats, last int) {
		lines := strings.Split(screentest.Region(m.View(), ui.Rect{Y: 2, W: w - sideWidth(w), H: h - 6}), "\n")
		dealer, seats, last = -1, -1, -1
		for i, l := range lines {
			switch {
			case strings.Contains(l, "Dealer") && dealer < 0:
				dealer = i
			case strings.Contains(l, "You") && seats < 0:
				seats = i
			}
			if strings.TrimSpace(l) != "" {
				last = i
			}
		}
		require.True(t, dealer >= 0 && seats > dealer, "the dealer above the seats")
		return dealer, seats, len(lines) - 1 - last
	}
	dealer, seats, below := rows()
	before := screentest.Region(m.View(), ui.Rect{Y: 2 + seats, W: w - sideWidth(w), H: 1})
	assert.LessOrEqual(t, seats-dealer, 1+cardsH+maxMidGap, "the seats right below the dealer's cards")
	assert.InDelta(t, dealer, below, 2, "as much room above the table as below it")

	m = press(t, m, "enter")
	require.True(t, where(m).MyTurn)
	_, seatsDealt, _ := rows()
	assert.Equal(t, seats, seatsDealt, "dealing moves no seat down")
	after := screentest.Region(m.View(), ui.Rect{Y: 2 + seats, W: w - sideWidth(w), H: 1})
	for _, name := range []string{"You", "P2 AI (basic)", "P3 AI (counter)", "P4 AI (basic)", "P5 AI (counter)"} {
		assert.Equal(t, strings.Index(before, name), strings.Index(after, name), "%s stays in its column", name)
	}
}
