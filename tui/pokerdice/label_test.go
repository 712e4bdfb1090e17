package pokerdice

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

// labelOf is the label line above the dice of the seat named name.
func labelOf(t testing.TB, view, name string) string {
	t.Helper()
	for _, l := range strings.Split(view, "\n")[2:] { // below the header
		if i := strings.Index(l, name+"  "); i >= 0 && i < rowWidth+5 {
			return l[:min(len(l), rowWidth+5)]
		}
	}
	require.Fail(t, "no label of "+name, view)
	return ""
}

// category is the name of the category of h.
func category(h dice.Hand) string { return pd.Evaluate(h).Category.String() }

// While holds are chosen each label names the category of the hand its
// dice show, and both names follow the dice round after round.
func TestLabelsNameTheHands(t *testing.T) {
	m := start(t, testEnv(true), setup(42, nil))
	for round := 0; round < 3; round++ {
		require.True(t, where(m).MyTurn)
		v := gp.Game.View(truth(t, m), 0)
		assert.Contains(t, labelOf(t, m.View(), "You"), category(v.Me().Dice))
		assert.Contains(t, labelOf(t, m.View(), "AI (optimal)"), category(v.Opponent().Dice))
		m = press(t, m, "enter")
		require.True(t, where(m).Holding)
		r := truth(t, m).Last()
		assert.Contains(t, labelOf(t, m.View(), "You"), r.Ranks[0].String(), "the showdown names the whole rank")
		m = press(t, m, "enter")
		if where(m).Done {
			break
		}
	}
}

// In the skills variant the opponent's face-down dice name no hand, even
// with one of them turned face up; your own do.
func TestLabelsHideFaceDownHands(t *testing.T) {
	m := start(t, testEnv(true), setup(42, map[string]string{"skills": "on"}))
	v := gp.Game.View(truth(t, m), 0)
	assert.Contains(t, labelOf(t, m.View(), "You"), category(v.Me().Dice))
	m = press(t, m, "p", "1")
	require.Equal(t, dice.Mask(1), gp.Game.View(truth(t, m), 0).Opponent().Known)
	theirs := labelOf(t, m.View(), "AI (optimal)")
	for c := range pd.NumCategories {
		assert.NotContains(t, theirs, pd.Category(c).String())
	}
}

// A hand tumbling on screen names nothing: its faces are not yet known.
func TestLabelsWaitForTheDiceToLand(t *testing.T) {
	f := newFace(gp.Config{})
	f.view.Players[0].Dice = dice.Hand{6, 6, 6, 2, 2}
	h, ok := f.visibleHand(0)
	require.True(t, ok)
	assert.Equal(t, "Full house", category(h))
	f.anim, f.tumble[0] = animTumble, 0b00011
	_, ok = f.visibleHand(0)
	assert.False(t, ok)
	_, ok = f.visibleHand(game.Seat(1))
	assert.False(t, ok, "no dice yet")
}
