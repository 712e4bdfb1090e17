package shengji

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gs "teahouse/game/shengji"
	sj "teahouse/rules/shengji"
)

// Expert seats, beside greedy and rule ones, play whole deals under every rule
// option with only legal actions, and each decision is the same on the
// view's hidden-information twins: the expert reads nothing its seat may
// not know.
func TestExpertPlaysLegallyAndSeesOnlyItsView(t *testing.T) {
	games := 12
	if testing.Short() {
		games = 2
	}
	configs := []gs.Config{{}, {Trump: "H", Levels: [2]string{"K", "5"}, Rules: sj.Rules{Penalty: sj.PenaltyTen}},
		{Trump: "NT", Rules: sj.Rules{NoTractors: true, Kitty: sj.KittyDouble}}, {Levels: [2]string{"A", "A"}}}
	players := [gs.Seats]Player{newExpert(), greedyPlayer{}, newExpert(), rulePlayer{}}
	r := rand.New(rand.NewPCG(3, 4))
	declaring := 0
	for seed := range uint64(games) {
		cfg := configs[seed%uint64(len(configs))]
		s, err := gs.Game.New(cfg, seed)
		require.NoError(t, err)
		for s.Phase() != gs.PhaseOver {
			seat := s.Turn()
			v := gs.Game.View(s, seat)
			a := players[seat].Decide(v)
			legal, _ := v.Legal()
			// every declaring choice the expert searches, a quarter of the rest
			searched := v.Phase == gs.PhaseDeal && len(legal) > 1
			if seat%2 == 0 && (searched || v.Phase != gs.PhaseDeal && r.IntN(4) == 0) {
				require.Equal(t, a, players[seat].Decide(twinView(r, s, v)), "seed %d: the same decision on a twin", seed)
				if searched {
					declaring++
				}
			}
			s, _, err = gs.Game.Reduce(s, seat, a)
			require.NoError(t, err, "seed %d: the expert plays %s legally", seed, a)
		}
	}
	assert.Positive(t, declaring, "declaring choices checked on twins")
}
