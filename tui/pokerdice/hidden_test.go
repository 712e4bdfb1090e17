package pokerdice

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aipd "teahouse/ai/pokerdice"
	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
)

// In the skills variant your screen draws the opponent's face-down dice as
// backs, whatever they really show, and the log does not name them.
func TestHiddenOpponentDiceAreBacks(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			m := start(t, testEnv(true), setup(seed, map[string]string{"skills": "on"}))
			real := gp.Game.View(m.tbl.State(), 1).Me().Dice // what the AI really rolled
			require.True(t, real.Valid())
			view := m.View()
			for d := range dice.HandSize {
				r, ok := zone(m, fmt.Sprintf("%s%d", zoneTheirs, d))
				require.True(t, ok)
				face := region(view, r)
				assert.Contains(t, face, "///////", "die %d is drawn as a back", d+1)
				assert.NotContains(t, face, "o", "die %d shows no pips", d+1)
			}
			assert.NotContains(t, view, "rolls "+handWords(real))
			assert.Contains(t, view, "rolls ? ? ? ? ?")
		})
	}
}

// A whole skills match played by pressing keys: whenever the screen is at
// rest, every opponent die the real view hides is drawn as a back.
func TestHiddenThroughAWholeMatch(t *testing.T) {
	m := start(t, testEnv(true), setup(7, map[string]string{"skills": "on"}))
	checked := 0
	for step := 0; !m.done; step++ {
		require.Less(t, step, 500)
		if m.beat.kind == beatIdle && len(m.queue) == 0 {
			truth := gp.Game.View(m.tbl.State(), 0).Opponent()
			view := m.View()
			for d := range dice.HandSize {
				if truth.Known.Has(d) {
					continue
				}
				r, ok := zone(m, fmt.Sprintf("%s%d", zoneTheirs, d))
				require.True(t, ok)
				assert.NotContains(t, region(view, r), "o", "step %d: hidden die %d drawn face up", step, d+1)
				checked++
			}
		}
		v := m.view()
		switch {
		case m.beat.kind == beatShowdown || m.beat.kind == beatOver:
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

// Redacted events only: the log of your screen never holds a face of the
// opponent's that your view does not show.
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
	p1 := game.Player{Name: "Player 1", Kind: game.Human}
	p2 := game.Player{Name: "Player 2", Kind: game.Human}
	m := start(t, testEnv(true), setup(42, map[string]string{"skills": "on"}, p1, p2))
	require.True(t, m.passing)
	assert.Contains(t, m.View(), "Pass the keyboard to Player 1")
	assert.NotContains(t, m.View(), "| o", "no dice while the keyboard passes")

	m = press(t, m, "enter")
	require.False(t, m.passing)
	assert.Equal(t, game.Seat(0), m.board.viewer)
	p2dice := gp.Game.View(m.tbl.State(), 1).Me().Dice
	assert.Equal(t, dice.Hand{}, m.board.dice[1], "P1 sees none of P2's faces")

	m = press(t, m, "1", "enter")
	require.True(t, m.passing)
	assert.Contains(t, m.View(), "Pass the keyboard to Player 2")
	m = press(t, m, "enter")
	assert.Equal(t, game.Seat(1), m.board.viewer)
	assert.Equal(t, p2dice, m.board.dice[1], "P2 sees their own dice")
	assert.Equal(t, dice.Hand{}, m.board.dice[0], "and none of P1's")
	assert.NotContains(t, m.View(), "Player 1 rolls 3", "the log is written for both")
}

// Hot seat: tips worked out for one player never reach the other, even when
// they arrive after the keyboard has passed.
func TestHiddenHotSeatTips(t *testing.T) {
	p1 := game.Player{Name: "Player 1", Kind: game.Human}
	p2 := game.Player{Name: "Player 2", Kind: game.Human}
	m := start(t, testEnv(true), setup(42, map[string]string{"skills": "on"}, p1, p2))
	m = press(t, m, "enter") // Player 1 looks
	s, cmd := m.Update(keys("t")[0])
	m = s.(model)
	late := run(cmd) // Player 1's tips, not yet delivered
	require.Len(t, late, 1)
	m = press(t, m, "t", "enter", "enter") // close, hold, pass to Player 2
	require.Equal(t, game.Seat(1), m.board.viewer)
	m = press(t, m, "t")
	for _, msg := range late {
		m, _ = drive(t, m, msg)
	}
	tips := aipd.Tips(gp.Game.View(m.tbl.State(), 1), numTips)
	assert.Equal(t, tips, m.tips, "Player 2 sees their own tips only")
}
