package shengji

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gs "teahouse/game/shengji"
	"teahouse/tui/screentest"
)

// tableText is the table of a drawn screen w wide: the lines between the
// header and your seat's line, left of the log.
func tableText(view string, w int) string {
	lines := strings.Split(view, "\n")
	var out []string
	for _, l := range lines[2:] {
		rs := []rune(l)
		l = string(rs[:min(len(rs), w-sideWidth(w))])
		if name := strings.TrimLeft(l, " ▸"); strings.HasPrefix(name, "You ") {
			break
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// playsOn reports whether a table shows a play: a card's suit or a
// play's marks (the dealer's line of the kitty it buried aside).
func playsOn(table string) bool {
	for _, l := range strings.Split(table, "\n") {
		if strings.Contains(l, "Kitty buried:") {
			continue
		}
		if strings.ContainsAny(l, "♠♥♦♣") || strings.Contains(l, "led") || strings.Contains(l, "winning") {
			return true
		}
	}
	return false
}

// pointsLine is the header's words for the attackers' points.
func pointsLine(att, points int) string {
	return fmt.Sprintf("Attackers %s: %d points", teamName(ctx{}, att), points)
}

// You play two deals against three computers. The first deal's last trick
// stays on the table with its result until enter; the second deal's
// declaring, burying and first lead show none of the first deal's plays;
// and the attackers' points in the header are the view's throughout
// (-short draws at 80x24 only).
func TestTheNextDealShowsNoneOfTheLast(t *testing.T) {
	screens := [][2]int{{80, 24}, {100, 30}}
	if testing.Short() {
		screens = screens[:1]
	}
	for _, sz := range screens {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			w := sz[0]
			s := screentest.Setup("shengji", seedDeclare, nil, person("ann"), greedy, greedy, greedy)
			s.Options["deals"] = "2"
			s.Options["trump"] = "ask"
			m := start(t, screentest.Sized(sz[0], sz[1], false), s)
			held, declaring, before := 0, 0, 0
			for steps := 0; !where(m).Over; steps++ {
				require.Less(t, steps, 400, "two deals end")
				view := m.View()
				if where(m).Holding {
					held++
					rs := gs.Game.View(truth(t, m), 0).Results
					r := rs[len(rs)-1]
					assert.True(t, playsOn(tableText(view, w)), "the last trick stays on the table with the result:\n%s", view)
					assert.Contains(t, view, pointsLine(r.Attackers, r.TrickPoints[r.Attackers]+r.Penalties))
					m = press(t, m, "enter")
					continue
				}
				require.True(t, where(m).MyTurn, "the screen waits for you:\n%s", view)
				v := gs.Game.View(truth(t, m), 0)
				if v.Phase != gs.PhaseDeal {
					assert.Contains(t, view, pointsLine(v.Attackers(), v.AttackerPoints()), "the view's points")
				}
				if v.Deal == 2 && (v.Phase != gs.PhasePlay || len(v.Finished) == 0 && v.Lead().Empty()) {
					assert.False(t, playsOn(tableText(view, w)), "deal 2 (%s) shows a play of deal 1:\n%s", v.Phase, view)
					before++
					if v.Phase == gs.PhaseDeal {
						declaring++
					}
				}
				m = press(t, m, moveKeys(t, m)...)
			}
			assert.Positive(t, held, "a deal's result is held")
			assert.Positive(t, declaring, "you may declare in deal 2")
			assert.Greater(t, before, declaring, "deal 2 is shown before its first lead out of declaring too")
		})
	}
}
