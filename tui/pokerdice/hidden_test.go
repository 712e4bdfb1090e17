package pokerdice

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	"teahouse/tui/screentest"
	"teahouse/tui/ui"
)

// topRow is the text of the opponent's row of dice on an ASCII screen:
// the five lines below its label, as far as the dice go.
func topRow(t testing.TB, view string) string {
	t.Helper()
	return screentest.Below(t, view, 2, "AI (optimal)  ", 5, rowWidth+5) // below the header; the table, not the log beside it
}

// In the skills variant your screen draws the opponent's face-down dice as
// backs, whatever they really show, and the log does not name them.
func TestHiddenOpponentDiceAreBacks(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			m := start(t, testEnv(true), setup(seed, map[string]string{"skills": "on"}))
			real := gp.Game.View(truth(t, m), 1).Me().Dice // what the AI really rolled
			require.True(t, real.Valid())
			view := m.View()
			row := topRow(t, view)
			assert.Equal(t, 5*3, strings.Count(row, "///////"), "five backs, three lines each")
			assert.NotContains(t, row, "o", "no pips")
			assert.NotContains(t, view, "rolls "+ui.DiceWords(real[:]))
			assert.Contains(t, view, "rolls ? ? ? ? ?")
		})
	}
}

// A whole skills match played by pressing keys: whenever you may act, the
// opponent's dice your view hides are drawn as backs.
func TestHiddenThroughAWholeMatch(t *testing.T) {
	m := start(t, testEnv(true), setup(7, map[string]string{"skills": "on"}))
	checked := 0
	for step := 0; !where(m).Done; step++ {
		require.Less(t, step, 500)
		p := where(m)
		v := gp.Game.View(truth(t, m), 0)
		if p.MyTurn {
			hidden := dice.HandSize - v.Opponent().Known.Count()
			assert.GreaterOrEqual(t, strings.Count(topRow(t, m.View()), "///////"), 3*hidden, "step %d", step)
			checked += hidden
		}
		switch {
		case p.Holding:
			m = press(t, m, "enter")
		case v.Phase == gp.PhaseRelock:
			m = press(t, m, "s")
		case v.Round%2 == 1 && v.SkillLeft(0, gp.SkillPeek):
			m = press(t, m, "p", "2")
		default:
			m = press(t, m, "1", "enter")
		}
	}
	assert.Positive(t, checked)
}

// The log of your screen never holds a face of the opponent's that your
// view does not show.
func TestHiddenLogIsRedacted(t *testing.T) {
	m := start(t, testEnv(true), setup(3, map[string]string{"skills": "on"}))
	m = press(t, m, "enter") // hold nothing: the AI holds, both reroll
	for _, line := range strings.Split(flatten(m.View()), "AI (optimal) ") {
		if strings.HasPrefix(line, "rolls") || strings.HasPrefix(line, "rerolls") {
			assert.Contains(t, line, "?", "an AI roll in the log shows hidden faces: %q", line)
		}
	}
}

// With two people at one keyboard in the skills variant, the screen is
// hidden between turns, and each sees only their own dice.
func TestHiddenHotSeat(t *testing.T) {
	m := start(t, testEnv(true), setup(42, map[string]string{"skills": "on"}, p1, p2))
	require.True(t, where(m).Passing)
	assert.Contains(t, m.View(), "Pass the keyboard to Player 1")
	assert.NotContains(t, m.View(), "| o", "no dice while the keyboard passes")

	m = press(t, m, "enter")
	require.False(t, where(m).Passing)
	assert.Equal(t, game.Seat(0), where(m).Viewer)
	s := truth(t, m)
	mine, theirs := gp.Game.View(s, 0).Me().Dice, gp.Game.View(s, 1).Me().Dice
	assert.Contains(t, m.View(), "Player 1 rolls ? ? ? ? ?", "the log is written for both to read")
	assert.Contains(t, m.View(), "Player 2 rolls ? ? ? ? ?")
	assert.Equal(t, 5*3, strings.Count(m.View(), "///////"), "P1 sees none of P2's faces")
	assert.NotEqual(t, mine, theirs)

	m = press(t, m, "1", "enter")
	require.True(t, where(m).Passing)
	assert.Contains(t, m.View(), "Pass the keyboard to Player 2")
	m = press(t, m, "enter")
	assert.Equal(t, game.Seat(1), where(m).Viewer)
	assert.NotContains(t, m.View(), ui.DiceWords(mine[:]), "the log is written for both: P2 never reads P1's roll")
}
