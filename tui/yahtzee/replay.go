package yahtzee

import (
	tea "github.com/charmbracelet/bubbletea"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/tui/replay"
	"teahouse/tui/screen"
)

// newReplay reads a saved log, checks that every action in it replays, and
// returns a screen that shows the game from its start.
func newReplay(env screen.Env, data []byte, name string, speed game.Speed) (screen.Screen, error) {
	tbl, rep, err := replay.Load(gy.Game, data, name, speed, func(c gy.Config) int { return max(1, c.Seats) })
	if err != nil {
		return nil, err
	}
	return newModel(env, tbl, rep), nil
}

// replayStep plays the next logged action as it was played.
func (m model) replayStep() (model, tea.Cmd) {
	e, ok := m.rep.Step(m.moves)
	if !ok {
		return m, nil
	}
	return m.perform(e.Seat, e.Action)
}

// replayNext moves the replay one action on: it cuts short whatever is
// being shown, or plays the next action.
func (m model) replayNext() (model, tea.Cmd) {
	if !m.rep.On {
		return m, nil
	}
	switch m.beat.kind {
	case beatTumble:
		m = m.land()
	case beatReveal:
		b := m.beat
		m.beat, m.clock = beat{}, m.clock.Stop()
		return m.applyPaced(b.seat, b.action)
	case beatOver:
		return m, nil
	}
	m.beat, m.clock = beat{}, m.clock.Stop()
	if len(m.queue) > 0 {
		return m.advance()
	}
	m = m.sync()
	return m.replayStep()
}

// replayPlay starts or pauses playing.
func (m model) replayPlay() (model, tea.Cmd) {
	if !m.rep.On {
		return m, nil
	}
	m.rep.Playing = !m.rep.Playing
	switch {
	case !m.rep.Playing && m.beat.kind == beatPause:
		m.beat, m.clock = beat{}, m.clock.Stop()
	case m.rep.Playing && m.beat.kind == beatIdle:
		return m.replayStep()
	}
	return m, nil
}
