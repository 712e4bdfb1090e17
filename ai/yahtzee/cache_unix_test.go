//go:build unix

package yahtzee

import (
	"bytes"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/gametest"
)

// A FIFO where the cache file belongs (opening it would wait for a writer
// for ever) is refused at once and replaced by the rebuilt table.
func TestLoadRefusesACacheThatIsNotAFile(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, syscall.Mkfifo(filepath.Join(dir, CacheFile), 0o600))
	cs := &countingSolve{tb: t}
	var told []string
	done := make(chan error, 1)
	go func() {
		_, err := load(LoadOptions{Dir: dir, Rebuilding: func(r string) { told = append(told, r) }}, cs.solve)
		done <- err
	}()
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(gametest.Patience(t)):
		f, err := os.OpenFile(filepath.Join(dir, CacheFile), os.O_WRONLY, 0) // let the load go
		require.NoError(t, err)
		_ = f.Close()
		t.Fatal("the load waits on the FIFO")
	}
	require.Len(t, told, 1)
	assert.Contains(t, told[0], "not a regular file")
	assert.Equal(t, 1, cs.calls, "rebuilt")
	data, err := os.ReadFile(filepath.Join(dir, CacheFile))
	require.NoError(t, err)
	assert.True(t, bytes.Equal(validCache(), data), "the cache file is written in its place")
}
