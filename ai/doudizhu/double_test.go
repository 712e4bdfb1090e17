package doudizhu

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	"teahouse/game/host"
	dz "teahouse/rules/doudizhu"
)

// The levels that double by a rating (simple and rule; the expert
// doubles by its evaluation, see stake_test.go) double (加倍) a very strong
// hand and not a weak one, as a peasant and as the landlord; the landlord
// with a good hand doubles when the peasants did not, and not when both
// did.
func TestDoublesByStrength(t *testing.T) {
	const (
		strongPeasant  = "RB2222AAAKKQQJJ99" // the rocket, a bomb of 2s, three aces
		weakPeasant    = "33445566789TJQKK8"
		strongLandlord = "RB2222AAAAKKQQJJ9953"
		goodLandlord   = "RB22AKJ986544333TT77" // the rocket, two 2s, an ace
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
	for _, level := range []string{"simple", "rule"} {
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
				require.NoError(t, v.Check(s.Action), "the hint is legal")
				assert.NotEmpty(t, s.Why)
			})
		}
	}
}

// The rule is sound where it can be measured: over whole sessions of
// rule players with doubling, a landlord that doubled won clearly more
// than half its deals, and more often than one that did not.
func TestDoublingIsSound(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 1,500 sessions")
	}
	seats := make([]host.Sitter[gd.View, gd.Action], gd.Seats)
	for i := range seats {
		seats[i] = host.Sitter[gd.View, gd.Action]{Player: game.Player{Kind: game.AI, Level: "rule"},
			Controller: host.Func[gd.View, gd.Action](rulePlayer{}.Decide)}
	}
	var won, deals [2]int // by whether the landlord doubled
	for seed := range uint64(1500) {
		g, err := host.Play(context.Background(), gd.Game, gd.Config{Deals: 3, Doubling: true}, seed, seats, host.PlayOptions{})
		require.NoError(t, err)
		for _, r := range gd.Game.View(g.State, game.Spectator).Results {
			d := 0
			if r.Doubled[r.Landlord] {
				d = 1
			}
			deals[d]++
			if r.LandlordWon() {
				won[d]++
			}
		}
	}
	rate := func(d int) float64 { return float64(won[d]) / float64(deals[d]) }
	t.Logf("landlords that doubled won %d of %d (%.2f), the others %d of %d (%.2f)", won[1], deals[1], rate(1), won[0], deals[0], rate(0))
	assert.Greater(t, rate(1), 0.6)
	assert.Greater(t, rate(1), rate(0)+0.1)
}

// No level shows its hand: before the deal it has not seen it, and
// showing only helps the other side; after the bottom, the same.
func TestNeverShows(t *testing.T) {
	for _, level := range Levels {
		p, err := New(level)
		require.NoError(t, err)
		for _, phase := range []gd.Phase{gd.PhaseOpen, gd.PhaseShow} {
			v := gd.View{Viewer: 0, Turn: 0, Phase: phase, Landlord: game.NoSeat, Config: gd.Config{ShowCards: gd.ShowBeforeDeal},
				Table: dz.PassPlay, Leader: game.NoSeat}
			if phase == gd.PhaseShow {
				v.Landlord, v.Hands[0], v.Sizes = 0, setOf(t, "RB2222AAAAKKQQJJ9953"), [gd.Seats]int{20, 17, 17}
			}
			a := p.Decide(v)
			require.NoError(t, v.Check(a))
			assert.Equal(t, gd.Keep(), a, "%s in %s", level, phase)
		}
	}
}
