package store

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The last setup remembered for a game is recalled; other games have
// their own.
func TestRememberRecall(t *testing.T) {
	s := open(t, "")
	_, ok, err := s.Recall("yahtzee")
	require.NoError(t, err)
	assert.False(t, ok)

	require.NoError(t, s.Remember("yahtzee", []byte(`{"players":["human","ai:optimal"]}`)))
	require.NoError(t, s.Remember("yahtzee", []byte(`{"players":["human"]}`)))
	require.NoError(t, s.Remember("blackjack", []byte(`{"decks":6}`)))
	blob, ok, err := s.Recall("yahtzee")
	require.NoError(t, err)
	assert.True(t, ok)
	assert.JSONEq(t, `{"players":["human"]}`, string(blob))
}

// What is not JSON is refused, and the setup kept before stays.
func TestRememberRefusesNotJSON(t *testing.T) {
	s := open(t, "")
	require.NoError(t, s.Remember("yahtzee", []byte(`{"players":1}`)))
	assert.Error(t, s.Remember("yahtzee", []byte(`{"players":`)))
	blob, _, err := s.Recall("yahtzee")
	require.NoError(t, err)
	assert.JSONEq(t, `{"players":1}`, string(blob))
}
