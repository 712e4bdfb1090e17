package blackjack

import (
	"testing"

	bj "teahouse/rules/blackjack"
)

// FuzzSession plays sessions over tables of any rules, steered by the
// fuzzer's bytes among the legal actions with junk thrown in, to the end
// of the session: it never panics, refusals change nothing, the cards stay
// conserved and every property of the suite holds.
func FuzzSession(f *testing.F) {
	f.Add(uint64(1), uint16(0), []byte{0, 0, 10, 0, 6, 0, 0, 7, 0})
	f.Add(uint64(7), uint16(0xffff), []byte{0x80, 0, 20, 1, 0, 20, 0, 9, 0x81, 0, 8, 0, 0, 7, 0, 1, 10, 0})
	f.Add(uint64(3), uint16(0x0155), []byte{0, 1, 0, 0, 2, 0, 0, 0, 5, 0, 3, 5, 0, 4, 0, 0, 5, 0})
	f.Fuzz(func(t *testing.T, seed uint64, flags uint16, choices []byte) {
		rules := bj.Rules{
			Decks: int(flags%8) + 1, H17: flags&8 != 0, DAS: flags&16 != 0, Double: bj.DoubleRule(flags >> 5 & 1),
			Surrender: bj.SurrenderRule(flags >> 6 & 1), ResplitAces: flags&128 != 0, MaxHands: int(flags>>8%4) + 1,
			Payout: bj.Payout(flags >> 10 & 1), Penetration: 0.1 + float64(flags>>11)*0.025, SplitTens: flags&1 != 0,
		}
		cfg := Config{Rules: rules, Seats: int(flags>>3%5) + 1, Bankroll: 40, MinBet: 5, MaxBet: 40, Rounds: 12, BrokeSitsOut: flags&4 != 0}
		suite.Fuzz(t, cfg, seed, choices)
	})
}
