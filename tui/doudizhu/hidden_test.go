package doudizhu

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	"teahouse/rules/cards"
	dz "teahouse/rules/doudizhu"
	"teahouse/tui/screentest"
	"teahouse/tui/ui"
)

// checkHidden asserts that the screen shows the other seats' hands as
// backs and counts only: a back and the count where each hand is drawn (the
// line under its name), and their cards, as the screen writes a hand,
// nowhere.
func checkHidden(t *testing.T, m screenOf, ascii bool) {
	t.Helper()
	s := truth(t, m)
	view := ansi.Strip(m.View())
	th := screentest.Env(ascii).Theme
	handLine := strings.Split(view, "\n")[3]
	back := map[bool]string{false: "▒▒", true: "/\\"}[ascii]
	left, right := game.Seat(2), game.Seat(1)
	assert.Equal(t, 2, strings.Count(handLine, back), "two backs: %q", handLine)
	l := strings.Index(handLine, back+" "+cardCount(s.Hand(left).Len()))
	r := strings.LastIndex(handLine, back+" "+cardCount(s.Hand(right).Len()))
	assert.True(t, l >= 0 && r > l, "P3 on the left and P2 on the right with their counts: %q", handLine)
	for _, seat := range []game.Seat{left, right} {
		if hand := s.Hand(seat); hand.Len() >= 5 {
			assert.False(t, handDrawn(view, th, hand.Cards()), "%s's hand on the screen", seat)
		}
	}
}

// Whole sessions played by the hint from seat 0: until a deal ends, the
// screen never shows a card of the other hands where a hand is drawn.
func TestHiddenHandsStayHidden(t *testing.T) {
	for _, tc := range []struct {
		ascii bool
		seed  uint64
	}{{false, seed7}, {false, 11}, {true, 12}} {
		{
			ascii, seed := tc.ascii, tc.seed
			t.Run(fmt.Sprintf("ascii=%v/seed=%d", ascii, seed), func(t *testing.T) {
				m := start(t, screentest.Sized(100, 30, ascii), setup(seed, "bidding", "none"))
				checked := 0
				for steps := 0; !where(m).Holding && !where(m).Over; steps++ {
					require.Less(t, steps, 200)
					require.True(t, where(m).MyTurn)
					checkHidden(t, m, ascii)
					checked++
					m = press(t, m, "t", "c") // the hint and the tracker speak of the viewer's cards only
					checkHidden(t, m, ascii)
					m = press(t, m, "c", "esc")
					m = press(t, m, myKeys(t, m)...)
				}
				assert.Positive(t, checked)
				// The deal is over: every hand is shown.
				s := truth(t, m)
				last := gd.Game.View(s, game.Omniscient).Results
				require.NotEmpty(t, last)
				for seat, h := range last[len(last)-1].Hands {
					if seat > 0 && h.Len() > 0 {
						assert.True(t, handDrawn(ansi.Strip(m.View()), screentest.Env(ascii).Theme, h.Cards()), "P%d's hand shown at the end:\n%s", seat+1, m.View())
					}
				}
			})
		}
	}
}

// A replay shows every hand; v turns the other hands face down, to watch
// as a player would, and up again.
func TestReplayShowsHandsAndHidesThemOnRequest(t *testing.T) {
	m := press(t, start(t, screentest.Sized(100, 30, false), setup(seed7)), "3", "3", "3", "enter")
	_, data := screentest.SavedLog(t, m)
	r := screentest.OpenReplay[screenOf](t, Screens, screentest.Sized(100, 30, false), data, "x.jsonl")
	require.Equal(t, game.Omniscient, where(r).Viewer)
	r = press(t, r, "n", "n", "n")
	s := truth(t, m)
	th, p2 := screentest.Env(false).Theme, s.Hand(1).Cards()
	assert.True(t, handDrawn(ansi.Strip(r.View()), th, p2), "P2's hand face up in the replay")
	r = press(t, r, "v")
	assert.False(t, handDrawn(ansi.Strip(r.View()), th, p2), "v: face down")
	assert.Contains(t, r.View(), "▒▒ ")
	r = press(t, r, "v")
	assert.True(t, handDrawn(ansi.Strip(r.View()), th, p2), "v again: face up")
}

// handDrawn reports whether view (without colour) shows the hand cs as the
// table draws a hand face up, grouped by rank: every group a word of its
// ranks ("KKK"), written out or as small cards ("│K│K│K│").
func handDrawn(view string, th *ui.Theme, cs []cards.Card) bool {
	var words []string
	for _, line := range strings.Split(view, "\n") {
		line = strings.NewReplacer("│ │", " ", "| |", " ", "│", "", "|", "").Replace(line)
		words = append(words, strings.Fields(line)...)
	}
	for _, g := range ui.GroupsBy(cs, dz.RankOf) {
		if !slices.Contains(words, ansi.Strip(th.RankText(g))) {
			return false
		}
	}
	return len(cs) > 0
}
