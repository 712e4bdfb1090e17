package pokerdice

import (
	"strconv"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	gp "teahouse/game/pokerdice"
	"teahouse/rules/dice"
	"teahouse/tui/screen"
	"teahouse/tui/table"
	"teahouse/tui/ui"
)

// intent is what a key or a click of the face asks the driver for.
type intent = table.Intent[gp.Action]

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
)

// relockFirst is said when a die or enter is pressed after the reroll.
const relockFirst = "Press r to relock (and hold again) or s to stand"

// Key is the screen's table.Input.Key.
func (f face) Key(c ctx, msg tea.KeyMsg) (face, intent) {
	k := f.keys
	switch {
	case key.Matches(msg, k.Left):
		return f.moveFocus(-1), intent{}
	case key.Matches(msg, k.Right):
		return f.moveFocus(1), intent{}
	case key.Matches(msg, k.Toggle):
		if f.targeting() {
			return f.pickTarget(c, f.aim)
		}
		return f.pick(c, f.focus)
	case key.Matches(msg, k.Digits):
		d, _ := strconv.Atoi(msg.String())
		return f.pick(c, d-1)
	}
	if id, ok := ui.Pressed(msg, map[string]key.Binding{btnRoll: k.Confirm, btnPeek: k.Peek, btnForce: k.Force,
		btnDouble: k.Double, btnRelock: k.Relock, btnStand: k.Stand}); ok {
		return f.press(c, id)
	}
	return f, intent{}
}

// Click is the screen's table.Input.Click: dice and buttons.
func (f face) Click(c ctx, id string) (face, intent) {
	if d, ok := ui.ZoneIndex(id, zoneMine, dice.HandSize); ok {
		if f.targeting() {
			return f, intent{}
		}
		return f.pick(c, d)
	}
	if d, ok := ui.ZoneIndex(id, zoneTheirs, dice.HandSize); ok {
		if f.targeting() {
			return f.pickTarget(c, d)
		}
		return f, intent{}
	}
	return f.press(c, id)
}

// Back is the screen's table.Input.Back: esc cancels choosing a target or relocking.
func (f face) Back(ctx) (face, bool) {
	if f.mode == modeHold {
		return f, false
	}
	f.mode = modeHold
	return f, true
}

// press performs a button, clicked or pressed by its key.
func (f face) press(c ctx, id string) (face, intent) {
	switch id {
	case btnTip:
		return f, intent{Tip: true}
	case btnRoll:
		return f.confirm(c)
	case btnPeek:
		return f.target(c, modePeek)
	case btnForce:
		return f.target(c, modeForce)
	case btnDouble:
		return f, table.Do(gp.Double())
	case btnRelock:
		return f.startRelock(c)
	case btnStand:
		return f, table.Do(gp.Stand())
	}
	return f, intent{}
}

// confirm is enter: hold (or relock) the chosen dice and roll the rest, or
// pick the focused target.
func (f face) confirm(c ctx) (face, intent) {
	a, ok := f.mainAction(c)
	if !ok {
		return f, table.Say[gp.Action](relockFirst)
	}
	return f, table.Do(a)
}

// mainAction is what enter and the main button do now: hold (or relock)
// the chosen dice, or pick the focused target; false after the reroll
// until r or s is pressed.
func (f face) mainAction(c ctx) (gp.Action, bool) {
	switch f.mode {
	case modePeek, modeForce:
		return f.targetAction(f.aim), true
	case modeRelock:
		return gp.Relock(f.pending), true
	}
	if c.View.Phase == gp.PhaseRelock {
		return gp.Action{}, false
	}
	return gp.Hold(f.pending), true
}

// targeting reports whether the player is choosing an opponent die.
func (f face) targeting() bool { return f.mode == modePeek || f.mode == modeForce }

// moveFocus moves the focus along the player's dice, or the aim along the
// opponent's while targeting.
func (f face) moveFocus(by int) face {
	if f.targeting() {
		f.aim = (f.aim + by + dice.HandSize) % dice.HandSize
	} else {
		f.focus = (f.focus + by + dice.HandSize) % dice.HandSize
	}
	return f
}

// pick is space, a digit or a click on one of the player's dice: it toggles
// that die's hold, or picks it as the target of a peek or force.
func (f face) pick(c ctx, d int) (face, intent) {
	if d < 0 || d >= dice.HandSize {
		return f, intent{}
	}
	if f.targeting() {
		return f.pickTarget(c, d)
	}
	if !c.MyTurn {
		return f, intent{}
	}
	if c.View.Phase == gp.PhaseRelock && f.mode != modeRelock {
		return f, table.Say[gp.Action](relockFirst)
	}
	f.focus = d
	f.pending = f.pending.Toggle(d)
	return f, intent{}
}

// pickTarget peeks at or forces the opponent's die d.
func (f face) pickTarget(_ ctx, d int) (face, intent) {
	f.aim = d
	return f, table.Do(f.targetAction(d))
}

// targetAction is the peek or force of die d while choosing a target.
func (f face) targetAction(d int) gp.Action {
	if f.mode == modeForce {
		return gp.Force(d)
	}
	return gp.Peek(d)
}

// target starts choosing the opponent die to peek at or force, when the
// game allows one; pressing the key again cancels.
func (f face) target(c ctx, md mode) (face, intent) {
	if f.mode == md {
		f.mode = modeHold
		return f, intent{}
	}
	act := gp.Peek
	if md == modeForce {
		act = gp.Force
	}
	var errs []string
	for d := range dice.HandSize {
		err := c.Check(act(d))
		if err == nil {
			if c.MyTurn {
				f.mode, f.aim = md, d
			}
			return f, intent{}
		}
		errs = append(errs, screen.Reason(err))
	}
	if allSame(errs) {
		return f, table.Say[gp.Action](errs[0])
	}
	if md == modeForce { // every die has its own reason: say it once
		return f, table.Say[gp.Action]("No die to force: the opponent holds none you can force")
	}
	return f, table.Say[gp.Action]("No die to peek at: all the opponent's dice are face up")
}

// startRelock is r: after the reroll, choose new holds.
func (f face) startRelock(c ctx) (face, intent) {
	if err := c.Check(gp.Relock(0)); err != nil {
		return f, table.Say[gp.Action](screen.Reason(err))
	}
	if c.MyTurn {
		f.mode, f.pending, f.focus = modeRelock, 0, 0
	}
	return f, intent{}
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
