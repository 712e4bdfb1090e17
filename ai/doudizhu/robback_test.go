package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
)

// Every level robs back as it robs: with a strong hand, not with a weak
// one.
func TestRobsBackByStrength(t *testing.T) {
	for _, level := range Levels {
		for hand, want := range map[string]gd.ActionKind{
			"RB2222AAAKKQQJJ99": gd.KindRob,
			"33445566789TJQKK8": gd.KindPass,
		} {
			v := gd.View{Viewer: 0, Turn: 0, Phase: gd.PhaseRob, Caller: 0, Landlord: game.NoSeat, Base: 2, Robs: 1,
				Config: gd.Config{Bidding: gd.CallAndRob, RobBack: true}, Table: dz.PassPlay, Leader: game.NoSeat}
			v.Hands[0] = setOf(t, hand)
			v.Sizes = [gd.Seats]int{17, 17, 17}
			p, err := New(level)
			require.NoError(t, err)
			a := p.Decide(v)
			require.NoError(t, v.Check(a))
			assert.Equal(t, want, a.Kind, "%s with %s", level, hand)
		}
	}
}
