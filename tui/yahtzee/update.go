package yahtzee

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"teahouse/tui/pace"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// Update handles keys, clicks, the window size and the screen's own
// messages. It never waits: pauses are ticks, AI decisions, advice and the
// strategy table come from commands.
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
	case loadMsg:
		m, cmd = m.loaded(msg)
	case adviceMsg:
		m = m.gotAdvice(msg)
	case tea.KeyMsg:
		m, cmd = m.key(msg)
	case tea.MouseMsg:
		m, cmd = m.mouse(msg)
	}
	if m.wantsAdvice() {
		var ask tea.Cmd
		m, ask = m.askAdvice()
		cmd = tea.Batch(cmd, ask)
	}
	if m.ShowHelp { // the full help's height follows what can be pressed
		m = m.fitLog()
	}
	return m, cmd
}

// loaded follows the load of the strategy table; once it is in, the
// optimal seats can play.
func (m model) loaded(msg loadMsg) (model, tea.Cmd) {
	if !m.clock.Owns(msg.instance) {
		return m, nil
	}
	if !msg.ev.final {
		m.strat.done, m.strat.total = msg.ev.done, msg.ev.total
		return m, msg.next
	}
	m.strat.table, m.strat.err = msg.ev.table, msg.ev.err
	if m.strat.err != nil && m.status == "" {
		m.status = "The strategy table could not be cached: " + m.strat.err.Error()
	}
	m = m.seatPlayers()
	if m.beat.kind == beatWaiting {
		m.beat = beat{}
		return m.advance()
	}
	return m, nil
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
	case m.rep.On:
		return m.replayKey(msg)
	case key.Matches(msg, k.Confirm) && m.beat.kind == beatOver:
		return m.acknowledge()
	case key.Matches(msg, k.Tip):
		return m.toggleTip()
	}
	return m.turnKey(msg)
}

// back closes the help or the advisor, or else asks the shell to leave the
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
	m.SizeLog(m.layout().log)
	return m
}
