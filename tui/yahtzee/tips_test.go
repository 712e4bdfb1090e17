package yahtzee

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aiy "teahouse/ai/yahtzee"
	"teahouse/game"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// advisorText is the text of the advisor's box on an ASCII screen.
func advisorText(t *testing.T, m model) string {
	t.Helper()
	box := screentest.Region(m.View(), m.layout().log)
	return strings.Join(strings.Fields(strings.ReplaceAll(box, "|", " ")), " ")
}

// Before the turn's first roll the advisor gives the expected final score
// of the card: a fresh card's is the solitaire optimum.
func TestTipBeforeTheRoll(t *testing.T) {
	m := press(t, start(t, testEnv(true), setup(42)), "t")
	text := advisorText(t, m)
	assert.Contains(t, text, "Roll first.")
	assert.Contains(t, text, fmt.Sprintf("Expected final score: %.1f", m.strat.table.FreshValue()))
	assert.Contains(t, text, "254.6")
}

// After a roll the advisor lists the three best holds and every box the
// dice may go in, each with the expected final score the ai package gives,
// a worse box with what it costs.
func TestTipHoldsAndBoxes(t *testing.T) {
	m := press(t, start(t, testEnv(true), setup(42)), "r", "2", "5", "t")
	v := m.view()
	holds := aiy.Holds(m.strat.table, v.Card(), v.Dice, v.RollsLeft(), numHolds)
	boxes := aiy.Boxes(m.strat.table, v.Card(), v.Dice)
	require.Len(t, holds, 3)
	require.Equal(t, holds, m.tips.holds)
	require.Equal(t, boxes, m.tips.boxes)

	text := advisorText(t, m)
	assert.Contains(t, text, "Best holds, 2 rolls left")
	assert.Contains(t, text, "1. keep 6 6 - your hold 253.9", "dice 2 and 5 held: the best hold")
	assert.Contains(t, text, "2. keep 6 5 6 251.8")
	assert.Contains(t, text, "3. keep 3 6 6 251.7")
	assert.Contains(t, text, "Score now (final score)")
	assert.Contains(t, text, fmt.Sprintf("Chance 23 %.1f", boxes[0].EV))
	assert.Contains(t, text, "Threes 6 240.0 (-3.0)")

	m = press(t, m, "r", "r") // the third roll: only boxes are left
	text = advisorText(t, m)
	assert.NotContains(t, text, "Best holds")
	assert.Contains(t, text, "Score now")
	v = m.view()
	best := aiy.Boxes(m.strat.table, v.Card(), v.Dice)[0]
	assert.Contains(t, text, longNames[best.Box])
}

// The advisor speaks to the player whose turn it is; on a computer's turn
// the box shows the log again.
func TestTipOnlyOnYourTurn(t *testing.T) {
	m := press(t, start(t, testEnv(true), setup(42)), "t", "r", "enter")
	assert.True(t, m.ShowTip)
	assert.Contains(t, m.View(), "Expected final score", "your next turn")
	m = press(t, m, "r")
	assert.Equal(t, m.moves, m.tips.moves, "advice follows the position")
}

// Until the strategy table is in, the advisor says how far its computation
// has come, with a progress bar.
func TestTipWaitsForTheTable(t *testing.T) {
	scr, err := Game.New(testEnv(true), setup(42, you))
	require.NoError(t, err)
	m := scr.(model)
	m, _ = drive(t, m, m.clock.Kick()())
	m, _ = drive(t, m, loadMsg{instance: m.clock.Instance(), ev: loadEvent{done: 42, total: 100}})
	m = press(t, m, "r", "t")
	text := advisorText(t, m)
	assert.Contains(t, text, "Computing the strategy table... 42%")
	assert.Contains(t, text, "####")
	assert.Contains(t, m.header(), "42%")
	assert.False(t, m.tips.ok)

	m, _ = drive(t, m, run(startLoad(m.clock.Instance(), cacheDir))...)
	assert.True(t, m.strat.ready())
	assert.Contains(t, advisorText(t, m), "Best holds")
}

// Hot seat: each player gets their own advice, named.
func TestTipHotSeat(t *testing.T) {
	p1 := game.Player{Name: "Player 1", Kind: game.Human}
	p2 := game.Player{Name: "Player 2", Kind: game.Human}
	m := press(t, start(t, testEnv(true), screen.Setup{Players: []game.Player{p1, p2}, Seed: 3, Speed: game.Instant}), "t", "r")
	assert.Contains(t, advisorText(t, m), "Best holds for Player 1")
	m = press(t, m, "enter", "r")
	assert.Contains(t, advisorText(t, m), "Best holds for Player 2")
}
