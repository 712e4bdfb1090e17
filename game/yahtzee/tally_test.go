package yahtzee

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/catalog"
)

// A count's sums become each seat's mean, sample standard deviation and
// wins, a shared win split between its winners.
func TestCountReport(t *testing.T) {
	c := Tally.Count(Config{}, catalog.Run{Seats: []game.Player{{Kind: game.AI, Level: "greedy"}}}).(*Count)
	for _, x := range []int64{200, 300, 250} {
		part := Tally.Count(Config{}, catalog.Run{Seats: make([]game.Player, 1)}).(*Count)
		part.games, part.sum[0], part.sumSq[0], part.shares[0] = 1, x, x*x, ShareUnit/2
		c.Add(part)
	}
	r := c.Report(nil).(RunReport)
	require.Len(t, r.Players, 1)
	assert.Equal(t, "greedy", r.Players[0].Level)
	assert.Equal(t, 250.0, r.Players[0].Mean)
	assert.InDelta(t, 50, r.Players[0].SD, 1e-12, "sample standard deviation")
	assert.Equal(t, 1.5, r.Players[0].Wins)
	assert.Equal(t, int64(750), r.Players[0].Sum, "the sums are in the report, to add up split runs")
}
