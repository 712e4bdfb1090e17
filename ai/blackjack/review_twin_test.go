package blackjack

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

// Hidden information: a twin of a table, another seed that deals the seat
// the same cards and the dealer the same up card but another hole card
// (and the shoe in another order), reviews the seat's first decision the
// same, whatever it chose.
func TestReviewTwins(t *testing.T) {
	rules := bj.Default()
	rules.Decks = 1 // fewer cards: twins come sooner
	cfg := gb.Config{Seats: 1, Rounds: 1, Rules: rules, Bankroll: 1000, MinBet: 10, MaxBet: 500}
	raw, err := json.Marshal(cfg)
	require.NoError(t, err)
	deal := func(seed uint64) (gb.State, bool) {
		s, err := gb.Game.New(cfg, seed)
		require.NoError(t, err)
		s, _, err = gb.Game.Reduce(s, 0, gb.Bet(cfg.MinBet))
		require.NoError(t, err)
		w := gb.Game.Waiting(s)
		return s, len(w) == 1 && w[0] == 0 && (s.Phase() == gb.PhasePlay || s.Phase() == gb.PhaseInsurance)
	}
	logOf := func(seed uint64, a gb.Action) game.Log[gb.Action] {
		return game.Log[gb.Action]{Header: game.Header{Game: gb.Game.Name(), Version: gb.Game.Version(), Seed: seed, Config: raw},
			Entries: []game.Entry[gb.Action]{{Seat: 0, Action: gb.Bet(cfg.MinBet)}, {Seat: 0, Action: a}}}
	}
	hole := func(s gb.State) cards.Card { return gb.Game.View(s, game.Omniscient).Dealer.Cards[1] }
	twins, compared := 0, 0
	for base := uint64(1); twins < 4; base++ {
		s, ok := deal(base)
		if !ok {
			continue
		}
		v := gb.Game.View(s, 0)
		for seed := base + 1000; seed < base+2000000; seed++ {
			ts, ok := deal(seed)
			if !ok || gb.Game.View(ts, 0) != v || hole(ts) == hole(s) {
				continue
			}
			for _, a := range []gb.Action{gb.Stand(), gb.Hit(), gb.Double(), gb.Decline(), gb.Insure(bj.MaxInsurance(v.Me().Hands[0].Bet))} {
				if v.Check(a) != nil {
					continue
				}
				first, twin := reviewOf(t, logOf(base, a), 0), reviewOf(t, logOf(seed, a), 0)
				require.Len(t, first.Decisions, 1)
				compared++
				assert.Equal(t, first, twin, "seeds %d and %d, %s: hole cards %s and %s", base, seed, a, hole(s), hole(ts))
			}
			twins++
			break
		}
	}
	assert.GreaterOrEqual(t, compared, 8, "decisions reviewed in twins")
}
