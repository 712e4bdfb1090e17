package doudizhu

import (
	"testing"

	dz "teahouse/rules/doudizhu"
)

// FuzzSession plays sessions steered by the fuzzer's bytes among the
// legal actions, with junk actions thrown in: it must never panic,
// refusals change nothing, and every property of the generic suite holds.
func FuzzSession(f *testing.F) {
	f.Add(uint64(1), byte(0), []byte{0, 0, 3, 0, 1, 31})
	f.Add(uint64(9), byte(7), []byte{0x81, 1, 2, 2, 3, 0x80, 0, 4, 0, 0, 1, 0, 4, 1, 5, 1})
	f.Add(uint64(4), byte(0x14), []byte{3, 1, 0, 0, 1, 0, 2, 7})
	f.Fuzz(func(t *testing.T, seed uint64, flags byte, choices []byte) {
		cfg := Config{Deals: int(flags>>5) + 1, Bidding: Bidding(flags % 3), ShowCards: ShowCards(uint64(flags>>3&1) * (1 + seed%2)), Doubling: flags&4 != 0, RobBack: flags&2 != 0,
			Cap: int(flags>>4&1) * 16, Rules: dz.Rules(flags >> 6 & 1)}
		suite.Fuzz(t, cfg, seed, choices)
	})
}
