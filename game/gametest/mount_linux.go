package gametest

import (
	"strconv"
	"syscall"
)

// mountTmpfs mounts a tmpfs of size bytes on dir.
func mountTmpfs(dir string, size int) error {
	return syscall.Mount("tmpfs", dir, "tmpfs", 0, "size="+strconv.Itoa(size)+",mode=0700")
}

// unmount detaches the tmpfs on dir.
func unmount(dir string) { _ = syscall.Unmount(dir, syscall.MNT_DETACH) }
