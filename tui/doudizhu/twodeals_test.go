package doudizhu

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	"teahouse/rules/cards"
	"teahouse/tui/screentest"
	"teahouse/tui/table"
	"teahouse/tui/ui"
)

// playWords are the words a play is labelled with on the table, long or
// short ("pair of 3s", "chain 3-7", "plane 3-4 +1s"): none is drawn
// while nobody has played in the deal.
var playWords = regexp.MustCompile(`\b(solo|pair|trio|four|bomb|airplane|plane|chain|rocket)\b`)

// seed6's first deal ends on a trick of solos, yours a 6 of clubs, which
// the table once kept through the second deal's bidding.
const seed6 = 6

// Two deals with you in a seat, at every moment the screen waits for you:
// until the second deal's first play, the table shows none of the first
// deal's plays (what was said in the bidding only); and in the play,
// every play on the table is drawn with its very cards, suits and all,
// and nothing else is (checked where the plays are whole cards).
func TestTwoDealsDrawOnlyTheirOwnPlays(t *testing.T) {
	for _, sz := range []struct {
		w, h int
		tall bool // plays are drawn as whole cards
	}{{120, 40, true}, {80, 24, false}} {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			w, tall := sz.w, sz.tall
			s := setup(seed6)
			s.Options["deals"] = "2"
			m := start(t, screentest.Sized(sz.w, sz.h, true), s)
			bid2, follows := 0, 0
			for steps := 0; !where(m).Over; steps++ {
				require.Less(t, steps, 400, "the session ends")
				truthView := gd.Game.View(truth(t, m), game.Omniscient)
				view := m.View()
				top := tableTop(t, view, w)
				switch {
				case where(m).Holding:
					m = press(t, m, "enter")
					continue
				case truthView.Deal == 2 && (truthView.Phase == gd.PhaseBid || truthView.Played == 0):
					bid2++
					assert.Contains(t, view, "Deal 2 of 2")
					assert.Empty(t, playWords.FindAllString(top, -1), "the second deal shows no play before its first:\n%s", view)
					assert.NotContains(t, top, "+--", "no card on the table before the first play:\n%s", view)
				case truthView.Phase == gd.PhasePlay && anyActed(truthView.Acted) && tall:
					follows++
					for seat := range gd.Seats {
						p := truthView.Last[seat]
						if !truthView.Acted[seat] || p.IsPass() {
							continue
						}
						var ok bool
						top, ok = eraseFan(top, playOrder(p, truthView.LastCards[seat]))
						require.True(t, ok, "P%d's %s is drawn with its very cards %v:\n%s", seat+1, p.Describe(), truthView.LastCards[seat].Cards(), view)
					}
					assert.NotContains(t, top, "+--", "no other card is on the table:\n%s", view)
				}
				require.True(t, where(m).MyTurn, "the screen waits for you:\n%s", view)
				m = press(t, m, myKeys(t, m)...)
			}
			assert.Positive(t, bid2, "you bid in the second deal")
			if tall {
				assert.Positive(t, follows, "you followed plays")
			}
		})
	}
}

// anyActed reports whether a seat has acted in the trick.
func anyActed(a [gd.Seats]bool) bool { return a[0] || a[1] || a[2] }

// tableTop is the table of an ASCII screen w wide above your name: the
// other seats, the bottom cards and the plays, without the log beside it.
func tableTop(t *testing.T, view string, w int) string {
	t.Helper()
	lines := strings.Split(view, "\n")
	tblW := w - sideWidth(w) - table.SideGap
	var out []string
	for _, l := range lines[2:] {
		l = l[:min(len(l), tblW)]
		if strings.Contains(l, "You ") {
			return strings.Join(out, "\n")
		}
		out = append(out, l)
	}
	require.Fail(t, "no seat named You on the table", view)
	return ""
}

// eraseFan blanks cs drawn as a fan of whole cards in text, as a play
// area draws them (each covered card 2, 3 or 4 columns wide), and reports
// whether it was there.
func eraseFan(text string, cs []cards.Card) (string, bool) {
	th := screentest.Sized(200, 50, true).Theme
	lines := strings.Split(text, "\n")
	for _, strip := range []int{ui.FanTightStrip, ui.FanMinStrip, ui.FanMaxStrip} {
		fan := strings.Split(th.CardFan(cs, nil, ui.CardWidth+(len(cs)-1)*strip, "").Text, "\n")
		for y := 0; y+len(fan) <= len(lines); y++ {
			for x := strings.Index(lines[y], fan[0]); x >= 0; x = nextIndex(lines[y], fan[0], x) {
				if !fanAt(lines, fan, x, y) {
					continue
				}
				for i, f := range fan {
					l := lines[y+i]
					lines[y+i] = l[:x] + strings.Repeat(" ", len(f)) + l[x+len(f):]
				}
				return strings.Join(lines, "\n"), true
			}
		}
	}
	return text, false
}

// nextIndex is where s holds sub after position x, or -1.
func nextIndex(s, sub string, x int) int {
	i := strings.Index(s[x+1:], sub)
	if i < 0 {
		return -1
	}
	return x + 1 + i
}

// fanAt reports whether the lines of fan are drawn in lines from column x
// of line y down.
func fanAt(lines, fan []string, x, y int) bool {
	for i, f := range fan {
		l := lines[y+i]
		if len(l) < x+len(f) || l[x:x+len(f)] != f {
			return false
		}
	}
	return true
}
