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
	_, ok, err := s.Recall("local:ann", "yahtzee")
	require.NoError(t, err)
	assert.False(t, ok)

	require.NoError(t, s.Remember("local:ann", "yahtzee", []byte(`{"players":["human","ai:optimal"]}`)))
	require.NoError(t, s.Remember("local:ann", "yahtzee", []byte(`{"players":["human"]}`)))
	require.NoError(t, s.Remember("local:ann", "blackjack", []byte(`{"decks":6}`)))
	blob, ok, err := s.Recall("local:ann", "yahtzee")
	require.NoError(t, err)
	assert.True(t, ok)
	assert.JSONEq(t, `{"players":["human"]}`, string(blob))
}

// Each player has their own setups: what one player starts a game with is
// never another's default, new or not.
func TestRememberPerPlayer(t *testing.T) {
	s := open(t, "")
	ann, bo, cy := "ssh:SHA256:ann", "ssh:SHA256:bo", "ssh:SHA256:cy"
	require.NoError(t, s.Remember(ann, "pokerdice", []byte(`{"seat-1":"Open"}`)))
	require.NoError(t, s.Remember(bo, "pokerdice", []byte(`{"seat-1":"AI (hard)"}`)))

	for _, c := range []struct {
		player, want string
	}{{ann, `{"seat-1":"Open"}`}, {bo, `{"seat-1":"AI (hard)"}`}} {
		blob, ok, err := s.Recall(c.player, "pokerdice")
		require.NoError(t, err)
		require.True(t, ok, c.player)
		assert.JSONEq(t, c.want, string(blob), c.player)
	}
	_, ok, err := s.Recall(cy, "pokerdice")
	require.NoError(t, err)
	assert.False(t, ok, "a new player starts from the defaults, not from someone else's setup")
}

// What is not JSON is refused, and so is a setup of nobody; the setup kept
// before stays.
func TestRememberRefused(t *testing.T) {
	s := open(t, "")
	require.NoError(t, s.Remember("local:ann", "yahtzee", []byte(`{"players":1}`)))
	assert.Error(t, s.Remember("local:ann", "yahtzee", []byte(`{"players":`)))
	assert.Error(t, s.Remember("", "yahtzee", []byte(`{"players":2}`)))
	blob, _, err := s.Recall("local:ann", "yahtzee")
	require.NoError(t, err)
	assert.JSONEq(t, `{"players":1}`, string(blob))
}
