//go:build !linux

package gametest

import "errors"

// mountTmpfs mounts a tmpfs: only Linux lets a test do so here.
func mountTmpfs(string, int) error { return errors.New("tmpfs is mounted on Linux only") }

// unmount has nothing to undo.
func unmount(string) {}
