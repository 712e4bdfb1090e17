package shengji

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/tui/screentest"
)

// greedy is a computer seat.
var greedy = game.Player{ID: "ai:greedy", Kind: game.AI, Level: "greedy"}

// A person against three computers plays a whole deal by the keys: the
// deal's result is held on screen with the kitty's multiplier and the
// level result, as the game scored it.
func TestPlayADealAgainstComputers(t *testing.T) {
	s := screentest.Setup("shengji", 11, nil, person("ann"), greedy, greedy, greedy)
	s.Options["deals"] = "1"
	s.Options["trump"] = "ask"
	m := start(t, screentest.Sized(80, 24, false), s)
	for steps := 0; !where(m).Holding && !where(m).Over; steps++ {
		require.Less(t, steps, 400, "the deal ends")
		require.True(t, where(m).MyTurn, "the screen waits for you:\n%s", m.View())
		m = press(t, m, moveKeys(t, m)...)
	}
	require.True(t, where(m).Holding, "the result waits for enter")
	results := gs.Game.View(truth(t, m), 0).Results
	require.Len(t, results, 1)
	r := results[0]
	view := screentest.Flatten(m.View())
	assert.Contains(t, view, "Kitty")
	assert.Contains(t, view, r.Result.String())
	assert.Contains(t, view, kittyWords(ctx{Env: screentest.Sized(80, 24, false)}, r), "the kitty turned up under the table")
	if r.Multiplier > 0 {
		assert.Contains(t, view, fmt.Sprintf("×%d", r.Multiplier))
	}
	m = press(t, m, "enter")
	assert.True(t, where(m).Over)
}

// Four computers play a deal to its end with nobody at the keyboard.
func TestComputersPlayAlone(t *testing.T) {
	s := screentest.Setup("shengji", 12, nil, greedy, greedy, greedy, greedy)
	s.Options["deals"] = "1"
	m := start(t, screentest.Sized(120, 40, false), s)
	for steps := 0; !where(m).Over; steps++ {
		require.Less(t, steps, 50, "the deal ends")
		m, _ = drive(t, m, screentest.Keys("enter")...)
	}
	assert.Contains(t, screentest.Flatten(m.View()), "Levels")
}

// A saved game replays to its end for an audience that sees every hand:
// the last deal's result is on screen, and the replay saves as it read.
func TestReplayToTheEnd(t *testing.T) {
	s := screentest.Setup("shengji", 13, nil, greedy, greedy, greedy, greedy)
	s.Options["deals"] = "1"
	m := start(t, screentest.Sized(100, 30, false), s)
	for steps := 0; !where(m).Over; steps++ {
		require.Less(t, steps, 50, "the deal ends")
		m, _ = drive(t, m, screentest.Keys("enter")...)
	}
	_, data := screentest.SavedLog(t, m)
	r, ok := screentest.ReplayToEnd(t, Screens, screentest.Sized(100, 30, false), data, func(r screenOf) bool { return !where(r).Over })
	require.True(t, ok)
	assert.True(t, where(r).Over)
	assert.Contains(t, screentest.Flatten(r.View()), "Kitty")
	screentest.RequireSavedAsRead(t, r, data)
}

// During the deal a person with nothing to declare passes without a key:
// the first time the screen waits for you, you may declare, or the deal
// is over.
func TestNothingToDeclarePassesByItself(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		s := screentest.Setup("shengji", seed, nil, person("ann"), greedy, greedy, greedy)
		s.Options["deals"] = "1"
		m := start(t, screentest.Sized(80, 24, false), s)
		require.True(t, where(m).MyTurn, "seed %d", seed)
		v := gs.Game.View(truth(t, m), 0)
		assert.True(t, v.Phase != gs.PhaseDeal || canDeclare(v), "seed %d: the screen waits in the deal with nothing to declare", seed)
	}
}
