package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// At the end of the last deal one enter shows the session's result: the
// deal's result held on screen is the session's.
func TestOneEnterEndsTheLastDeal(t *testing.T) {
	m := playOut(t, start(t, screentest.Env(true), setup(seed7)))
	require.True(t, where(m).Holding, "the last deal's result waits for enter")
	_, over := m.Ended()
	require.True(t, over, "it is the session's last")
	m, said := screentest.PressSaid(t, m, "enter")
	require.Len(t, said, 1, "one enter ends the session")
	assert.IsType(t, screen.Finished{}, said[0])
	assert.True(t, where(m).Done)
}
