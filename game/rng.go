package game

import (
	"math/bits"
	"math/rand/v2"
)

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
//
// It draws from the PCG directly with the standard library's unbiased
// multiply-and-reject method (rand.Rand.Uint64N on 64-bit machines, the same
// numbers): going through rand.New would pass the generator as a
// rand.Source interface and move every game state that holds it to the heap.
func (r *RNG) IntN(n int) int {
	if n <= 0 {
		panic("game: RNG.IntN with n <= 0")
	}
	un := uint64(n)
	if un&(un-1) == 0 {
		return int(r.pcg.Uint64() & (un - 1))
	}
	hi, lo := bits.Mul64(r.pcg.Uint64(), un)
	if lo < un {
		thresh := -un % un
		for lo < thresh {
			hi, lo = bits.Mul64(r.pcg.Uint64(), un)
		}
	}
	return int(hi)
}

// Die returns a uniform face 1..6.
func (r *RNG) Die() int {
	return r.IntN(6) + 1
}
