//go:build !race

package pokerdice

// raceEnabled is true when the tests run under the race detector.
const raceEnabled = false
