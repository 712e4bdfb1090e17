package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
)

// 10,000 deals of computer players (the simple and rule levels in every
// seating, under every bidding) keep the cards and the points: each deal
// deals the 54 cards once, every card is played at most once and only by
// the seat holding it, what was played and what is left are the pack, and
// scores are zero-sum and add up the deals. The expert searches with the
// rule player, so the rule player's legality is the expert's too.
func TestTenThousandDealsConserveCardsAndPoints(t *testing.T) {
	deals := 10_000
	if testing.Short() {
		deals = 300
	}
	configs := []gd.Config{{Deals: 5}, {Deals: 5, Bidding: gd.CallAndRob, ShowCards: gd.ShowAfterBottom}, {Deals: 5, Bidding: gd.NoBidding, Cap: 16}, {Deals: 5, Doubling: true, Cap: 24}, {Deals: 5, Bidding: gd.CallAndRob, RobBack: true}, {Deals: 5, ShowCards: gd.ShowBeforeDeal},
		{Deals: 5, Rules: dz.Simple}}
	levels := []Player{simplePlayer{}, rulePlayer{}}
	played := 0
	for seed := uint64(0); played < deals; seed++ {
		cfg := configs[seed%uint64(len(configs))]
		var seats [gd.Seats]Player
		for i := range seats {
			seats[i] = levels[(seed>>uint(i))%2]
		}
		played += playConserving(t, cfg, seed, seats)
	}
}

// playConserving plays one session and checks it as it goes; it returns
// the deals played.
func playConserving(t *testing.T, cfg gd.Config, seed uint64, seats [gd.Seats]Player) int {
	s, err := gd.Game.New(cfg, seed)
	require.NoError(t, err)
	// New deals the first deal without an event: the omniscient view
	// shows it (with NoBidding the landlord already holds the bottom).
	hands := gd.Game.View(s, game.Omniscient).Hands
	var out dz.Set // cards played this deal
	var scores [gd.Seats]int
	deals := 0
	check := func(events []game.Event) {
		for _, e := range events {
			switch e := e.(type) {
			case gd.Dealt:
				hands, out = e.Hands, 0
				require.Zero(t, hands[0]&hands[1]|hands[0]&hands[2]|hands[1]&hands[2], "the hands share no card")
			case gd.LandlordChosen:
				all := hands[0] | hands[1] | hands[2]
				require.Zero(t, all&e.Bottom, "the bottom is no hand's")
				require.Equal(t, dz.FullPack, all|e.Bottom, "the deal is the whole pack")
				hands[e.Seat] |= e.Bottom
			case gd.Played:
				if e.Play.IsPass() {
					continue
				}
				require.Equal(t, e.Cards, hands[e.Seat]&e.Cards, "a seat plays only cards it holds")
				require.Zero(t, out&e.Cards, "no card is played twice")
				require.Equal(t, e.Play.Cards, e.Cards.Counts())
				hands[e.Seat] &^= e.Cards
				out |= e.Cards
				require.Equal(t, hands[e.Seat].Len(), e.Left)
			case gd.DealOver:
				deals++
				r := e.Result
				require.Equal(t, hands, r.Hands, "the hands left are the hands dealt less the cards played")
				require.Equal(t, dz.FullPack, out|r.Hands[0]|r.Hands[1]|r.Hands[2], "every card was played or is left")
				require.Zero(t, r.Hands[r.Winner])
				require.Zero(t, r.Delta[0]+r.Delta[1]+r.Delta[2], "a deal is zero-sum")
				for i := range scores {
					scores[i] += r.Delta[i]
				}
				require.Equal(t, scores, r.Scores, "the scores add up the deals")
			}
		}
	}
	for s.Phase() != gd.PhaseOver {
		seat := s.Turn()
		v := gd.Game.View(s, seat)
		a := seats[seat].Decide(v)
		var events []game.Event
		s, events, err = gd.Game.Reduce(s, seat, a)
		require.NoError(t, err, "%T plays %s legally", seats[seat], a)
		check(events)
	}
	require.Equal(t, cfg.Deals, deals)
	return deals
}
