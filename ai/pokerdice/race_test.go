//go:build race

package pokerdice

// raceEnabled is true when the tests run under the race detector, which
// slows timing checks down many times.
const raceEnabled = true
