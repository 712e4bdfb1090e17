package pokerdice

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
)

// The tip panel's title says what the figures assume, as the seat to move
// sees the table.
func TestTipsSayWhatTheyAssume(t *testing.T) {
	view := func(viewer game.Seat, phase gp.Phase, known dice.Mask, decided bool) gp.View {
		v := gp.View{Viewer: viewer, Phase: phase}
		v.Players[1-max(viewer, 0)] = gp.PlayerView{Known: known, Decided: decided}
		return v
	}
	tests := []struct {
		name string
		v    gp.View
		want string
	}{
		{"face-down dice", view(0, gp.PhaseHold, 0, false), "Odds counting their face-down dice as unknown:"},
		{"one die peeked", view(1, gp.PhaseHold, 0b00100, true), "Odds counting their face-down dice as unknown:"},
		{"face-down after the reroll", view(0, gp.PhaseRelock, 0b00001, true), "Odds counting their face-down dice as unknown:"},
		{"holding first", view(0, gp.PhaseHold, dice.FullMask, false), "Exact odds if they reply with their best holds:"},
		{"holding second", view(1, gp.PhaseHold, dice.FullMask, true), "Exact odds against their holds:"},
		{"after the reroll", view(0, gp.PhaseRelock, dice.FullMask, true), "Exact odds against their dice:"},
		{"an audience", view(game.Omniscient, gp.PhaseHold, dice.FullMask, false), "Tips"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, assumption(tt.v), tt.name)
	}
}

// On screen: holding first in the open game, then holding second.
func TestTipsTitleOnScreen(t *testing.T) {
	m := start(t, testEnv(true), setup(42, nil))
	m = press(t, m, "t")
	assert.Contains(t, m.View(), "Exact odds if they reply with their best holds:")
	m = press(t, m, "enter", "enter") // round 1 played; in round 2 the AI holds first
	assert.Contains(t, m.View(), "Exact odds against their holds:")
}
