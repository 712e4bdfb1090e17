package doudizhu

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
)

// At a table of rule players the real hands break none of the clues the
// bidding, robbing and doubling give: every clue is read right, for every
// way of bidding.
func TestBidCluesFitTheRealHands(t *testing.T) {
	rule := [gd.Seats]Player{rulePlayer{}, rulePlayer{}, rulePlayer{}}
	seen := map[gd.Phase]int{}
	for _, cfg := range []gd.Config{
		{Deals: 3, Doubling: true},
		{Deals: 3, Bidding: gd.CallAndRob, Doubling: true, ShowCards: gd.ShowAfterBottom},
		{Deals: 3, Bidding: gd.CallAndRob, RobBack: true, Doubling: true},
	} {
		for seed := range uint64(30) {
			s, err := gd.Game.New(cfg, seed)
			require.NoError(t, err)
			for s.Phase() != gd.PhaseOver {
				v := gd.Game.View(s, s.Turn())
				if s.Phase() != gd.PhasePlay && s.Phase() != gd.PhaseOpen {
					all := gd.Game.View(s, game.Omniscient)
					clues := bidClues(v)
					seen[v.Phase] += len(clues)
					assert.Zero(t, missedBids(clues, all.Hands, all.Bottom, cfg.Rules), "seed %d %s %s", seed, v.Phase, v.Turn)
				}
				s, _, err = gd.Game.Reduce(s, s.Turn(), rule[s.Turn()].Decide(v))
				require.NoError(t, err)
			}
		}
	}
	for _, p := range []gd.Phase{gd.PhaseBid, gd.PhaseRob, gd.PhaseDouble, gd.PhaseShow} {
		assert.Positive(t, seen[p], "clues read in the %s phase", p)
	}
}

// After a seat bid 3 its sampled hands are strong, as the rule player
// would have bid 3 on them, but for a few.
func TestSamplesFitTheBids(t *testing.T) {
	v := gd.View{Viewer: 1, Turn: 1, Phase: gd.PhaseDouble, First: 0, Landlord: 0, Bidder: 0, Caller: game.NoSeat, Base: 3,
		Bids: [3]int{3, 0, 0}, Config: gd.Config{Doubling: true}, Sizes: [3]int{20, 17, 17}}
	v.Hands[1] = setOf(t, "3334445556667789T")
	v.Bottom = setOf(t, "JQK")
	r := rand.New(rand.NewPCG(1, 2))
	strong := 0
	const n = 200
	for range n {
		hands, bottom := sampleHidden(v, r)
		require.Equal(t, v.Hands[1], hands[1])
		require.Equal(t, bottom, hands[0]&bottom, "the landlord holds the bottom")
		if handStrength((hands[0]&^bottom).Counts(), v.Config.Rules) >= 12 {
			strong++
		}
	}
	assert.Greater(t, strong, n*9/10)
}
