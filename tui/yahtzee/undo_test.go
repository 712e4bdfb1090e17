package yahtzee

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	yz "teahouse/rules/yahtzee"
)

// u takes back your last score until the next roll: it is logged as an
// action, the box is open again with the cursor on it, and u is in the
// footer only while it can be pressed.
func TestUndoYourLastScore(t *testing.T) {
	m := start(t, testEnv(true), setup(42, you))
	m = press(t, m, "r")
	assert.NotContains(t, m.View(), "u take back", "nothing to take back yet")
	m = score(t, moveTo(t, m, yz.Chance), "enter")
	require.True(t, truth(t, m).Card(0).IsFilled(yz.Chance))
	assert.Contains(t, m.View(), "u take back Chance")
	m = press(t, m, "u")
	es := entries(t, m)
	require.Len(t, es, 3)
	assert.Equal(t, gy.Undo(), es[2].Action)
	assert.False(t, truth(t, m).Card(0).IsFilled(yz.Chance), "Chance is open again")
	assert.Equal(t, yz.Chance, focused(t, m))
	assert.Contains(t, flatten(m.View()), "You take 23 in Chance back.")
	assert.NotContains(t, m.View(), "u take back")

	m = score(t, m, "enter")
	m = press(t, m, "r")
	assert.NotContains(t, m.View(), "u take back", "the score stands once the dice are rolled")
	m = press(t, m, "u")
	assert.Contains(t, flatten(m.View()), "the last score stands")
	assert.Len(t, entries(t, m), 5, "nothing taken back")
}

// People taking turns: the one who just scored may take it back until the
// next player rolls, though the table has turned to that player.
func TestUndoAtAHotSeat(t *testing.T) {
	m := start(t, testEnv(true), setup(42, p1, p2))
	m = press(t, m, "r")
	m = score(t, m, "enter")
	scored := entries(t, m)[1].Action.Box
	require.Equal(t, game.Seat(1), view(t, m).Turn)
	assert.Contains(t, m.View(), "u take back "+longNames[scored]+" (Player 1)")
	m = press(t, m, "u")
	require.Len(t, entries(t, m), 3)
	assert.Equal(t, game.Entry[gy.Action]{Seat: 0, Action: gy.Undo()}, entries(t, m)[2])
	assert.Equal(t, game.Seat(0), view(t, m).Turn, "Player 1 chooses again")

	m = score(t, m, "enter")
	m = press(t, m, "r") // Player 2 rolls: Player 1's score stands
	m = press(t, m, "u")
	assert.Len(t, entries(t, m), 5)
	assert.NotContains(t, m.View(), "u take back")
}

// Against computers the take-back is offered in the moment before the
// next seat rolls; a computer never takes one back.
func TestUndoComputersNeverTakeBack(t *testing.T) {
	m, _ := playOn(t, start(t, testEnv(true), setup(3, you, aiOptimal, aiGreedy)))
	for _, e := range entries(t, m) {
		if e.Seat != 0 {
			assert.NotEqual(t, gy.KindUndo, e.Action.Kind)
		}
	}
}
