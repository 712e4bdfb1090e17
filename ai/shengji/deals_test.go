package shengji

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// Greedy and rule seats play whole games under every rule option with
// only legal actions (the reducer refuses anything else), and each
// decision is the same on the view's hidden-information twins.
func TestRulePlayersPlayLegallyAndSeeOnlyTheirView(t *testing.T) {
	for _, p := range []Player{greedyPlayer{}, rulePlayer{}} {
		t.Run(fmt.Sprintf("%T", p), func(t *testing.T) { playsLegallyAndSeesOnlyItsView(t, p) })
	}
}

// playsLegallyAndSeesOnlyItsView plays p in every seat of seeded games.
func playsLegallyAndSeesOnlyItsView(t *testing.T, p Player) {
	games := 1000
	if testing.Short() {
		games = 20
	}
	configs := []gs.Config{{Deals: 2}, {Trump: "H", Levels: [2]string{"K", "5"}, Rules: sj.Rules{Penalty: sj.PenaltyTen}},
		{Trump: "NT", Rules: sj.Rules{NoTractors: true, Kitty: sj.KittyDouble}}, {Levels: [2]string{"A", "A"}}}
	r := rand.New(rand.NewPCG(1, 2))
	for seed := range uint64(games) {
		cfg := configs[seed%uint64(len(configs))]
		s, err := gs.Game.New(cfg, seed)
		require.NoError(t, err)
		for s.Phase() != gs.PhaseOver {
			seat := s.Turn()
			v := gs.Game.View(s, seat)
			a := p.Decide(v)
			if v.Phase != gs.PhaseDeal || r.IntN(20) == 0 {
				require.Equal(t, a, p.Decide(twinView(r, s, v)), "seed %d: the same decision on a twin", seed)
			}
			s, _, err = gs.Game.Reduce(s, seat, a)
			require.NoError(t, err, "seed %d: %T plays %s legally", seed, p, a)
		}
	}
}

// twinView is v with the other hands, which v's viewer cannot see, filled
// with the cards of the other hands and the unseen kitty dealt afresh: a
// player that decides the same on v and its twins reads nothing hidden.
func twinView(r *rand.Rand, s gs.State, v gs.View) gs.View {
	all := gs.Game.View(s, game.Omniscient)
	var hidden []cards.Card
	for i := range game.Seat(gs.Seats) {
		if i != v.Viewer {
			hidden = append(hidden, all.Hands[i].Cards()...)
		}
	}
	if v.Kitty.Empty() {
		hidden = append(hidden, all.Kitty.Cards()...)
	}
	r.Shuffle(len(hidden), func(i, j int) { hidden[i], hidden[j] = hidden[j], hidden[i] })
	for i := range game.Seat(gs.Seats) {
		if i == v.Viewer {
			continue
		}
		n := v.Sizes[i]
		v.Hands[i] = mustSet(hidden[:n])
		hidden = hidden[n:]
	}
	return v
}
