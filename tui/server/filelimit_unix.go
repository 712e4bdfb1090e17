//go:build unix

package server

import "syscall"

// fileLimit is how many files the process may hold open (its soft
// limit), or 0 when it cannot be told.
func fileLimit() uint64 {
	var r syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_NOFILE, &r) != nil {
		return 0
	}
	return r.Cur
}
