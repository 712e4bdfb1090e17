package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gs "teahouse/game/shengji"
	sj "teahouse/rules/shengji"
)

// The greedy player against itself: the two games of a deal are the same
// game with the teams' names swapped, so no deal favours either side and
// A's level change is nothing.
func TestEvaluateGreedyAgainstItself(t *testing.T) {
	greedy := game.Player{Kind: game.AI, Level: "greedy"}
	cfg := EvalConfig{Deals: 40, Seed: 7, A: greedy, B: greedy}
	res, err := Evaluate(cfg)
	require.NoError(t, err)
	assert.Equal(t, 40, res.Deals)
	assert.Equal(t, 80, res.Games)
	assert.Zero(t, res.ABetter)
	assert.Zero(t, res.BBetter)
	assert.Zero(t, res.ALevelDelta)
	assert.Positive(t, res.AttackerPoints)
	again, err := Evaluate(cfg)
	require.NoError(t, err)
	assert.Equal(t, res, again, "same seed, same result")

	cfg.Rules = sj.Rules{NoTractors: true, Kitty: sj.KittyDouble}
	other, err := Evaluate(cfg)
	require.NoError(t, err)
	assert.Equal(t, 80, other.Games)
}

func TestEvaluateRefuses(t *testing.T) {
	greedy := game.Player{Kind: game.AI, Level: "greedy"}
	_, err := Evaluate(EvalConfig{Deals: -1, A: greedy, B: greedy})
	assert.ErrorIs(t, err, ErrEvalConfig)
	_, err = Evaluate(EvalConfig{Deals: 1, A: greedy, B: game.Player{Kind: game.AI, Level: "genius"}})
	assert.ErrorIs(t, err, ErrUnknownLevel)
}

// count reads each game from A's side and each deal's pair of games.
func TestCount(t *testing.T) {
	var r EvalResult
	// Deal 1: A (team 0) defends and goes up 2; then B (team 0) defends
	// the same cards and goes up only 1: A did better.
	r.count(0, dealResult(1, false, 2, 30))
	r.count(1, dealResult(1, false, 1, 50))
	// Deal 2: A (team 0) attacks and takes over with no level; then B
	// (team 0) attacks the same cards and takes over +1: B did better.
	r.count(2, dealResult(0, true, 0, 90))
	r.count(3, dealResult(0, true, 1, 130))
	assert.Equal(t, 4, r.Games)
	assert.Equal(t, 1, r.aBetter)
	assert.Equal(t, 1, r.bBetter)
	assert.Equal(t, 2-1+0-1, r.levels)
	assert.Equal(t, 30+50+90+130, r.points)
}

// dealResult is a deal the attacking team ended with levels up for the
// winning side, the attackers having points.
func dealResult(attackers int, attackersWin bool, levels, points int) gs.DealResult {
	return gs.DealResult{Attackers: attackers, Points: points, Result: sj.Result{AttackersWin: attackersWin, Levels: levels}}
}
