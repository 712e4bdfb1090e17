package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	"teahouse/tui/screentest"
)

// mustSet reads cards such as "AS KS", a card given again being the
// second deck's copy.
func mustSet(t *testing.T, s string) gs.Set {
	t.Helper()
	cs, err := cards.ParseList(s)
	require.NoError(t, err)
	for i := range cs {
		for _, c := range cs[:i] {
			if c == cs[i] {
				cs[i].Deck++
			}
		}
	}
	set, err := gs.SetOf(cs...)
	require.NoError(t, err)
	return set
}

// A failed throw is written under the trick with the unit that beat it
// and what the thrower plays instead; the thrower's play is on the table.
func TestFailedThrowIsShown(t *testing.T) {
	s, err := gs.Game.New(gs.Config{Deals: 1, Trump: "S"}, 5)
	require.NoError(t, err)
	v := gs.Game.View(s, 0)
	v.Phase, v.Turn, v.Leader = gs.PhasePlay, 2, 1
	v.Trick[1] = mustSet(t, "KH")
	v.Failure = gs.Failure{Seat: 1, Tried: mustSet(t, "KH QH QH"), Beaten: mustSet(t, "KH"), Hand: 3, By: mustSet(t, "AH")}
	for _, sz := range sizes {
		view := screentest.Flatten(drawFor(0, v, sz[0], sz[1]))
		assert.Contains(t, view, "throw K♥ Q♥ Q♥ fails")
		assert.Contains(t, view, "beats K♥ with A♥")
		assert.Contains(t, view, "led")
	}
}
