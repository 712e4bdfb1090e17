package yahtzee

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aiyz "teahouse/ai/yahtzee"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// advised is the box the advisor scores the dice of v in.
func advised(t testing.TB, v gy.View) yz.Box {
	t.Helper()
	boxes := aiyz.Boxes(cachedTable(cacheDir), v.Card(), v.Dice)
	require.NotEmpty(t, boxes)
	return boxes[0].Box
}

// After every roll the cursor starts on the advisor's box, not on Aces.
func TestCursorStartsOnTheBestBox(t *testing.T) {
	m := start(t, testEnv(true), setup(42, you))
	for roll := range gy.RollsPerTurn {
		m = press(t, m, "r")
		assert.Equal(t, advised(t, view(t, m)), focused(t, m), "after roll %d", roll+1)
	}
}

// Without the strategy table the cursor starts on the open box the dice
// score most in.
func TestCursorWithoutTheTableTakesTheMostPoints(t *testing.T) {
	var v gy.View
	v.Dice, v.RollsUsed = dice.Hand{2, 2, 3, 3, 3}, 1
	assert.Equal(t, yz.FullHouse, face{}.bestBox(v), "25 beats 13 in 3 of a kind and Chance")
	v.Cards[0].Filled = 1<<yz.FullHouse | 1<<yz.ThreeOfAKind
	assert.Equal(t, yz.Chance, face{}.bestBox(v), "Chance comes before Threes at 13 against 9")
}

// A click on a row, even in another player's column, only moves the
// cursor; a second click on it scores it.
func TestCursorAClickSelectsASecondScores(t *testing.T) {
	m := start(t, testEnv(true), setup(42))
	m = press(t, m, "r")
	row := rowRect(t, m, yz.Chance)
	other, ok := screentest.FindText(strings.Join(strings.Split(ansi.Strip(m.View()), "\n")[:row.Y], "\n")+"\n", "AI (optimal)  ")
	require.True(t, ok)
	click := screentest.Click(row)
	click.X = other.X + 2 // in the AI's column of Chance's row
	m, _ = drive(t, m, click)
	assert.Len(t, entries(t, m), 1, "nothing scored")
	assert.Equal(t, yz.Chance, focused(t, m))
	m, _ = drive(t, m, click)
	require.Greater(t, len(entries(t, m)), 1)
	assert.Equal(t, gy.ScoreBox(yz.Chance), entries(t, m)[1].Action)
}

// The cursor, placed by the program, is not a click of the player's: the
// first click on its row selects it all the same.
func TestCursorFirstClickOnTheCursorsRowSelects(t *testing.T) {
	m := start(t, testEnv(true), setup(42, you))
	m = press(t, m, "r")
	m = clickRow(t, m, focused(t, m))
	assert.Len(t, entries(t, m), 1, "nothing scored")
}

// zeroBox moves the cursor to an open box the dice score 0 in.
func zeroBox(t testing.TB, m screenOf) (screenOf, yz.Box) {
	t.Helper()
	v := view(t, m)
	for b := range yz.Box(yz.NumBoxes) {
		if p, bonus, err := v.Card().Points(v.Dice, b); err == nil && p+bonus == 0 {
			return moveTo(t, m, b), b
		}
	}
	require.Fail(t, "no box scores 0", "%v", v.Dice)
	return m, 0
}

// Scoring 0 asks once: esc takes the question back and does nothing else
// (nor leaves the game); any other key only takes it back; a second enter,
// or y, scores the 0.
func TestCursorZeroAsksFirst(t *testing.T) {
	for _, confirm := range []string{"enter", "y"} {
		t.Run(confirm, func(t *testing.T) {
			m := start(t, testEnv(true), setup(42, you))
			m = press(t, m, "r")
			m, b := zeroBox(t, m)
			m = press(t, m, "enter")
			assert.Contains(t, flatten(m.View()), "Score 0 in "+longNames[b]+"?")
			assert.Contains(t, m.View(), "esc don't", "the footer says how to answer")
			m, out := drive(t, m, keys("esc")...)
			assert.Empty(t, out, "esc only takes the question back")
			assert.NotContains(t, flatten(m.View()), "Score 0 in")
			m = press(t, m, "enter", "r") // r takes the question back, and does not roll
			require.Len(t, entries(t, m), 1, "nothing played")
			m = press(t, m, "enter", confirm)
			require.Len(t, entries(t, m), 2)
			assert.Equal(t, gy.ScoreBox(b), entries(t, m)[1].Action)
		})
	}
}

// Enter after the third roll scores the advisor's box, never Aces at 0
// unasked; whatever the dice, a box that scores 0 asks first.
func TestCursorEnterAfterTheThirdRoll(t *testing.T) {
	for seed := range uint64(20) {
		m := start(t, testEnv(true), setup(seed, you))
		m = press(t, m, "r", "r", "r")
		v := view(t, m)
		want := advised(t, v)
		m = press(t, m, "enter")
		if p, bonus, _ := v.Card().Points(v.Dice, want); p+bonus == 0 {
			require.Len(t, entries(t, m), 3, "seed %d: a 0 asks first", seed)
			m = press(t, m, "enter")
		}
		require.Len(t, entries(t, m), 4, "seed %d", seed)
		assert.Equal(t, gy.ScoreBox(want), entries(t, m)[3].Action, "seed %d", seed)
	}
}

// No key that closes something also acts: esc on the help, the advisor
// or the question of a 0 closes it and nothing is played or left.
func TestCursorClosingKeysDoNothingElse(t *testing.T) {
	m := start(t, testEnv(true), setup(42, you))
	m = press(t, m, "r", "r", "r")
	m, _ = zeroBox(t, m)
	m = press(t, m, "enter", "t", "?")
	for _, open := range []string{"How to play", "| Advisor ", "Score 0 in"} {
		require.Contains(t, m.View(), open)
		var out []tea.Msg
		m, out = drive(t, m, keys("esc")...)
		assert.Empty(t, out, "esc closing %q", open)
		assert.NotContains(t, m.View(), open)
		require.Len(t, entries(t, m), 3, "nothing played")
	}
	_, out := drive(t, m, keys("esc")...)
	require.Len(t, out, 1)
	assert.IsType(t, screen.Leave{}, out[0], "esc with nothing open leaves")
}
