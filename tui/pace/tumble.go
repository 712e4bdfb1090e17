package pace

import (
	"time"

	"teahouse/game"
	"teahouse/rules/dice"
)

// Rolled dice tumble for TumbleFrames frames of random faces, TumbleStep
// apart, before they land on the faces the game rolled.
const (
	TumbleFrames = 5
	TumbleStep   = 70 * time.Millisecond
)

// Shake returns h with the dice that m selects showing new random faces from
// rng: decoration drawn from the screen's own generator, never the game's.
func Shake(rng *game.RNG, h dice.Hand, m dice.Mask) dice.Hand {
	for d := range dice.HandSize {
		if m.Has(d) {
			h[d] = rng.Die()
		}
	}
	return h
}
