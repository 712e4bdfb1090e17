package yahtzee

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// Computer seats at instant speed play a whole game through tea.Cmd
// messages, and the screen ends it with screen.Finished: the winner, the
// ranking, and what the optimal player expected.
func TestAIGameFinishes(t *testing.T) {
	scr, err := Game.New(testEnv(false), setup(11, aiOptimal, aiGreedy))
	require.NoError(t, err)
	h := screentest.Played(t, scr)
	m := h.Screen.(model)
	require.True(t, m.tbl.Over())
	assert.False(t, m.Running())
	for i := range 2 {
		assert.True(t, m.tbl.State().Card(game.Seat(i)).Done())
	}
	sum := h.Finished.Summary
	assert.Regexp(t, `^AI \((optimal|greedy)\) wins with \d+$|share the win`, sum[0])
	assert.Regexp(t, `^1\. `, sum[2])
	assert.Contains(t, sum, "AI (optimal) expected 254.59 at the start (optimal play).")
	assert.Contains(t, sum, "AI (greedy): no exact expectation (it plays each turn for itself).")
}

// Every AI decision arrives as a message from a command, never inside
// Update: after a computer's turn starts, Update returns a command and the
// table is unchanged until its message comes back.
func TestAIDecisionsComeAsMessages(t *testing.T) {
	scr, err := Game.New(testEnv(false), setup(42, aiGreedy, you))
	require.NoError(t, err)
	m := scr.(model)
	s, cmd := m.Update(m.clock.Kick()()) // the AI rolls first
	m = s.(model)
	require.NotNil(t, cmd)
	require.Empty(t, m.tbl.Log().Entries)
	require.Equal(t, beatThink, m.beat.kind)

	msgs := run(cmd) // the pause (instant: at once)
	require.Len(t, msgs, 1)
	s, cmd = m.Update(msgs[0])
	m = s.(model)
	require.Equal(t, beatDeciding, m.beat.kind)
	require.Empty(t, m.tbl.Log().Entries)

	msgs = run(cmd) // the decision, made off the Update loop
	require.Len(t, msgs, 1)
	d, ok := msgs[0].(decided)
	require.True(t, ok)
	assert.Equal(t, game.Seat(0), d.Seat)
	assert.Equal(t, gy.Roll(0), d.Action)

	s2, _ := m.Update(d.Stale())
	assert.Empty(t, s2.(model).tbl.Log().Entries, "a decision for another position is dropped")
	s, _ = m.Update(d)
	assert.Equal(t, []game.Entry[gy.Action]{{Seat: 0, Action: gy.Roll(0)}}, s.(model).tbl.Log().Entries)
}

// An optimal seat waits for the strategy table, and plays once it is in.
func TestAIOptimalWaitsForTheTable(t *testing.T) {
	scr, err := Game.New(testEnv(false), setup(42, aiOptimal, you))
	require.NoError(t, err)
	m := scr.(model)
	m, _ = drive(t, m, m.clock.Kick()())
	assert.Equal(t, beatWaiting, m.beat.kind)
	assert.Empty(t, m.tbl.Log().Entries)
	assert.Contains(t, m.View(), "waits for the strategy table")

	m, _ = drive(t, m, run(startLoad(m.clock.Instance(), cacheDir))...)
	assert.NotEmpty(t, m.tbl.Log().Entries, "the optimal seat played")
	assert.True(t, m.myTurn(), "and passed the dice to you")
}

// With nobody at the keyboard the game plays to its end by itself.
func TestAIAlone(t *testing.T) {
	scr, err := Game.New(testEnv(false), setup(5, aiGreedy))
	require.NoError(t, err)
	m, out := drive(t, scr.(model), run(scr.Init())...)
	assert.True(t, m.tbl.Over())
	require.Len(t, out, 1)
	assert.Regexp(t, `^AI \(greedy\) scores \d+$`, out[0].(screen.Finished).Summary[0])
}
