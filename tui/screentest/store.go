package screentest

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"teahouse/game/store"
)

// Store opens the store of the data directory dir with a clock fixed at
// Now, and closes it when the test ends. Several may be open on one
// directory, as several programs would be.
func Store(t testing.TB, dir string) *store.Store {
	t.Helper()
	s, err := store.OpenWith(dir, store.Options{Now: func() time.Time { return Now }})
	require.NoError(t, err)
	t.Cleanup(func() { _ = s.Close() })
	return s
}
