package blackjack

import (
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game"
	bj "teahouse/rules/blackjack"
)

var fuzzKinds = []ActionKind{KindBet, KindSitOut, KindRebuy, KindInsure, KindEvenMoney, KindDecline,
	KindHit, KindStand, KindDouble, KindSplit, KindSurrender, "bogus"}

// FuzzReduce feeds arbitrary action sequences (legal or not) to the reducer
// over tables of any rules: it must never panic, a refused action must
// leave the state unchanged, and the cards must stay conserved.
func FuzzReduce(f *testing.F) {
	f.Add(uint64(1), uint16(0), []byte{0, 0, 10, 0, 6, 0, 0, 7, 0})
	f.Add(uint64(7), uint16(0xffff), []byte{0, 0, 20, 1, 0, 20, 0, 9, 0, 0, 8, 0, 0, 7, 0, 1, 10, 0})
	f.Add(uint64(3), uint16(0x0155), []byte{0, 1, 0, 0, 2, 0, 0, 0, 5, 0, 3, 5, 0, 4, 0, 0, 5, 0})
	f.Fuzz(func(t *testing.T, seed uint64, flags uint16, script []byte) {
		rules := bj.Rules{
			Decks: int(flags%8) + 1, H17: flags&8 != 0, DAS: flags&16 != 0, Double: bj.DoubleRule(flags >> 5 & 1),
			Surrender: bj.SurrenderRule(flags >> 6 & 1), ResplitAces: flags&128 != 0, MaxHands: int(flags>>8%4) + 1,
			Payout: bj.Payout(flags >> 10 & 1), Penetration: 0.1 + float64(flags>>11)*0.025, SplitTens: flags&1 != 0,
		}
		cfg := Config{Rules: rules, Seats: int(flags>>3%5) + 1, Bankroll: 40, MinBet: 5, MaxBet: 40}
		s, err := New(cfg, seed)
		require.NoError(t, err)
		for i := 0; i+2 < len(script); i += 3 {
			seat := game.Seat(int(script[i]%7) - 1)
			a := Action{Kind: fuzzKinds[int(script[i+1])%len(fuzzKinds)], Amount: bj.Amount(script[i+2])}
			next, _, err := Reduce(s, seat, a)
			if err != nil {
				require.Equal(t, s, next)
				continue
			}
			s = next
			requireConserved(t, s)
		}
	})
}
