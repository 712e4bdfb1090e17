//go:build race

package server_test

// raceOn is true in a build with the race detector.
const raceOn = true
