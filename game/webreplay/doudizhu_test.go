package webreplay

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
)

// A seat that doubled is marked, the stakes are written once a seat
// doubled, and a deal's result gives each peasant's stake.
func TestDoudizhuDoubling(t *testing.T) {
	names := []string{"You", "P2", "P3"}
	v := gd.View{Viewer: game.Spectator, Config: gd.Config{Deals: 1, Doubling: true}, Deal: 1, Phase: gd.PhasePlay,
		Landlord: 0, Base: 3, Doubled: [gd.Seats]bool{false, false, true}}
	sc := Doudizhu(v, v, nil, names)
	assert.Equal(t, []string{"landlord"}, sc.Seats[0].Tags)
	assert.Equal(t, []string{"peasant", "doubled ×2"}, sc.Seats[2].Tags)
	assert.Contains(t, sc.Lines, "stakes P2 3, P3 6")

	v.Open = [gd.Seats]bool{false, true, false}
	assert.Equal(t, []string{"peasant", "face up ×4"}, Doudizhu(v, v, nil, names).Seats[1].Tags)
	v.Open = [gd.Seats]bool{}

	v.Doubled = [gd.Seats]bool{}
	assert.NotContains(t, Doudizhu(v, v, nil, names).Lines, "stakes P2 3, P3 3", "no stakes line when nobody doubled")

	v.Phase, v.Results = gd.PhaseOver, []gd.DealResult{{Deal: 1, Landlord: 0, Winner: 1, Base: 3, Points: 3,
		Doubled: [gd.Seats]bool{true, false, true}, Stakes: [gd.Seats]int{18, 6, 12}}}
	assert.Contains(t, Doudizhu(v, v, nil, names).Lines, "Deal 1: P2 went out; stakes P2 6, P3 12")
}
