package yahtzee

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/tui/pace"
)

// paced starts a game at speed with the strategy table in, and lets
// nothing but commands run: ticks are delivered by stepNow.
func paced(t *testing.T, speed game.Speed, players ...game.Player) model {
	t.Helper()
	s := setup(42, players...)
	s.Speed = speed
	scr, err := Game.New(testEnv(true), s)
	require.NoError(t, err)
	m := scr.(model)
	m, _ = drive(t, m, run(startLoad(m.clock.Instance(), cacheDir))...)
	require.True(t, m.strat.ready())
	return m
}

// stepNow delivers the tick the screen waits for, without waiting for it.
func stepNow(t *testing.T, m model) (model, tea.Cmd) {
	t.Helper()
	s, cmd := m.Update(m.clock.Due())
	return s.(model), cmd
}

// update delivers one message and returns the command it gives.
func update(m model, msg tea.Msg) (model, tea.Cmd) {
	s, cmd := m.Update(msg)
	return s.(model), cmd
}

// A roll tumbles for pace.TumbleFrames frames of random faces, and is
// logged only once it lands on the rolled faces.
func TestPaceTumble(t *testing.T) {
	m := paced(t, game.Normal, you)
	m, _ = update(m, m.clock.Kick()())
	m, _ = update(m, keys("r")[0])
	require.Equal(t, beatTumble, m.beat.kind)
	assert.Equal(t, gy.Game.View(m.tbl.State(), 0).Dice, m.board.dice, "the board has the rolled faces")
	assert.NotContains(t, m.View(), "You roll", "logged once it lands")
	for range pace.TumbleFrames {
		require.Equal(t, beatTumble, m.beat.kind)
		m, _ = stepNow(t, m)
	}
	assert.Equal(t, beatIdle, m.beat.kind)
	assert.Contains(t, m.View(), "You roll 3 6 5 3 6")
	assert.True(t, m.myTurn())
}

// A tick of an older generation, or of another screen, is dropped.
func TestPaceStaleTicksAreDropped(t *testing.T) {
	m := paced(t, game.Normal, you)
	m, _ = update(m, m.clock.Kick()())
	m, _ = update(m, keys("r")[0])
	frames := m.beat.frames
	m2, cmd := update(m, pace.NewClock(m.clock.Instance()).Due())
	assert.Nil(t, cmd)
	assert.Equal(t, frames, m2.beat.frames)
	other, _ := pace.NewClock(m.clock.Instance() + 1).After(0)
	m2, cmd = update(m, other.Due())
	assert.Nil(t, cmd, "a tick of another screen")
	assert.Equal(t, frames, m2.beat.frames)
}

// thinkAndDecide plays a computer's pause and brings its decision.
func thinkAndDecide(t *testing.T, m model) model {
	t.Helper()
	require.Equal(t, beatThink, m.beat.kind)
	m, cmd := stepNow(t, m)
	require.Equal(t, beatDeciding, m.beat.kind)
	m, _ = update(m, run(cmd)[0])
	return m
}

// landTumble steps through a tumble.
func landTumble(t *testing.T, m model) model {
	t.Helper()
	for m.beat.kind == beatTumble {
		m, _ = stepNow(t, m)
	}
	return m
}

// A computer's holds are marked one die at a time, before its roll; the
// box it scores flashes in the card.
func TestPaceAITurn(t *testing.T) {
	m := paced(t, game.Fast, aiOptimal, you)
	m, _ = update(m, m.clock.Kick()())
	m = landTumble(t, thinkAndDecide(t, m)) // the first roll holds nothing
	require.Len(t, m.tbl.Log().Entries, 1)

	for m.beat.kind == beatThink {
		m = thinkAndDecide(t, m)
		last := m.tbl.Log().Entries
		if m.beat.kind == beatReveal {
			hold := m.beat.action.Hold
			for shown := 1; shown <= hold.Count(); shown++ {
				require.Equal(t, last, m.tbl.Log().Entries, "not rolled while the holds are shown")
				assert.Equal(t, shown, m.beat.reveal.Shown.Count())
				assert.Contains(t, m.View(), "HELD")
				assert.Contains(t, m.View(), "keeps")
				m, _ = stepNow(t, m)
			}
			assert.Equal(t, gy.Roll(hold), m.tbl.Log().Entries[len(last)].Action)
			m = landTumble(t, m)
			continue
		}
		require.Equal(t, beatFlash, m.beat.kind, "a box was scored")
		box := m.board.scored.box
		r, ok := zone(m, zoneBox+itoa(int(box)))
		require.True(t, ok)
		row := strings.Split(m.View(), "\n")[r.Y]
		assert.True(t, strings.HasPrefix(row, "* "), "the scored row is marked: %q", row)
		assert.Contains(t, m.View(), "scores")
		m, _ = stepNow(t, m)
	}
	assert.Equal(t, beatIdle, m.beat.kind)
	assert.True(t, m.myTurn())
}

// At instant speed nothing tumbles or flashes; the end of a game with a
// person waits for enter.
func TestPaceInstant(t *testing.T) {
	m := start(t, testEnv(false), setup(42, you))
	for round := 1; round <= gy.Rounds; round++ {
		assert.Equal(t, beatIdle, m.beat.kind)
		m = press(t, m, "r", "enter")
	}
	assert.Equal(t, beatOver, m.beat.kind, "the end waits for enter")
	assert.Contains(t, m.View(), "Game over: You score")
	assert.Contains(t, m.View(), "Result")
	_, out := drive(t, m, keys("enter")...)
	require.Len(t, out, 1)
}
