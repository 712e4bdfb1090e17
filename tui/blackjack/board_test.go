package blackjack

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/tui/screen"
)

// picture is what the board and a view must agree on once every event has
// played: the cards, bets, results and chips on the table, and the shoe.
type picture struct {
	Dealer gb.Dealer
	Spots  [gb.MaxSeats]spotPicture
	Shoe   gb.ShoeView
}

type spotPicture struct {
	Bankroll, Insurance, Net bj.Amount
	Rebuys                   int
	Hands                    []handPicture
}

type handPicture struct {
	Cards                                    string
	Bet, Net                                 bj.Amount
	FromSplit, SplitAces, Doubled, Surrender bool
	Settled                                  bool
	Outcome                                  bj.Outcome
}

func pictureOf(dealer gb.Dealer, spots [gb.MaxSeats]gb.Spot, shoe gb.ShoeView) picture {
	p := picture{Dealer: dealer, Shoe: shoe}
	for i, s := range spots {
		sp := spotPicture{Bankroll: s.Bankroll, Insurance: s.Insurance, Net: s.Net, Rebuys: s.Rebuys}
		for _, h := range s.Hands[:s.NHands] {
			hp := handPicture{Cards: fmt.Sprint(h.List()), Bet: h.Bet, FromSplit: h.FromSplit, SplitAces: h.SplitAces,
				Doubled: h.Doubled, Surrender: h.Surrendered, Settled: h.Settled}
			if h.Settled {
				hp.Net, hp.Outcome = h.Net, h.Outcome
			}
			sp.Hands = append(sp.Hands, hp)
		}
		p.Spots[i] = sp
	}
	return p
}

// The board moved along by events alone pictures the table as the view of
// the state does, after every action of many random games: deals, splits
// (to four hands), doubles, insurance, surrenders, rebuys and reshuffles
// in the middle of a round.
func TestBoardFollowsTheEvents(t *testing.T) {
	tables := []struct {
		seats    int
		variants map[string]string
	}{
		{1, nil},
		{3, map[string]string{"surrender": "late", "resplit-aces": "on", "decks": "2"}},
		{5, map[string]string{"decks": "1", "penetration": "0.95", "split-tens": "on", "bankroll": "60"}},
	}
	seeds := uint64(8)
	if testing.Short() {
		seeds = 3
	}
	for _, tc := range tables {
		for seed := uint64(1); seed <= seeds; seed++ {
			t.Run(fmt.Sprintf("%d seats/seed %d", tc.seats, seed), func(t *testing.T) {
				players := make([]game.Player, tc.seats)
				for i := range players {
					players[i] = game.Player{Name: fmt.Sprintf("H%d", i+1), Kind: game.Human}
				}
				s := screen.Setup{Players: players, Seed: seed, Speed: game.Instant, Variants: tc.variants}
				m := start(t, testEnv(false), s)
				rng := rand.New(rand.NewPCG(seed, 7))
				for step := 0; step < 250; step++ {
					seat, _ := m.tbl.ToMove()
					legal := gb.Game.View(m.tbl.State(), seat).Legal()
					require.NotEmpty(t, legal)
					a := legal[rng.IntN(len(legal))]
					if a.Kind == gb.KindSitOut && rng.IntN(4) > 0 {
						a = legal[0]
					}
					var err error
					m, err = m.apply(seat, a)
					require.NoError(t, err)
					for len(m.queue) > 0 {
						m, _ = m.playNext()
					}
					v := gb.Game.View(m.tbl.State(), game.Spectator)
					require.Equal(t, pictureOf(v.Dealer, v.Spots, v.Shoe), pictureOf(m.board.dealer, m.board.spots, m.board.shoe),
						"step %d: %s %s", step, seat, a)
				}
			})
		}
	}
}
