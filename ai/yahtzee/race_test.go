//go:build race

package yahtzee

// raceEnabled is true when the tests run under the race detector.
const raceEnabled = true
