package blackjack

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

// suite describes Blackjack to the generic tests: sessions of 30 rounds.
var suite = gametest.Suite[Config, State, Action, View]{
	Game: Game,
	Configs: []Config{
		{Rounds: 30},
		{Rounds: 30, Seats: 5, Bankroll: 40, MinBet: 5, MaxBet: 40},
		{Rounds: 30, Seats: 3, Rules: bj.Rules{Decks: 1, H17: true, Double: bj.Double9to11, Surrender: bj.LateSurrender, ResplitAces: true, MaxHands: 4, Payout: bj.SixToFive, Penetration: 0.9, SplitTens: true}},
		{Rounds: 30, Seats: 2, Bankroll: 20, MinBet: 10, MaxBet: 20, BrokeSitsOut: true},
	},
	Junk:      junk,
	Twin:      twin,
	Invariant: func(t gametest.T, s State, _ []game.Event) { requireConserved(t, s) },
}

// TestContract runs the generic suite over whole sessions.
func TestContract(t *testing.T) { suite.Run(t) }

var junkKinds = []ActionKind{KindBet, KindSitOut, KindRebuy, KindInsure, KindEvenMoney, KindDecline,
	KindHit, KindStand, KindDouble, KindSplit, KindSurrender, "x"}

// junk is any action at all, in any amount.
func junk(r *rand.Rand) Action {
	return Action{Kind: junkKinds[r.IntN(len(junkKinds))], Amount: bj.Amount(r.IntN(1200) - 100)}
}

// twin hides what nobody at the table may know: the hole card while it is
// down is swapped with a card further down the shoe, the rest of the shoe
// is shuffled and the RNG changed.
func twin(r *rand.Rand, s State, _ game.Seat) State {
	if s.dealer.HoleDown && s.next < s.size {
		j := s.next + r.IntN(s.size-s.next)
		hole := s.dealer.Cards[1]
		s.dealer.Cards[1], s.shoe[j] = s.shoe[j], hole
		for k := s.start; k < s.next; k++ {
			if s.shoe[k] == hole {
				s.shoe[k] = s.dealer.Cards[1]
			}
		}
	}
	cards.Shuffle(s.shoe[s.next:s.size], r)
	s.rng = game.NewRNG(r.Uint64())
	return s
}

func TestAVersionOneLogReplays(t *testing.T) {
	cfg, err := Game.Upgrade(1, []byte(`{"rules":{},"seats":2,"bankroll":10,"min_bet":10,"max_bet":10}`))
	require.NoError(t, err)
	require.JSONEq(t, `{"rules":{},"seats":2,"bankroll":10,"min_bet":10,"max_bet":10,"broke_sits_out":true}`, string(cfg))
	l := game.Log[Action]{Header: game.Header{Game: "blackjack", Version: 1, Seed: 4, Config: []byte(`{"seats":1,"bankroll":10,"min_bet":10,"max_bet":10}`)}}
	l.Entries = []game.Entry[Action]{{Seat: 0, Action: Bet(10)}}
	s, err := game.Replay(Game, l)
	require.NoError(t, err)
	require.True(t, s.cfg.BrokeSitsOut)
}
