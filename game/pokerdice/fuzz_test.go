package pokerdice

import (
	"testing"

	pd "teahouse/rules/pokerdice"
)

// FuzzMatch plays matches steered by the fuzzer's bytes among the legal
// actions, with junk actions thrown in: it must never panic, refusals
// change nothing, and every property of the generic suite holds.
func FuzzMatch(f *testing.F) {
	f.Add(uint64(1), byte(0), []byte{0, 0, 3, 0, 1, 31})
	f.Add(uint64(9), byte(7), []byte{0x81, 1, 2, 2, 3, 0x80, 0, 4, 0, 0, 1, 0, 4, 1, 5, 1})
	f.Fuzz(func(t *testing.T, seed uint64, flags byte, choices []byte) {
		cfg := Config{Rounds: int(flags>>2)%9 + 1, Rule: pd.HoldRule(flags & 1), Skills: flags&2 != 0}
		suite.Fuzz(t, cfg, seed, choices)
	})
}
