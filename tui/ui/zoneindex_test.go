package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestZoneIndex(t *testing.T) {
	for _, tt := range []struct {
		zone string
		i    int
		ok   bool
	}{{"die0", 0, true}, {"die4", 4, true}, {"die5", 0, false}, {"die-1", 0, false}, {"die", 0, false}, {"box3", 0, false}, {"die3x", 0, false}} {
		i, ok := ZoneIndex(tt.zone, "die", 5)
		assert.Equal(t, tt.ok, ok, tt.zone)
		if tt.ok {
			assert.Equal(t, tt.i, i, tt.zone)
		}
	}
}
