package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
)

// Every level doubles (加倍) a very strong hand and not a weak one, as a
// peasant and as the landlord; the landlord with a good hand doubles
// when the peasants did not, and not when both did.
func TestDoublesByStrength(t *testing.T) {
	const (
		strongPeasant  = "RB2222AAAKKQQJJ99" // the rocket, a bomb of 2s, three aces
		weakPeasant    = "33445566789TJQKK8"
		strongLandlord = "RB2222AAAAKKQQJJ9953"
		goodLandlord   = "RB22AKQJT98765544333" // the rocket, two 2s, a long chain
		weakLandlord   = "33445566789TJQKK8944"
	)
	tests := []struct {
		name     string
		hand     string
		landlord bool
		doubled  [gd.Seats]bool // before the viewer's turn
		want     gd.ActionKind
	}{
		{name: "a very strong peasant doubles", hand: strongPeasant, want: gd.KindDouble},
		{name: "a weak peasant does not", hand: weakPeasant, want: gd.KindPass},
		{name: "a very strong landlord doubles, even after both peasants", hand: strongLandlord, landlord: true,
			doubled: [gd.Seats]bool{false, true, true}, want: gd.KindDouble},
		{name: "a good landlord doubles when no peasant did", hand: goodLandlord, landlord: true, want: gd.KindDouble},
		{name: "a good landlord does not when both peasants did", hand: goodLandlord, landlord: true,
			doubled: [gd.Seats]bool{false, true, true}, want: gd.KindPass},
		{name: "a weak landlord does not", hand: weakLandlord, landlord: true, want: gd.KindPass},
	}
	for _, level := range Levels {
		for _, tt := range tests {
			t.Run(level+"/"+tt.name, func(t *testing.T) {
				viewer := game.Seat(1)
				if tt.landlord {
					viewer = 0
				}
				v := gd.View{Viewer: viewer, Turn: viewer, Phase: gd.PhaseDouble, Landlord: 0, Base: 1,
					Doubled: tt.doubled, Config: gd.Config{Doubling: true}, Table: dz.PassPlay, Leader: 0}
				v.Hands[viewer] = setOf(t, tt.hand)
				v.Sizes = [gd.Seats]int{20, 17, 17}
				p, err := New(level)
				require.NoError(t, err)
				a := p.Decide(v)
				require.NoError(t, v.Check(a))
				assert.Equal(t, tt.want, a.Kind)
				s, err := Hint(v)
				require.NoError(t, err)
				if level == "rule" {
					assert.Equal(t, a, s.Action, "the hint is the rule player's choice")
				}
				assert.NotEmpty(t, s.Why)
			})
		}
	}
}
