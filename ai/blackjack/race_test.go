//go:build race

package blackjack

// raceEnabled is true when the tests run under the race detector.
const raceEnabled = true
