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
	for _, sz := range screentest.Sizes {
		view := screentest.Flatten(drawFor(0, v, sz[0], sz[1]))
		assert.Contains(t, view, "throw K♥ Q♥ Q♥ fails")
		assert.Contains(t, view, "beats K♥ with A♥")
		assert.Contains(t, view, "led")
	}
}

// With --ascii every cell of the screen is ASCII: while burying, in the
// middle of a trick and at a deal's result.
func TestASCIIScreens(t *testing.T) {
	env := screentest.Env(true)
	env.Width, env.Height = 80, 24
	s := screentest.Setup("shengji", 11, nil, person("ann"), greedy, greedy, greedy)
	s.Options["deals"] = "1"
	s.Options["trump"] = "S"
	m := start(t, env, s)
	for steps := 0; !where(m).Holding; steps++ {
		require.Less(t, steps, 100, "the deal ends")
		requireASCII(t, m.View())
		m = press(t, m, moveKeys(t, m)...)
	}
	requireASCII(t, m.View())
}

// requireASCII fails when view holds a rune beyond ASCII.
func requireASCII(t *testing.T, view string) {
	t.Helper()
	for _, r := range view {
		require.Less(t, r, rune(128), "%q in\n%s", r, view)
	}
}
