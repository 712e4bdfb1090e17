package blackjack

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/store"
	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

// fold folds Ledger over events.
func fold(events []game.Event) (sum [MaxSeats]store.Change) {
	for _, e := range events {
		for i, c := range Ledger(e) {
			sum[i] = sum[i].Plus(c)
		}
	}
	return sum
}

// over is the end of a round in which each seat of nets played, with
// those nets.
func over(nets ...bj.Amount) RoundOver {
	e := RoundOver{Round: 1}
	for i, n := range nets {
		e.Played[i], e.Nets[i] = true, n
	}
	return e
}

// TestLedger folds hand-made rounds into what they do to the records.
func TestLedger(t *testing.T) {
	c := bj.Chips
	tests := []struct {
		name   string
		events []game.Event
		want   [MaxSeats]store.Change
	}{
		{name: "a doubled hand won",
			events: []game.Event{BetPlaced{Seat: 0, Amount: c(10)}, CardDealt{Seat: 0, Card: cards.New(cards.Five, cards.Spades)},
				PlayerActed{Seat: 0, Action: KindDouble}, HandSettled{Seat: 0, Outcome: bj.Win, Bet: c(20), Net: c(20)}, over(c(20))},
			want: [MaxSeats]store.Change{{Bankroll: c(20), Rounds: 1, Hands: 1, Won: 1, Net: c(20), BiggestWin: c(20)}}},
		{name: "a split, one hand won and one lost",
			events: []game.Event{PlayerActed{Seat: 0, Action: KindSplit}, HandSettled{Seat: 0, Hand: 0, Outcome: bj.Win, Net: c(10)},
				HandSettled{Seat: 0, Hand: 1, Outcome: bj.Bust, Net: -c(10)}, over(0)},
			want: [MaxSeats]store.Change{{Rounds: 1, Hands: 2, Won: 1, Lost: 1}}},
		{name: "insured against the dealer's blackjack",
			events: []game.Event{InsuranceTaken{Seat: 0, Amount: c(5)}, DealerPeeked{Blackjack: true},
				InsuranceSettled{Seat: 0, Stake: c(5), Net: c(10)}, HandSettled{Seat: 0, Outcome: bj.DealerBlackjack, Net: -c(10)}, over(0)},
			want: [MaxSeats]store.Change{{Rounds: 1, Hands: 1, Lost: 1}}},
		{name: "even money and a half chip",
			events: []game.Event{InsuranceTaken{Seat: 0, EvenMoney: true}, HandSettled{Seat: 0, Outcome: bj.EvenMoney, Net: c(15)},
				over(c(15))},
			want: [MaxSeats]store.Change{{Bankroll: c(15), Rounds: 1, Hands: 1, Won: 1, Blackjacks: 1, Net: c(15), BiggestWin: c(15)}}},
		{name: "a surrender", events: []game.Event{HandSettled{Seat: 0, Outcome: bj.Surrendered, Net: -c(5)}, over(-c(5))},
			want: [MaxSeats]store.Change{{Bankroll: -c(5), Rounds: 1, Hands: 1, Lost: 1, Surrenders: 1, Net: -c(5), BiggestLoss: -c(5)}}},
		{name: "a new bankroll, then a round sat out",
			events: []game.Event{RoundStarted{Round: 2}, Rebought{Seat: 0, Amount: c(1000), Bankroll: c(1004)}, SatOut{Seat: 0},
				RoundOver{Round: 2}},
			want: [MaxSeats]store.Change{{Bankroll: c(1000), NewBankrolls: 1}}},
		{name: "two seats, two rounds",
			events: []game.Event{HandSettled{Seat: 1, Outcome: bj.Natural, Net: c(15)}, HandSettled{Seat: 0, Outcome: bj.Push},
				over(0, c(15)), HandSettled{Seat: 1, Outcome: bj.Lose, Net: -c(50)}, over(0, -c(50))},
			want: [MaxSeats]store.Change{{Rounds: 2, Hands: 1, Pushed: 1},
				{Bankroll: -c(35), Rounds: 2, Hands: 2, Won: 1, Lost: 1, Blackjacks: 1, Net: -c(35), BiggestWin: c(15), BiggestLoss: -c(50)}}},
		{name: "what changes no record",
			events: []game.Event{RoundStarted{Round: 1}, ShoeShuffled{Cards: 312, UntilCut: 234}, BetPlaced{Seat: 0, Amount: c(10)},
				CardDealt{Seat: game.NoSeat, Dealer: true, FaceDown: true}, HoleCardRevealed{}, InsuranceDeclined{Seat: 0},
				GameOver{Rounds: 1}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, fold(tt.events))
		})
	}
}

// TestLedgerFollowsTheChips: over whole random sessions, the chips the
// ledger moves for each seat are exactly what its bankroll moved.
func TestLedgerFollowsTheChips(t *testing.T) {
	for seed := range uint64(20) {
		r := rand.New(rand.NewPCG(seed, 2))
		cfg := Config{Rounds: 40, Seats: 3, Bankroll: 50, MinBet: 5, MaxBet: 50, Rules: bj.Rules{Decks: 1, DAS: true,
			Surrender: bj.LateSurrender, ResplitAces: true, MaxHands: 4, Penetration: 0.8}}
		s := newState(t, cfg, seed)
		var events []game.Event
		for !s.Over() {
			seat := Game.Waiting(s)[0]
			legal := Game.View(s, seat).Legal()
			require.NotEmpty(t, legal)
			var es []game.Event
			s, es = must(t, s, seat, legal[r.IntN(len(legal))])
			events = append(events, es...)
		}
		sum := fold(events)
		for i := range cfg.Seats {
			assert.Equal(t, s.Bankroll(game.Seat(i))-bj.Chips(cfg.Bankroll), sum[i].Bankroll, "seed %d P%d", seed, i+1)
			assert.Equal(t, s.Net(game.Seat(i)), sum[i].Net, "seed %d P%d: the rounds' nets", seed, i+1)
		}
	}
}
