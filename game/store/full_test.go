package store

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/gametest"
	bj "teahouse/rules/blackjack"
)

// On a full disk (a real 2 MB tmpfs) a bankroll change fails with the
// reason, the record saved before is left whole, and the change stays
// pending: the next change and Flush send it again, and once there is
// room every round is counted once. Last names what is lost when the
// disk stays full.
func TestAFullDiskLosesNoBankrollChange(t *testing.T) {
	dir := gametest.SmallDisk(t, 2<<20)
	s := open(t, dir)
	start, err := s.SitDown("local:ann", bj.Chips(1000))
	require.NoError(t, err)
	round := Change{}.Hand(bj.Win).Round(bj.Chips(10)).Chips(bj.Chips(10))
	_, err = s.Apply(map[string]Change{"local:ann": round})
	require.NoError(t, err)

	free := gametest.Fill(t, dir)
	var failed int
	for range 20 { // the WAL may hold a few more commits in room it had
		if _, err := s.Apply(map[string]Change{"local:ann": round}); err != nil {
			failed++
		}
	}
	require.NotZero(t, failed, "a full disk fails a save")
	pending := s.Pending()["local:ann"]
	assert.Equal(t, failed, pending.Rounds, "every round not saved is pending")
	saved, ok, err := s.Bankroll("local:ann")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, 21-failed, saved.Rounds, "what was saved is whole")

	var lost *LostError
	require.ErrorAs(t, s.Last(), &lost, "the disk is still full")
	assert.Contains(t, lost.Error(), "local:ann")
	assert.Equal(t, failed, lost.Changes["local:ann"].Rounds)

	free()
	require.NoError(t, s.Flush())
	assert.Empty(t, s.Pending())
	r, _, err := s.Bankroll("local:ann")
	require.NoError(t, err)
	assert.Equal(t, 21, r.Rounds, "every round counted once")
	assert.Equal(t, start.Bankroll+bj.Chips(210), r.Bankroll)
	assert.NoError(t, s.Last())
}

// A table that closes hands over what it had not saved: the next Flush
// saves it.
func TestDeferredChangesAreSavedByTheNextFlush(t *testing.T) {
	s := open(t, "")
	_, err := s.SitDown("p", bj.Chips(100))
	require.NoError(t, err)
	s.Defer(map[string]Change{"p": Change{}.Round(bj.Chips(5)).Chips(bj.Chips(5))})
	require.NoError(t, s.Flush())
	r, _, err := s.Bankroll("p")
	require.NoError(t, err)
	assert.Equal(t, bj.Chips(105), r.Bankroll)
	assert.Equal(t, 1, r.Rounds)
	assert.NoError(t, s.Last())
}
