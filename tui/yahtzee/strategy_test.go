package yahtzee

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The optimal seats' wait for the table ends with the table, or when the
// table closes.
func TestStrategyFuture(t *testing.T) {
	f := newFuture(cacheDir)
	require.NotNil(t, f.table, "a table this process has loaded is ready at once")
	got, err := f.wait(context.Background())
	require.NoError(t, err)
	assert.Same(t, tableOf(t), got)

	loading := &future{done: make(chan struct{})}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = loading.wait(ctx)
	assert.ErrorIs(t, err, context.Canceled, "a closed table stops waiting")
}
