//go:build unix

package game

import (
	"errors"
	"os"
	"syscall"
)

// lockPlaying marks f as the log of a game being played: an exclusive
// lock that the system drops when the file is closed or its program ends,
// however it ends.
func lockPlaying(f *os.File) error {
	return syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
}

// playing reports whether the log at path is held by a program playing
// its game (lockPlaying).
func playing(path string) bool {
	f, err := OpenRegular(path)
	if err != nil {
		return false
	}
	defer f.Close()
	err = syscall.Flock(int(f.Fd()), syscall.LOCK_SH|syscall.LOCK_NB)
	return errors.Is(err, syscall.EWOULDBLOCK)
}
