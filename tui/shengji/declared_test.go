package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gs "teahouse/game/shengji"
	"teahouse/tui/screentest"
)

// After you have declared, the deal stops on your turn only when you may
// declare again (reinforce or overturn), never to ask for a pass.
func TestDeclaredDealRunsOn(t *testing.T) {
	declared := 0
	for seed := uint64(1); seed <= 12; seed++ {
		s := screentest.Setup("shengji", seed, nil, person("ann"), greedy, greedy, greedy)
		s.Options["deals"] = "1"
		s.Options["trump"] = "ask"
		m := start(t, screentest.Sized(80, 24, false), s)
		stops := 0
		for step := 0; step < 60; step++ {
			require.True(t, where(m).MyTurn, "seed %d", seed)
			v := gs.Game.View(truth(t, m), 0)
			if v.Phase != gs.PhaseDeal {
				break
			}
			if !canDeclare(v) {
				stops++
			}
			if v.Declarer == 0 {
				m = press(t, m, "p")
				continue
			}
			m = press(t, m, "1")
			if gs.Game.View(truth(t, m), 0).Declarer == 0 {
				declared++
			}
		}
		assert.Zero(t, stops, "seed %d: the deal stopped on your turn with nothing to declare", seed)
	}
	assert.Positive(t, declared, "some seed lets you declare")
}
