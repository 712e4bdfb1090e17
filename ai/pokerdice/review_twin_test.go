package pokerdice

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
)

// Hidden information: a twin of a match, another seed that deals the
// seat holding first the same five dice and the opponent other face-down
// dice (the skills variant hides them), reviews the seat's first hold the
// same, whichever hold it chose.
func TestReviewTwins(t *testing.T) {
	cfg := gp.Config{Skills: true}
	raw, err := json.Marshal(cfg)
	require.NoError(t, err)
	logOf := func(seed uint64, a gp.Action) game.Log[gp.Action] {
		s, err := gp.Game.New(cfg, seed)
		require.NoError(t, err)
		seat := gp.Game.Waiting(s)[0]
		return game.Log[gp.Action]{Header: game.Header{Game: gp.Game.Name(), Version: gp.Game.Version(), Seed: seed, Config: raw},
			Entries: []game.Entry[gp.Action]{{Seat: seat, Action: a}}}
	}
	twins, compared := 0, 0
	for base := uint64(1); twins < 4; base++ {
		s, err := gp.Game.New(cfg, base)
		require.NoError(t, err)
		seat := gp.Game.Waiting(s)[0]
		v := gp.Game.View(s, seat)
		other := gp.Game.View(s, game.Omniscient).Players[1-seat].Dice
		require.Zero(t, v.Players[1-seat].Known, "the opponent's dice lie face down")
		for seed := base + 1000; seed < base+200000; seed++ {
			ts, err := gp.Game.New(cfg, seed)
			require.NoError(t, err)
			if gp.Game.View(ts, seat) != v || gp.Game.View(ts, game.Omniscient).Players[1-seat].Dice == other {
				continue
			}
			for _, hold := range Tips(v, 3) { // the best holds and two others
				a := gp.Hold(hold.Hold)
				first, twin := reviewOf(t, logOf(base, a), seat), reviewOf(t, logOf(seed, a), seat)
				require.Len(t, first.Decisions, 1)
				compared++
				assert.Equal(t, first, twin, "seeds %d and %d: %s's dice %v, the opponent's %v and %v", base, seed, seat, v.Me().Dice, other,
					gp.Game.View(ts, game.Omniscient).Players[1-seat].Dice)
			}
			twins++
			break
		}
	}
	assert.GreaterOrEqual(t, compared, 8, "decisions reviewed in twins")
}
