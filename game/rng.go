package game

import "math/rand/v2"

// RNG is a seeded PCG generator stored by value inside a game's state, so
// copying the state copies the generator and replaying a log from the same
// seed draws the same numbers. There is no global randomness in game code.
type RNG struct {
	pcg rand.PCG
}

// NewRNG returns a generator seeded from seed.
func NewRNG(seed uint64) RNG {
	return RNG{pcg: *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
}

// IntN returns a uniform number in [0, n). It panics if n <= 0.
func (r *RNG) IntN(n int) int {
	return int(rand.New(&r.pcg).Uint64N(uint64(n)))
}

// Die returns a uniform face 1..6.
func (r *RNG) Die() int {
	return r.IntN(6) + 1
}
