package yahtzee

import (
	"strconv"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
	"teahouse/tui/screen"
	"teahouse/tui/table"
	"teahouse/tui/ui"
)

// intent is what a key or a click of the face asks the driver for.
type intent = table.Intent[gy.Action]

// Key is the screen's table.Input.Key: left/right move among the dice, up/down among
// the open boxes, space and 1-5 hold dice, r rolls the others and enter
// scores the focused box (a 0 only after a second enter or y: any other
// key takes the question back and does nothing else). The driver says why
// the game refuses an action.
func (f face) Key(c ctx, msg tea.KeyMsg) (face, intent) {
	k := f.keys
	f.strat.err = nil // a cache that could not be written is said until a key, like any status
	if f.zero {
		f.zero = false
		if key.Matches(msg, k.Confirm, k.Yes) {
			return f, table.Do(gy.ScoreBox(f.focusBox))
		}
		return f, intent{}
	}
	switch {
	case key.Matches(msg, k.Up, k.Down):
		f.chosen = true
		by := 1
		if key.Matches(msg, k.Up) {
			by = -1
		}
		f.focusBox = nextOpen(f.view.Card(), f.focusBox, by)
	case key.Matches(msg, k.Left):
		f.focusDie = (f.focusDie + dice.HandSize - 1) % dice.HandSize
	case key.Matches(msg, k.Right):
		f.focusDie = (f.focusDie + 1) % dice.HandSize
	case key.Matches(msg, k.Toggle):
		return f.pick(c, f.focusDie)
	case key.Matches(msg, k.Digits):
		d, _ := strconv.Atoi(msg.String())
		return f.pick(c, d-1)
	case key.Matches(msg, k.Roll):
		return f.press(c, btnRoll)
	case key.Matches(msg, k.Undo):
		seat, ok := f.undoable(c)
		switch {
		case !ok && c.MyTurn:
			return f, table.Do(gy.Undo()) // the game says why not
		case !ok:
			return f, intent{}
		case seat == c.Viewer:
			return f, table.Do(gy.Undo())
		}
		return f, table.DoAs(seat, gy.Undo())
	case key.Matches(msg, k.Confirm):
		return f.press(c, btnScore)
	case key.Matches(msg, k.Tip): // the driver takes t while a person plays here
		return f.press(c, btnTip)
	}
	return f, intent{}
}

// Click is the screen's table.Input.Click: dice, the card's rows and buttons. A click
// on a row (in anyone's column) moves the box cursor there, or says why
// the dice cannot go in that box; a second click
// on the row the player chose scores it, as enter does. While a 0 waits
// for confirmation, a click on its row or the Score button confirms it and
// any other click only takes the question back.
func (f face) Click(c ctx, id string) (face, intent) {
	b, onBox := ui.ZoneIndex(id, zoneBox, yz.NumBoxes)
	if f.zero {
		f.zero = false
		if onBox && yz.Box(b) == f.focusBox || id == btnScore {
			return f, table.Do(gy.ScoreBox(f.focusBox))
		}
		return f, intent{}
	}
	if d, ok := ui.ZoneIndex(id, zoneDie, dice.HandSize); ok {
		return f.pick(c, d)
	}
	if onBox {
		if !c.MyTurn {
			return f, intent{}
		}
		if yz.Box(b) == f.focusBox && f.chosen {
			return f.press(c, btnScore)
		}
		if err := c.Check(gy.ScoreBox(yz.Box(b))); err != nil {
			return f, table.Say[gy.Action](screen.Reason(err))
		}
		f.focusBox, f.chosen = yz.Box(b), true
		return f, intent{}
	}
	return f.press(c, id)
}

// Back is the screen's table.Input.Back: esc takes back the question of scoring a 0,
// and does nothing else.
func (f face) Back(ctx) (face, bool) {
	if f.zero {
		f.zero = false
		return f, true
	}
	return f, false
}

// press performs a button, clicked or pressed by its key. Scoring 0 in a
// box asks first.
func (f face) press(c ctx, id string) (face, intent) {
	switch id {
	case btnRoll:
		return f, table.Do(gy.Roll(f.pending))
	case btnScore:
		a := gy.ScoreBox(f.focusBox)
		if c.Can(a) && f.scores(f.focusBox) == 0 {
			f.zero = true
			return f, intent{}
		}
		return f, table.Do(a)
	case btnTip:
		return f, intent{Tip: true}
	}
	return f, intent{}
}

// undoable returns the seat that may take back its last score now, a
// person here: the viewer, or at a hot seat the player before.
func (f face) undoable(c ctx) (game.Seat, bool) {
	u := c.View.Undo
	if u == nil {
		return 0, false
	}
	if u.Seat == c.Viewer {
		return u.Seat, c.Can(gy.Undo())
	}
	return u.Seat, c.CanAs(u.Seat, gy.Undo())
}

// scores is what the dice on the table score in box b, the Yahtzee bonus
// included.
func (f face) scores(b yz.Box) int {
	points, bonus, _ := f.view.Card().Points(f.view.Dice, b)
	return points + bonus
}

// pick is space, a digit or a click on a die: it toggles that die's hold.
// Before the turn's first roll there is nothing to hold, as the game says.
func (f face) pick(c ctx, d int) (face, intent) {
	if d < 0 || d >= dice.HandSize || !c.MyTurn {
		return f, intent{}
	}
	f.focusDie = d
	hold := f.pending.Toggle(d)
	if err := c.Check(gy.Roll(hold)); err != nil && c.View.RollsUsed == 0 {
		return f, table.Say[gy.Action](screen.Reason(err))
	}
	f.pending = hold
	return f, intent{}
}
