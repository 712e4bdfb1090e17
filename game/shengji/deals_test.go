package shengji

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// Seeded deals played to the end by random legal actions (with throws
// thrown in) conserve everything: after every action the 108 cards are
// each in one place; at the end of each deal every seat played its 25
// cards, the points are 200 counting the kitty, and the levels moved as
// the level table says.
func TestSeededDeals(t *testing.T) {
	deals := 10_000
	if testing.Short() {
		deals = 1_000
	}
	configs := []Config{{}, {Trump: "S", Rules: sj.Rules{Penalty: sj.PenaltyTen}}, {Rules: sj.Rules{NoTractors: true, Kitty: sj.KittyDouble}},
		{Levels: [2]string{"A", "7"}}}
	var failed, declared, turned, attackersWon, kittyCounted int
	for seed := range uint64(deals) {
		cfg := configs[seed%uint64(len(configs))]
		r := rand.New(rand.NewPCG(seed, 5))
		s, err := Game.New(cfg, seed)
		require.NoError(t, err)
		var over *DealOver
		var played [Seats]int
		for steps := 0; over == nil; steps++ {
			require.Less(t, steps, 1000, "a deal ends")
			seat := s.turn
			v := Game.View(s, seat)
			legal, _ := Game.Legal(v)
			next, events, err := Game.Reduce(s, seat, choose(r, v, legal))
			require.NoError(t, err)
			s = next
			invariant(t, s, events)
			for _, e := range events {
				switch e := e.(type) {
				case ThrowFailed:
					failed++
				case Declared:
					declared++
				case TrumpDecided:
					if len(e.Turned) > 0 {
						turned++
						suit, n := sj.TrumpFromKitty(e.Turned, e.Trump.Level)
						assert.Equal(t, e.Trump.Suit, suit, "the cards turned decide the trump")
						assert.Len(t, e.Turned, n, "every card turned is recorded, no more")
					}
				case Played:
					played[e.Seat] += e.Cards.Len()
				case DealOver:
					over = &e
				}
			}
		}
		res := over.Result
		assert.Equal(t, [Seats]int{sj.HandSize, sj.HandSize, sj.HandSize, sj.HandSize}, played, "every seat played 25 cards")
		if res.Result.AttackersWin {
			attackersWon++
		}
		if res.KittyPoints > 0 {
			kittyCounted++
		}
		assert.Equal(t, res.Levels, Game.View(s, game.Spectator).Levels, "the levels after the deal are the game's")
		assert.Equal(t, levelsAfter(cfg, res), res.Levels, "the level table applied")
	}
	t.Logf("%d deals: %d declarations, %d decided by the kitty, %d failed throws, attackers took over %d times, the kitty counted %d times",
		deals, declared, turned, failed, attackersWon, kittyCounted)
	assert.Positive(t, failed, "throws were refereed and some failed")
	assert.Positive(t, declared)
	assert.Positive(t, turned)
}

// levelsAfter is the teams' levels after a first deal with result r: the
// winning side goes up r's levels (a defending team at A wins the game
// and stays).
func levelsAfter(cfg Config, r DealResult) [2]cards.Rank {
	st, _ := cfg.settle()
	up := 1 - r.Attackers
	if r.Result.AttackersWin {
		up = r.Attackers
	}
	st.levels[up] = sj.Raise(st.levels[up], r.Result.Levels)
	return st.levels
}
