package shengji

import (
	"testing"

	sj "teahouse/rules/shengji"
)

var fuzzTrumps = []string{"", "S", "H", "D", "C", "NT", "ask", "X"}

// FuzzGame plays games steered by the fuzzer's bytes among the legal
// actions, with junk actions thrown in: it must never panic, refusals
// change nothing, and every property of the generic suite holds.
func FuzzGame(f *testing.F) {
	f.Add(uint64(1), byte(0), []byte{0, 0, 3, 0, 1, 31})
	f.Add(uint64(9), byte(0x57), []byte{0x81, 1, 2, 2, 3, 0x80, 0, 4, 0, 0, 1, 0, 4, 1, 5, 1})
	f.Fuzz(func(t *testing.T, seed uint64, flags byte, choices []byte) {
		cfg := Config{Deals: int(flags>>6) + 1, Trump: fuzzTrumps[flags&7],
			Rules: sj.Rules{NoTractors: flags&8 != 0, Kitty: sj.KittyRule(flags >> 4 & 1), Penalty: sj.ThrowPenalty(flags >> 5 & 1)}}
		suite.Fuzz(t, cfg, seed, choices)
	})
}
