package yahtzee

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// The zones of the screen: the dice are "die0".."die4", the card's rows
// "box0".."box12" (by yz.Box), and each button has its own.
const (
	zoneDie   = "die"
	zoneBox   = "box"
	zoneLog   = "log"
	btnRoll   = "btn-roll"
	btnScore  = "btn-score"
	btnTip    = "btn-tip"
	btnNext   = "btn-next"
	btnPlay   = "btn-play"
	btnResult = "btn-result"
)

// turnKey maps a key to what it does on the player's turn.
func (m model) turnKey(msg tea.KeyMsg) (model, tea.Cmd) {
	k := m.keys
	switch {
	case key.Matches(msg, k.Left):
		m.focusDie = (m.focusDie + dice.HandSize - 1) % dice.HandSize
	case key.Matches(msg, k.Right):
		m.focusDie = (m.focusDie + 1) % dice.HandSize
	case key.Matches(msg, k.Up):
		m.focusBox = m.nextOpen(m.board.card(), m.focusBox, -1)
	case key.Matches(msg, k.Down):
		m.focusBox = m.nextOpen(m.board.card(), m.focusBox, 1)
	case key.Matches(msg, k.Toggle):
		return m.pick(m.focusDie)
	case key.Matches(msg, k.Digits):
		d, _ := strconv.Atoi(msg.String())
		return m.pick(d - 1)
	case key.Matches(msg, k.Roll):
		return m.press(btnRoll)
	case key.Matches(msg, k.Confirm):
		return m.press(btnScore)
	}
	return m, nil
}

// press performs a button, clicked or pressed by its key.
func (m model) press(id string) (model, tea.Cmd) {
	switch id {
	case btnTip:
		return m.toggleTip()
	case btnNext:
		return m.replayNext()
	case btnPlay:
		return m.replayPlay()
	case btnResult:
		return m.acknowledge()
	}
	if m.rep.On {
		return m, nil
	}
	switch id {
	case btnRoll:
		return m.try(gy.Roll(m.pending))
	case btnScore:
		return m.try(gy.ScoreBox(m.focusBox))
	}
	return m, nil
}

// try asks the game whether the action is legal and applies it, or shows
// why not and changes nothing.
func (m model) try(a gy.Action) (model, tea.Cmd) {
	v := m.view()
	if err := v.Check(a); err != nil {
		m.status = screen.Reason(err)
		return m, nil
	}
	if !m.myTurn() {
		return m, nil // the screen is still showing what happened
	}
	next, err := m.apply(v.Viewer, a)
	if err != nil {
		m.status = screen.Reason(err)
		return m, nil
	}
	return next.advance()
}

// pick is space, a digit or a click on a die: it toggles that die's hold.
// Before the turn's first roll there is nothing to hold, as the game says.
func (m model) pick(d int) (model, tea.Cmd) {
	if d < 0 || d >= dice.HandSize || !m.myTurn() {
		return m, nil
	}
	m.focusDie = d
	hold := m.pending.Toggle(d)
	if err := m.view().Check(gy.Roll(hold)); err != nil && m.view().RollsUsed == 0 {
		m.status = screen.Reason(err)
		return m, nil
	}
	m.pending = hold
	return m, nil
}

// choose is a click on a box's row: it scores the dice there.
func (m model) choose(b yz.Box) (model, tea.Cmd) {
	if !m.myTurn() {
		return m, nil
	}
	m.focusBox = b
	return m.try(gy.ScoreBox(b))
}

// mouse handles clicks on dice, boxes and buttons and the wheel over the log.
func (m model) mouse(msg tea.MouseMsg) (model, tea.Cmd) {
	if cmd, wheel := m.WheelLog(msg, m.layout().log); wheel {
		return m, cmd
	}
	if !ui.LeftPress(msg) {
		return m, nil
	}
	id, ok := m.screen().Hit(msg.X, msg.Y)
	if !ok {
		return m, nil
	}
	m.status = ""
	if d, ok := zoneIndex(id, zoneDie, dice.HandSize); ok {
		return m.pick(d)
	}
	if b, ok := zoneIndex(id, zoneBox, yz.NumBoxes); ok {
		return m.choose(yz.Box(b))
	}
	return m.press(id)
}

// zoneIndex reads the number of a zone such as "die3" or "box12", below n.
func zoneIndex(id, prefix string, n int) (int, bool) {
	rest, ok := strings.CutPrefix(id, prefix)
	if !ok {
		return 0, false
	}
	i, err := strconv.Atoi(rest)
	return i, err == nil && i >= 0 && i < n
}
