package pokerdice

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// The zones of the screen: own dice are "me0".."me4", the opponent's
// "opp0".."opp4", and each button has its own.
const (
	zoneMine   = "me"
	zoneTheirs = "opp"
	btnRoll    = "btn-roll"
	btnTip     = "btn-tip"
	btnPeek    = "btn-peek"
	btnForce   = "btn-force"
	btnDouble  = "btn-double"
	btnRelock  = "btn-relock"
	btnStand   = "btn-stand"
	btnNext    = "btn-next"
	btnPlay    = "btn-play"
	btnReady   = "btn-ready"
)

// skillButtons are the skill buttons in the order of gp.Skills.
var skillButtons = [...]string{btnPeek, btnForce, btnDouble, btnRelock}

// myTurn reports whether the person at the keyboard may act now: it is their
// seat's decision and nothing is still being shown (a tumble may finish
// while they choose).
func (m model) myTurn() bool {
	if m.rep.On || m.passing || m.done || len(m.queue) > 0 {
		return false
	}
	if m.beat.kind != beatIdle && m.beat.kind != beatTumble {
		return false
	}
	v := m.view()
	return v.Phase != gp.PhaseOver && v.Turn == v.Viewer && m.human(v.Viewer)
}

// turnKey maps a key to the button it presses, or moves the focus.
func (m model) turnKey(msg tea.KeyMsg) (model, tea.Cmd) {
	k := m.keys
	switch {
	case key.Matches(msg, k.Left):
		m = m.moveFocus(-1)
	case key.Matches(msg, k.Right):
		m = m.moveFocus(1)
	case key.Matches(msg, k.Toggle):
		if m.targeting() {
			return m.pickTarget(m.aim)
		}
		return m.pick(m.focus)
	case key.Matches(msg, k.Digits):
		d, _ := strconv.Atoi(msg.String())
		return m.pick(d - 1)
	case key.Matches(msg, k.Confirm):
		return m.press(btnRoll)
	case key.Matches(msg, k.Peek):
		return m.press(btnPeek)
	case key.Matches(msg, k.Force):
		return m.press(btnForce)
	case key.Matches(msg, k.Double):
		return m.press(btnDouble)
	case key.Matches(msg, k.Relock):
		return m.press(btnRelock)
	case key.Matches(msg, k.Stand):
		return m.press(btnStand)
	}
	return m, nil
}

// press performs a button, clicked or pressed by its key.
func (m model) press(id string) (model, tea.Cmd) {
	switch id {
	case btnTip:
		return m.toggleTip()
	case btnNext:
		if m.rep.On {
			return m.replayNext()
		}
		return m.acknowledge()
	case btnPlay:
		return m.replayPlay()
	case btnReady:
		if m.passing {
			return m.handOver()
		}
		return m, nil
	}
	if m.rep.On {
		return m, nil
	}
	switch id {
	case btnRoll:
		return m.confirm()
	case btnPeek:
		return m.target(modePeek)
	case btnForce:
		return m.target(modeForce)
	case btnDouble:
		return m.try(gp.Double())
	case btnRelock:
		return m.startRelock()
	case btnStand:
		return m.try(gp.Stand())
	}
	return m, nil
}

// confirm is enter: hold (or relock) the chosen dice and roll the rest, or
// pick the focused target.
func (m model) confirm() (model, tea.Cmd) {
	switch m.mode {
	case modePeek, modeForce:
		return m.pickTarget(m.aim)
	case modeRelock:
		return m.try(gp.Relock(m.pending))
	}
	if m.myTurn() && m.view().Phase == gp.PhaseRelock {
		m.status = "Press r to relock (then choose holds) or s to stand"
		return m, nil
	}
	return m.try(gp.Hold(m.pending))
}

// try asks the game whether the action is legal and applies it, or shows why
// not and changes nothing.
func (m model) try(a gp.Action) (model, tea.Cmd) {
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

// targeting reports whether the player is choosing an opponent die.
func (m model) targeting() bool { return m.mode == modePeek || m.mode == modeForce }

// moveFocus moves the focus along the player's dice, or the aim along the
// opponent's while targeting.
func (m model) moveFocus(by int) model {
	if m.targeting() {
		m.aim = (m.aim + by + dice.HandSize) % dice.HandSize
	} else {
		m.focus = (m.focus + by + dice.HandSize) % dice.HandSize
	}
	return m
}

// pick is space, a digit or a click on one of the player's dice: it toggles
// that die's hold, or picks it as the target of a peek or force.
func (m model) pick(d int) (model, tea.Cmd) {
	if d < 0 || d >= dice.HandSize {
		return m, nil
	}
	if m.targeting() {
		return m.pickTarget(d)
	}
	if !m.myTurn() {
		return m, nil
	}
	if m.view().Phase == gp.PhaseRelock && m.mode != modeRelock {
		m.status = "Press r to relock (then choose holds) or s to stand"
		return m, nil
	}
	m.focus = d
	m.pending = m.pending.Toggle(d)
	return m, nil
}

// pickTarget peeks at or forces the opponent's die d.
func (m model) pickTarget(d int) (model, tea.Cmd) {
	m.aim = d
	if m.mode == modePeek {
		return m.try(gp.Peek(d))
	}
	return m.try(gp.Force(d))
}

// target starts choosing the opponent die to peek at or force, when the game
// allows one; pressing the key again cancels.
func (m model) target(md mode) (model, tea.Cmd) {
	if m.mode == md {
		m.mode = modeHold
		return m, nil
	}
	v := m.view()
	act := gp.Peek
	if md == modeForce {
		act = gp.Force
	}
	var errs []string
	for d := range dice.HandSize {
		err := v.Check(act(d))
		if err == nil {
			if m.myTurn() {
				m.mode, m.aim = md, d
			}
			return m, nil
		}
		errs = append(errs, screen.Reason(err))
	}
	m.status = errs[0]
	if !allSame(errs) { // every die has its own reason: say it once
		m.status = "No die to peek at: all the opponent's dice are face up"
		if md == modeForce {
			m.status = "No die to force: the opponent holds none you can force"
		}
	}
	return m, nil
}

// startRelock is r: after the reroll, choose new holds.
func (m model) startRelock() (model, tea.Cmd) {
	if err := m.view().Check(gp.Relock(0)); err != nil {
		m.status = screen.Reason(err)
		return m, nil
	}
	if m.myTurn() {
		m.mode, m.pending, m.focus = modeRelock, 0, 0
	}
	return m, nil
}

// mouse handles clicks on dice and buttons and the wheel over the log.
func (m model) mouse(msg tea.MouseMsg) (model, tea.Cmd) {
	if cmd, wheel := m.WheelLog(msg, m.layoutRects().Log); wheel {
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
	if d, ok := zoneDie(id, zoneMine); ok {
		if m.targeting() {
			return m, nil
		}
		return m.pick(d)
	}
	if d, ok := zoneDie(id, zoneTheirs); ok {
		if m.targeting() {
			return m.pickTarget(d)
		}
		return m, nil
	}
	return m.press(id)
}

// zoneDie reads the die position of a dice zone such as "me3".
func zoneDie(id, prefix string) (int, bool) {
	rest, ok := strings.CutPrefix(id, prefix)
	if !ok || len(rest) != 1 {
		return 0, false
	}
	d := int(rest[0] - '0')
	return d, d >= 0 && d < dice.HandSize
}

// allSame reports whether every string is the first.
func allSame(ss []string) bool {
	for _, s := range ss {
		if s != ss[0] {
			return false
		}
	}
	return true
}
