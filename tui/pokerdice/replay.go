package pokerdice

import (
	tea "github.com/charmbracelet/bubbletea"

	aipd "teahouse/ai/pokerdice"
	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/tui/replay"
	"teahouse/tui/screen"
)

// newReplay reads a saved log, checks that every action in it replays, and
// returns a screen that shows the match from its start to an audience that
// sees every face.
func newReplay(env screen.Env, data []byte, name string, speed game.Speed) (screen.Screen, error) {
	tbl, rep, err := replay.Load(gp.Game, data, name, speed, func(gp.Config) int { return gp.Seats })
	if err != nil {
		return nil, err
	}
	return newModel(env, tbl, [gp.Seats]aipd.Player{}, rep), nil
}

// replayStep plays the next logged action as it was played.
func (m model) replayStep() (model, tea.Cmd) {
	e, ok := m.rep.Step(m.moves)
	if !ok {
		return m, nil
	}
	return m.perform(e.Seat, e.Action)
}

// replayNext moves the replay one action on: it cuts short whatever is being
// shown, or plays the next action.
func (m model) replayNext() (model, tea.Cmd) {
	switch m.beat.kind {
	case beatTumble, beatPause:
		m = m.land()
		m.clock = m.clock.Stop()
		if len(m.queue) > 0 {
			return m.advance()
		}
		m = m.sync()
	case beatReveal:
		b := m.beat
		m.beat = beat{}
		m.clock = m.clock.Stop()
		return m.applyPaced(b.seat, b.action)
	case beatShowdown:
		return m.acknowledge()
	case beatOver:
		return m, nil
	}
	if len(m.queue) > 0 {
		return m.advance()
	}
	return m.replayStep()
}

// replayPlay starts or pauses playing.
func (m model) replayPlay() (model, tea.Cmd) {
	m.rep.Playing = !m.rep.Playing
	switch {
	case !m.rep.Playing && m.beat.kind == beatPause:
		m.beat = beat{}
		m.clock = m.clock.Stop()
		return m, nil
	case m.rep.Playing && m.beat.kind == beatShowdown:
		return m.acknowledge()
	case m.rep.Playing && m.beat.kind == beatIdle:
		if !m.rep.Next(m.moves) {
			m.rep.Playing = false
			return m, nil
		}
		return m.replayStep()
	}
	return m, nil
}
