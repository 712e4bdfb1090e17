package yahtzee

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aiyz "teahouse/ai/yahtzee"
	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/tui/screentest"
)

// A whole game against the optimal computer, played by keys: it ends, the
// result names the winner, ranks both, says what your choices cost against
// optimal play and what the optimal player could expect; the saved log
// replays to the same game.
func TestPlayAWholeGame(t *testing.T) {
	m := start(t, testEnv(false), setup(42))
	m, summary := playOn(t, m, "2", "down")
	s := truth(t, m)
	require.True(t, s.Over())
	assert.False(t, m.Running())
	for i := range 2 {
		assert.True(t, s.Card(game.Seat(i)).Done())
	}
	require.Len(t, summary, 8)
	assert.Regexp(t, `^(You win|AI \(optimal\) wins) with \d+$|share the win`, summary[0])
	assert.Regexp(t, `^1\. `, summary[2])
	assert.Regexp(t, `^You gave away \d+\.\d points against optimal play \(best \d+ of 13 times\)\.$`, summary[5], "13 boxes, no hold rolled")
	assert.Equal(t, "AI (optimal) expected 254.59 at the start (optimal play).", summary[7])
	assert.Contains(t, flatten(m.View()), "You gave away", "on the final table too")
	assert.Contains(t, m.View(), "Result")
}

// The computer moves exactly once each time the table waits for it, and
// only then: every logged action was the waiting seat's.
func TestPlayTheComputerMovesOncePerDecision(t *testing.T) {
	m := start(t, testEnv(false), setup(7, aiGreedy, you, aiOptimal))
	m, _ = playOn(t, m, "1")
	screentest.RequireOneAtATime(t, gy.Game, savedLog(t, m))
}

// Computers alone play a whole game at once at instant speed, to an
// audience; the result says what each could expect.
func TestPlayComputersAlone(t *testing.T) {
	m := start(t, testEnv(false), setup(11, aiOptimal, aiGreedy))
	p := where(m)
	assert.Equal(t, game.Omniscient, p.Viewer)
	assert.True(t, p.Done, "the game played out and ended")
	assert.True(t, truth(t, m).Over())
	assert.Contains(t, flatten(m.View()), "AI (greedy): no exact expectation")
	assert.Contains(t, flatten(m.View()), "AI (optimal) expected 254.59")
}

// An optimal seat waits for the strategy table, saying so, and plays once
// it is in; the header follows the load.
func TestPlayOptimalSeatsWaitForTheTable(t *testing.T) {
	dir := t.TempDir() // a table not yet in memory: read from its cache file
	data, err := os.ReadFile(filepath.Join(cacheDir, aiyz.CacheFile))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, aiyz.CacheFile), data, 0o644))
	env := testEnv(false)
	env.CacheDir = dir

	scr, err := Screens.New(env, setup(42, aiOptimal, you))
	require.NoError(t, err)
	t.Cleanup(scr.Close)
	m := scr.(screenOf)
	assert.Contains(t, m.View(), "AI (optimal) waits for the strategy table")
	assert.Contains(t, m.View(), "strategy ")
	assert.Empty(t, entries(t, m), "nothing is played without the table")

	m, _ = drive(t, m, screentest.Run(m.Init())...) // the load, then the optimal seat's turn
	require.NotEmpty(t, entries(t, m), "the optimal seat played")
	assert.Equal(t, game.Seat(0), entries(t, m)[0].Seat)
	assert.True(t, where(m).MyTurn, "and passed the dice to you")
	assert.NotContains(t, m.View(), "strategy ", "the header's progress bar is gone")
}
