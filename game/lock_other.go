//go:build !unix

package game

import "os"

// lockPlaying marks f as the log of a game being played: where the system
// has no advisory locks, nothing marks it.
func lockPlaying(*os.File) error { return nil }

// playing reports whether the log at path is held by a program playing
// its game: never known where the system has no advisory locks.
func playing(string) bool { return false }
