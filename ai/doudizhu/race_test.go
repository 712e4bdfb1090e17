package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A candidate that loses every sample the leader wins leaves the race at
// the first pruning; one that differs from the leader on a single sample
// stays; the race is open while two are left.
func TestRaceDropsOnlyTheClearlyBeaten(t *testing.T) {
	r := newRace(3)
	for k := range raceFrom {
		r.record(0, true)
		r.record(1, false)
		r.record(2, k != 0)
		r.prune(k + 1)
		if k+1 < raceFrom {
			assert.Equal(t, []bool{true, true, true}, r.alive, "no pruning before raceFrom samples")
		}
	}
	assert.Equal(t, []bool{true, false, true}, r.alive)
	assert.True(t, r.open())
	assert.Equal(t, 0, r.leader())
}

// The first of tied candidates leads: the rule player's choice wins ties.
func TestRaceTieGoesToTheFirst(t *testing.T) {
	r := newRace(2)
	r.record(0, false)
	r.record(1, false)
	assert.Equal(t, 0, r.leader())
	r.record(0, true)
	r.record(1, true)
	assert.Equal(t, 0, r.leader())
}
