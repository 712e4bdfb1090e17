package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/game/catalog"
	"teahouse/game/host"
	sj "teahouse/rules/shengji"
)

// A count reads each game from A's side and each pair of games together.
func TestCountPairs(t *testing.T) {
	c := Tally.Count(Config{}, catalog.Run{}).(*Count)
	play := func(i int, d DealResult) {
		c.Event(i, DealOver{Result: d})
		c.Game(i, host.Game[State, Action]{})
	}
	// Pair 1: A (team 0) defends and goes up 2; then B (team 0) defends
	// the same cards and goes up only 1: A did better.
	play(0, dealResult(1, false, 2, 30))
	play(1, dealResult(1, false, 1, 50))
	// Pair 2: A (team 0) attacks and takes over with no level; then B
	// (team 0) attacks the same cards and takes over +1: B did better.
	play(2, dealResult(0, true, 0, 90))
	play(3, dealResult(0, true, 1, 130))
	r := c.Report(nil).(RunReport)
	assert.Equal(t, 4, r.Games)
	assert.Equal(t, 2, r.Deals)
	assert.Equal(t, 1, r.ABetterPairs)
	assert.Equal(t, 1, r.BBetterPairs)
	assert.Equal(t, 2-1+0-1, r.Levels)
	assert.Equal(t, 30+50+90+130, r.Points)
	assert.Equal(t, 0.5, r.ABetter)
	assert.Equal(t, float64(30+50+90+130)/4, r.AttackerPoints)
}

// dealResult is a deal the attacking team ended with levels up for the
// winning side, the attackers having points.
func dealResult(attackers int, attackersWin bool, levels, points int) DealResult {
	return DealResult{Attackers: attackers, Points: points, Result: sj.Result{AttackersWin: attackersWin, Levels: levels}}
}
