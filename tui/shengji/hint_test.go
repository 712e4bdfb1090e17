package shengji

import (
	"fmt"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aisj "teahouse/ai/shengji"
	gs "teahouse/game/shengji"
	"teahouse/tui/screentest"
)

// t selects the expert's choice for your seat and says why; enter then
// makes it: the burial, then the lead.
func TestHintSelectsTheExpertsChoice(t *testing.T) {
	s := screentest.Setup("shengji", seedFixed, nil, person("ann"), greedy, greedy, greedy)
	s.Options["deals"] = "1"
	s.Options["trump"] = "H"
	m := start(t, screentest.Sized(80, 24, false), s)
	for _, phase := range []gs.Phase{gs.PhaseBury, gs.PhasePlay} {
		require.True(t, where(m).MyTurn)
		v := gs.Game.View(truth(t, m), 0)
		require.Equal(t, phase, v.Phase)
		want, why := aisj.Hint(v)
		m = press(t, m, "t")
		assert.Contains(t, screentest.Flatten(m.View()), why, "the reason is on screen")
		m = press(t, m, "enter")
		after := gs.Game.View(truth(t, m), 0)
		if phase == gs.PhaseBury {
			assert.Equal(t, want.Cards, after.Kitty, "enter buries the cards the hint selected")
		} else {
			assert.Equal(t, v.Mine().Minus(want.Cards), after.Mine(), "enter plays the cards the hint selected")
		}
	}
}

// The hint while burying, with the eight cards selected and the reason
// in the status line.
func TestGoldenHint(t *testing.T) {
	for _, sz := range screentest.Sizes {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			m := ready(t, start(t, screentest.Sized(sz[0], sz[1], false), setup(seedFixed, "H")))
			m = press(t, m, "t")
			view := m.View()
			screentest.RequireSize(t, view, sz[0], sz[1], "hint")
			assert.Contains(t, screentest.Flatten(view), "(enter buries)")
			golden.RequireEqual(t, []byte(view))
		})
	}
}
