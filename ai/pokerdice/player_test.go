package pokerdice

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNew(t *testing.T) {
	for _, level := range Levels {
		p, err := New(level)
		require.NoError(t, err, level)
		assert.NotNil(t, p)
		assert.NotEmpty(t, Describe(level))
	}
	_, err := New("grandmaster")
	require.ErrorIs(t, err, ErrUnknownLevel)
	assert.EqualError(t, err, `unknown AI level "grandmaster": want simple or optimal`)
	assert.Empty(t, Describe("grandmaster"))
}
