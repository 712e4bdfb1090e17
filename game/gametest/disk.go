package gametest

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/require"
)

// SmallDisk mounts a tmpfs of size bytes on a new directory and returns
// it; it is unmounted when the test ends. The test is skipped, with a
// sentence saying why, where the system does not let it mount (not root,
// no tmpfs, a container without the right).
func SmallDisk(t testing.TB, size int) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "disk")
	require.NoError(t, os.Mkdir(dir, 0o700))
	if err := mountTmpfs(dir, size); err != nil {
		t.Skipf("a full disk is tried on a small tmpfs, which this system does not let the test mount (%v)", err)
	}
	t.Cleanup(func() { unmount(dir) })
	return dir
}

// Fill writes a file in dir until the disk is full and returns a function
// that removes it, making room again.
func Fill(t testing.TB, dir string) (free func()) {
	t.Helper()
	path := filepath.Join(dir, "filler")
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	require.NoError(t, err)
	block := make([]byte, 4096)
	for {
		if _, err := f.Write(block); err != nil {
			require.True(t, errors.Is(err, syscall.ENOSPC), "filling the disk: %v", err)
			break
		}
	}
	require.NoError(t, f.Close())
	return func() { require.NoError(t, os.Remove(path)) }
}
