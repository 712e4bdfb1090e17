package yahtzee

import (
	"testing"

	"teahouse/game"
)

// FuzzGame plays games steered by the fuzzer's bytes among the legal
// actions, with junk actions thrown in, to the end of the game: it never
// panics, refusals change nothing and every property of the suite holds.
func FuzzGame(f *testing.F) {
	f.Add(uint64(1), byte(2), []byte{0, 0, 0x80, 0, 0, 3, 0, 1, 12})
	f.Add(uint64(2), byte(0x81), []byte{0, 31, 1, 0, 31, 0, 0x80, 40})
	f.Fuzz(func(t *testing.T, seed uint64, seats byte, choices []byte) {
		cfg := Config{Seats: int(seats%MaxSeats) + 1}
		if seats&0x80 != 0 { // every seat may take back its score
			for s := range cfg.Seats {
				cfg.Undo = append(cfg.Undo, game.Seat(s))
			}
		}
		suite.Fuzz(t, cfg, seed, choices)
	})
}
