package yahtzee

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aiyz "teahouse/ai/yahtzee"
	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/tui/screentest"
	"teahouse/tui/table"
)

// advisorText is the text of the advisor's box on an ASCII screen, or ""
// when the box shows something else.
func advisorText(m screenOf) string {
	view := flatten(m.View())
	for i := strings.Index(view, " Advisor "); i >= 0; i = strings.Index(view, " Advisor ") {
		if view = view[i+1:]; !strings.HasPrefix(view, "Advisor ]") { // not the button
			return view
		}
	}
	return ""
}

// tableOf is the tests' strategy table.
func tableOf(t testing.TB) *aiyz.Table {
	t.Helper()
	tbl := cachedTable(cacheDir)
	require.NotNil(t, tbl)
	return tbl
}

// Before the turn's first roll the advisor gives the expected final score
// of the card: a fresh card's is the solitaire optimum.
func TestTipBeforeTheRoll(t *testing.T) {
	m := press(t, start(t, testEnv(true), setup(42)), "t")
	text := advisorText(m)
	assert.Contains(t, text, "Roll first.")
	assert.Contains(t, text, fmt.Sprintf("Expected final score: %.1f", tableOf(t).FreshValue()))
	assert.Contains(t, text, "254.6")
}

// After a roll the advisor lists the three best holds and every box the
// dice may go in, each with the expected final score the ai package gives,
// a worse box with what it costs.
func TestTipHoldsAndBoxes(t *testing.T) {
	m := press(t, start(t, testEnv(true), setup(42)), "r", "2", "5", "t")
	v := view(t, m)
	holds := aiyz.Holds(tableOf(t), v.Card(), v.Dice, v.RollsLeft(), numHolds)
	boxes := aiyz.Boxes(tableOf(t), v.Card(), v.Dice)
	require.Len(t, holds, 3)

	text := advisorText(m)
	assert.Contains(t, text, "Best holds, 2 rolls left")
	assert.Contains(t, text, "1. keep 6 6 - your hold 253.9", "dice 2 and 5 held: the best hold")
	assert.Contains(t, text, fmt.Sprintf("2. keep 6 5 6 %.1f", holds[1].EV))
	assert.Contains(t, text, "3. keep 3 6 6 251.7")
	assert.Contains(t, text, "Score now (final score)")
	assert.Contains(t, text, fmt.Sprintf("Chance 23 %.1f", boxes[0].EV))
	assert.Contains(t, text, "Threes 6 240.0 (-3.0)")
	assert.Len(t, entries(t, m), 1, "advice plays nothing")

	m = press(t, m, "r", "r") // the third roll: only boxes are left
	text = advisorText(m)
	assert.NotContains(t, text, "Best holds")
	assert.Contains(t, text, "Score now")
	v = view(t, m)
	assert.Contains(t, text, longNames[aiyz.Boxes(tableOf(t), v.Card(), v.Dice)[0].Box])
}

// The advisor speaks to the player whose turn it is, and follows the
// position.
func TestTipFollowsYourTurns(t *testing.T) {
	m := press(t, start(t, testEnv(true), setup(42)), "t", "r", "enter")
	assert.Contains(t, advisorText(m), "Expected final score", "your next turn")
	m = press(t, m, "r")
	assert.Contains(t, advisorText(m), "Best holds")
}

// Until the strategy table is in, the advisor and the header say how far
// its computation has come, with a progress bar; the optimal seat waits,
// and the box shows the log while it is the computer's turn.
func TestTipWaitsForTheTable(t *testing.T) {
	fut := &future{done: make(chan struct{}), progress: make(chan progress, 1)}
	fut.once.Do(func() {}) // the test loads it
	players := []game.Player{aiOptimal, you}
	m, err := table.Open(testEnv(true), specOf(fut), gy.Config{Seats: 2}, 42, players, newFace(fut), table.Options{Speed: game.Instant})
	require.NoError(t, err)
	t.Cleanup(m.Close)
	s, _ := m.Update(loadMsg{fut: fut, step: progress{frac: 0.42, why: "stale: rules version 1, want 2"}}) // its command would wait for the next step
	m = press(t, s.(screenOf), "t")
	assert.Contains(t, m.View(), "strategy, cache stale ####", "why the cache is rebuilt, in short where the players need the room")
	assert.Contains(t, m.View(), "42%")
	assert.Contains(t, flatten(m.View()), "AI (optimal) waits for the strategy table... 42%")
	assert.Empty(t, advisorText(m), "the log, on the computer's turn")
	assert.Empty(t, entries(t, m))

	fut.table = tableOf(t)
	close(fut.done)
	m, _ = drive(t, m, screentest.Run(m.Init())...) // the screen starts, the table is in
	require.True(t, where(m).MyTurn, "the optimal seat played")
	assert.NotEmpty(t, entries(t, m))
	assert.NotContains(t, m.View(), "strategy #")
	assert.Contains(t, advisorText(m), "Roll first")
}

// A rejected cache file is rebuilt, and the progress says why: the reason
// comes with the solve's steps, in full where the header has room, and in
// the advisor.
func TestTipSaysWhyTheCacheIsRebuilt(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, aiyz.CacheFile), []byte("junk"), 0o644))
	fut := newFuture(dir)
	fut.start()
	var why string
	for msg := fut.read().(loadMsg); !msg.final && why == ""; msg = fut.read().(loadMsg) {
		why = msg.step.why
	}
	<-fut.done
	require.NotEmpty(t, why, "said before the solve ends")
	assert.Equal(t, fut.table.Info().Reason, why)
	assert.Contains(t, why, "corrupt: 4 bytes")

	f := newFace(&future{done: make(chan struct{})})
	f.strat.why = why
	c := ctx{Env: sized(160, 48, true)}
	assert.Contains(t, f.Header(c).Second, "strategy, cache "+why)
	kind, detail, _ := strings.Cut(why, ": ")
	assert.Contains(t, flatten(strings.Join(f.adviceLines(c, 50), "\n")), "The cached table was "+kind+" ("+detail+"): it is rebuilt.")
}

// Hot seat: each player gets their own advice, named.
func TestTipHotSeat(t *testing.T) {
	m := press(t, start(t, testEnv(true), setup(3, p1, p2)), "t", "r")
	assert.Contains(t, advisorText(m), "Best holds for Player 1")
	m = press(t, m, "enter")
	assert.Equal(t, game.Seat(1), where(m).Viewer)
	m = press(t, m, "t", "r")
	assert.Contains(t, advisorText(m), "Best holds for Player 2")
}
