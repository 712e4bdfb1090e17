package pokerdice

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	"teahouse/tui/pace"
)

// paced starts a match at speed without running Init.
func paced(t *testing.T, speed game.Speed, players ...game.Player) model {
	t.Helper()
	s := setup(42, nil, players...)
	s.Speed = speed
	scr, err := Game.New(testEnv(true), s)
	require.NoError(t, err)
	return scr.(model)
}

// step delivers the tick the screen waits for, without waiting for it.
func stepNow(t *testing.T, m model) (model, tea.Cmd) {
	t.Helper()
	s, cmd := m.Update(m.clock.Due())
	return s.(model), cmd
}

// The opening roll tumbles for pace.TumbleFrames frames of random faces, logged
// only once it lands; then the dice show the real roll.
func TestPaceOpeningTumble(t *testing.T) {
	m := paced(t, game.Normal)
	s, cmd := m.Update(run(m.Init())[0])
	m = s.(model)
	require.NotNil(t, cmd)
	require.Equal(t, beatTumble, m.beat.kind)
	assert.Equal(t, [2]dice.Mask{dice.FullMask, dice.FullMask}, m.beat.tumble)
	assert.NotContains(t, m.View(), "You roll", "the roll is logged once it lands")
	assert.Contains(t, m.View(), "Rolling")
	for range pace.TumbleFrames {
		require.Equal(t, beatTumble, m.beat.kind)
		m, _ = stepNow(t, m)
	}
	assert.Equal(t, beatIdle, m.beat.kind)
	assert.Equal(t, gp.Game.View(m.tbl.State(), 0).Me().Dice, m.board.dice[0])
	assert.Contains(t, m.View(), "You roll 3 6 5 3 6")
	assert.True(t, m.myTurn())
}

// A tick of an older generation is dropped: the screen does not move.
func TestPaceStaleTicksAreDropped(t *testing.T) {
	m := paced(t, game.Normal)
	s, _ := m.Update(run(m.Init())[0])
	m = s.(model)
	frames := m.beat.frames
	s, cmd := m.Update(pace.NewClock(m.clock.Instance()).Due()) // generation 0
	assert.Nil(t, cmd)
	assert.Equal(t, frames, s.(model).beat.frames)
	other, _ := pace.NewClock(m.clock.Instance() + 1).After(0)
	s, cmd = m.Update(other.Due())
	assert.Nil(t, cmd, "a tick of another screen")
	assert.Equal(t, frames, s.(model).beat.frames)
}

// A computer's holds appear one die at a time, a Speed delay apart, before
// the hold is applied.
func TestPaceAIHoldsOneDieAtATime(t *testing.T) {
	m := paced(t, game.Fast, aiOptimal, you)
	m.opening = false
	s, _ := m.Update(run(m.Init())[0])
	m = s.(model)
	require.Equal(t, beatThink, m.beat.kind)
	m, cmd := stepNow(t, m)
	require.Equal(t, beatDeciding, m.beat.kind)
	s, _ = m.Update(run(cmd)[0])
	m = s.(model)
	require.Equal(t, beatReveal, m.beat.kind)
	hold := m.beat.action.Dice
	require.NotZero(t, hold)
	for shown := 1; shown <= hold.Count(); shown++ {
		require.Empty(t, m.tbl.Log().Entries, "not applied while it is shown")
		assert.Equal(t, shown, m.beat.reveal.Shown.Count())
		assert.Contains(t, m.View(), "HELD")
		m, _ = stepNow(t, m)
	}
	assert.Equal(t, []game.Entry[gp.Action]{{Seat: 0, Action: gp.Hold(hold)}}, m.tbl.Log().Entries)
}

// At instant speed nothing tumbles and nothing waits but the showdown.
func TestPaceInstant(t *testing.T) {
	m := start(t, testEnv(false), setup(42, nil))
	assert.Equal(t, beatIdle, m.beat.kind)
	m = press(t, m, "enter")
	assert.Equal(t, beatShowdown, m.beat.kind, "the showdown waits for enter")
	m = press(t, m, "enter")
	assert.Equal(t, beatIdle, m.beat.kind)
	assert.Equal(t, 2, m.board.round)
}
