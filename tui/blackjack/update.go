package blackjack

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"teahouse/tui/pace"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// Update handles keys, clicks, the window size and the screen's own
// messages. It never waits: pauses are ticks, and computer decisions,
// hints and bankroll saves come from commands.
func (m model) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.env.Width, m.env.Height = msg.Width, msg.Height
		m = m.fitLog()
	case pace.Kick:
		if m.clock.Kicked(msg) {
			m, cmd = m.advance()
		}
	case pace.Step:
		m, cmd = m.step(msg)
	case decided:
		m, cmd = m.decided(msg)
	case hintMsg:
		m = m.gotHint(msg)
	case savedMsg:
		m = m.saved(msg)
	case tea.KeyMsg:
		m, cmd = m.key(msg)
	case tea.MouseMsg:
		m, cmd = m.mouse(msg)
	}
	if m.wantsHint() {
		var ask tea.Cmd
		m, ask = m.askHint()
		cmd = tea.Batch(cmd, ask)
	}
	if m.bank.wantsSave() {
		var save tea.Cmd
		m.bank, save = m.bank.save(m.clock.Instance())
		cmd = tea.Batch(cmd, save)
	}
	if m.ShowHelp { // the full help's height follows what can be pressed
		m = m.fitLog()
	}
	return m, cmd
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
	case key.Matches(msg, k.Tip):
		return m.press(btnHint)
	case key.Matches(msg, k.Count):
		return m.press(btnCount)
	case m.rep.On:
		return m.replayKey(msg)
	case key.Matches(msg, k.Confirm) && m.beat.kind == beatOver:
		return m.acknowledge()
	}
	return m.turnKey(msg)
}

// back closes the help or the hint, or else asks the shell to leave the
// game.
func (m model) back() (model, tea.Cmd) {
	switch {
	case m.CloseHelp():
		return m.fitLog(), nil
	case m.CloseTip():
		return m, nil
	}
	return m, screen.LeaveCmd
}

// replayKey handles the keys of a replay.
func (m model) replayKey(msg tea.KeyMsg) (model, tea.Cmd) {
	result := m.beat.kind == beatOver
	return ui.ReplayKey(m, msg, m.keys.ReplayKeys, m.keys.Confirm, result,
		model.replayNext, model.replayPlay, model.acknowledge)
}

// fitLog sizes the log panel to the area the layout gives it, so its
// scrolling matches what is drawn.
func (m model) fitLog() model {
	m.SizeHelp(m.env.Width)
	m.SizeLog(m.layout().side)
	return m
}
