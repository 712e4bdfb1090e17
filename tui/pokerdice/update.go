package pokerdice

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	"teahouse/tui/pace"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// Update handles keys, clicks, the window size and the screen's own pacing
// messages. It never waits: pauses are ticks and AI decisions are commands.
func (m model) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.env.Width, m.env.Height = msg.Width, msg.Height
		m = m.fitLog()
	case pace.Kick:
		if m.clock.Kicked(msg) {
			m, cmd = m.kick()
		}
	case pace.Step:
		m, cmd = m.step(msg)
	case decided:
		m, cmd = m.decided(msg)
	case tipsMsg:
		m = m.gotTips(msg)
	case tea.KeyMsg:
		m, cmd = m.key(msg)
	case tea.MouseMsg:
		m, cmd = m.mouse(msg)
	}
	if m.ShowTip && m.tipsFor != m.moves && m.myTurn() {
		var ask tea.Cmd
		m, ask = m.askTips()
		cmd = tea.Batch(cmd, ask)
	}
	if m.ShowHelp { // the full help's height follows what can be pressed
		m = m.fitLog()
	}
	return m, cmd
}

// kick starts the screen: the opening roll tumbles, then play begins.
func (m model) kick() (model, tea.Cmd) {
	if m.opening {
		m.opening = false
		b := m.tumbleBeat(beat{kind: beatTumble, frames: pace.TumbleFrames,
			tumble: [gp.Seats]dice.Mask{dice.FullMask, dice.FullMask}, lines: m.openingLines()})
		if b.kind != beatIdle && !m.passing {
			return m.begin(b)
		}
		m.Log = m.Log.Append(m.openingLines()...)
	}
	return m.advance()
}

// key handles the keys of a key message one at a time.
func (m model) key(msg tea.KeyMsg) (model, tea.Cmd) { return ui.EachKey(m, msg, model.oneKey) }

// oneKey handles one key press.
func (m model) oneKey(msg tea.KeyMsg) (model, tea.Cmd) {
	k := m.keys
	m.status = ""
	switch {
	case key.Matches(msg, k.Help):
		m.ToggleHelp()
		return m.fitLog(), nil
	case key.Matches(msg, k.Back):
		return m.back()
	case m.passing:
		if key.Matches(msg, k.Confirm) {
			return m.handOver()
		}
		return m, nil
	case m.rep.On:
		return m.replayKey(msg)
	case key.Matches(msg, k.Confirm) && (m.beat.kind == beatShowdown || m.beat.kind == beatOver):
		return m.acknowledge()
	case key.Matches(msg, k.Tip):
		return m.toggleTip()
	}
	return m.turnKey(msg)
}

// back closes the help, the tip panel or a target choice, or else asks the
// shell to leave the game.
func (m model) back() (model, tea.Cmd) {
	switch {
	case m.CloseHelp():
		return m.fitLog(), nil
	case m.CloseTip():
		return m, nil
	case m.mode != modeHold:
		m.mode = modeHold
		return m, nil
	}
	return m, screen.LeaveCmd
}

// handOver shows the table to the next player of a hot-seat match.
func (m model) handOver() (model, tea.Cmd) {
	m.passing = false
	m.board.viewer = m.viewer()
	m = m.sync()
	m.ShowTip, m.tips, m.tipsFor = false, nil, -1
	m.focus, m.pending, m.mode = 0, 0, modeHold
	return m.advance()
}

// replayKey handles the keys of a replay.
func (m model) replayKey(msg tea.KeyMsg) (model, tea.Cmd) {
	result := m.beat.kind == beatShowdown || m.beat.kind == beatOver
	return ui.ReplayKey(m, msg, m.keys.ReplayKeys, m.keys.Confirm, result,
		model.replayNext, model.replayPlay, model.acknowledge)
}

// fitLog sizes the log panel to the area the frame gives it, so its
// scrolling matches what is drawn.
func (m model) fitLog() model {
	m.SizeHelp(m.env.Width)
	m.SizeLog(m.layoutRects().Log)
	return m
}
