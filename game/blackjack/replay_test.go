package blackjack

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
	bj "teahouse/rules/blackjack"
)

// randomConfig draws a table: any rules, 1-5 seats, small bankrolls now
// and then so seats go broke and rebuy.
func randomConfig(r *rand.Rand) Config {
	rules := bj.Rules{
		Decks: r.IntN(8) + 1, H17: r.IntN(2) == 0, DAS: r.IntN(2) == 0, Double: bj.DoubleRule(r.IntN(2)),
		Surrender: bj.SurrenderRule(r.IntN(2)), ResplitAces: r.IntN(2) == 0, MaxHands: r.IntN(4) + 1,
		Payout: bj.Payout(r.IntN(2)), Penetration: 0.5 + 0.45*r.Float64(), SplitTens: r.IntN(3) == 0,
	}
	cfg := Config{Rules: rules, Seats: r.IntN(MaxSeats) + 1}
	if r.IntN(3) == 0 {
		cfg.Bankroll, cfg.MinBet, cfg.MaxBet = 40, 5, 40
	}
	return cfg
}

// playRounds plays rounds with random legal actions (now and then a broke
// seat rebuys out of turn), calling check after every action.
func playRounds(t testing.TB, cfg Config, seed uint64, rounds int, check func(State, []game.Event)) (State, game.Log[Action]) {
	r := rand.New(rand.NewPCG(seed, 17))
	s := newState(t, cfg, seed)
	raw, err := json.Marshal(cfg)
	require.NoError(t, err)
	log := game.Log[Action]{Header: game.Header{Game: Game.Name(), Version: Game.Version(), Seed: seed, Config: raw}}
	for steps := 0; s.Round() <= rounds && !s.Over(); steps++ {
		require.Less(t, steps, 100*rounds+100, "rounds must end")
		seat, ok := gametest.ToMove(Game, s)
		require.True(t, ok)
		if r.IntN(10) == 0 {
			seat = game.Seat(r.IntN(s.Config().Seats))
		}
		legal := Game.View(s, seat).Legal()
		if len(legal) == 0 {
			continue
		}
		a := legal[r.IntN(len(legal))]
		next, events, err := Game.Reduce(s, seat, a)
		require.NoError(t, err, "%s %s", seat, a)
		s = next
		log.Entries = append(log.Entries, game.Entry[Action]{Seat: seat, Action: a})
		if check != nil {
			check(s, events)
		}
	}
	return s, log
}

func TestActionJSON(t *testing.T) {
	for _, a := range []Action{Bet(25), Insure(15), Hit(), Rebuy()} {
		b, err := json.Marshal(a)
		require.NoError(t, err)
		var back Action
		require.NoError(t, json.Unmarshal(b, &back))
		assert.Equal(t, a, back)
	}
	b, _ := json.Marshal(Insure(15))
	assert.JSONEq(t, `{"kind":"insure","amount":7.5}`, string(b))
	b, _ = json.Marshal(Stand())
	assert.JSONEq(t, `{"kind":"stand"}`, string(b))
}

// TestPropertyRandomRounds plays 10,000 seeded rounds of random legal play
// over random tables: no panic, every card conserved after every action,
// each round's bankroll change equal to its settled nets plus rebuys, and
// RoundOver agreeing with the hands.
func TestPropertyRandomRounds(t *testing.T) {
	games, rounds := 200, 50
	if testing.Short() {
		games = 20
	}
	r := rand.New(rand.NewPCG(2, 2))
	total := 0
	for seed := range uint64(games) {
		cfg := randomConfig(r)
		var start, nets, rebuys [MaxSeats]bj.Amount
		for i := range cfg.Seats {
			start[i] = bj.Chips(max(cfg.Bankroll, 0))
			if cfg.Bankroll == 0 {
				start[i] = bj.Chips(DefaultBankroll)
			}
		}
		playRounds(t, cfg, seed, rounds, func(s State, events []game.Event) {
			requireConserved(t, s)
			for _, e := range events {
				switch e := e.(type) {
				case Rebought:
					rebuys[e.Seat] += e.Amount
				case HandSettled:
					nets[e.Seat] += e.Net
					require.GreaterOrEqual(t, e.Net, -e.Bet)
				case InsuranceSettled:
					nets[e.Seat] += e.Net
				case RoundOver:
					total++
					for i := range s.cfg.Seats {
						require.Equal(t, nets[i], e.Nets[i], "seat %d round %d", i, e.Round)
						require.Equal(t, start[i]+rebuys[i]+nets[i], e.Bankrolls[i], "seat %d round %d", i, e.Round)
						require.GreaterOrEqual(t, e.Bankrolls[i], bj.Amount(0))
						start[i], nets[i], rebuys[i] = e.Bankrolls[i], 0, 0
					}
				}
			}
			for i := range s.cfg.Seats {
				require.GreaterOrEqual(t, s.spots[i].Bankroll, bj.Amount(0))
			}
			if s.phase == PhasePlay {
				h := s.spots[s.turn].Hands[s.hand]
				require.False(t, h.Done, "the hand to play has a decision left")
				require.GreaterOrEqual(t, h.N, 2)
			}
		})
	}
	if !testing.Short() {
		require.GreaterOrEqual(t, total, 10000)
	}
}

// TestConservationAcrossAWholeShoe deals a one-deck shoe to its cut card
// and through the reshuffle, checking after every action that the shoe,
// the discards and the cards in play add up to the pack, each card once.
func TestConservationAcrossAWholeShoe(t *testing.T) {
	for _, decks := range []int{1, 2, 6, 8} {
		rules := bj.Default()
		rules.Decks = decks
		reshuffles := 0
		_, _ = playRounds(t, Config{Rules: rules, Seats: 5, Bankroll: 100000}, uint64(decks), 12*decks+6, func(s State, events []game.Event) {
			requireConserved(t, s)
			v := Game.View(s, 0)
			require.Equal(t, 52*decks, v.Shoe.Remaining+v.Shoe.Discards+v.Shoe.InPlay)
			if _, ok := find[ShoeShuffled](events); ok {
				reshuffles++
			}
		})
		assert.GreaterOrEqual(t, reshuffles, 1, "%d decks: the cut card came out and the shoe was reshuffled", decks)
	}
}
