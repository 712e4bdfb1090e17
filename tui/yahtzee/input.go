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
	"teahouse/tui/table"
)

// intent is what a key or a click of the face asks the driver for.
type intent = table.Intent[gy.Action]

// Key implements table.Face: left/right move among the dice, up/down among
// the open boxes, space and 1-5 hold dice, r rolls the others and enter
// scores the focused box. The driver says why the game refuses an action.
func (f face) Key(c ctx, msg tea.KeyMsg) (face, intent) {
	k := f.keys
	f.strat.err = nil // a cache that could not be written is said until a key, like any status
	switch {
	case key.Matches(msg, k.Left):
		f.focusDie = (f.focusDie + dice.HandSize - 1) % dice.HandSize
	case key.Matches(msg, k.Right):
		f.focusDie = (f.focusDie + 1) % dice.HandSize
	case key.Matches(msg, k.Up):
		f.focusBox = nextOpen(f.board.card(), f.focusBox, -1)
	case key.Matches(msg, k.Down):
		f.focusBox = nextOpen(f.board.card(), f.focusBox, 1)
	case key.Matches(msg, k.Toggle):
		return f.pick(c, f.focusDie)
	case key.Matches(msg, k.Digits):
		d, _ := strconv.Atoi(msg.String())
		return f.pick(c, d-1)
	case key.Matches(msg, k.Roll):
		return f.press(c, btnRoll)
	case key.Matches(msg, k.Confirm):
		return f.press(c, btnScore)
	case key.Matches(msg, k.Tip): // the driver takes t while a person plays here
		return f.press(c, btnTip)
	}
	return f, intent{}
}

// Click implements table.Face: dice, the card's rows and buttons.
func (f face) Click(c ctx, id string) (face, intent) {
	if d, ok := zoneIndex(id, zoneDie, dice.HandSize); ok {
		return f.pick(c, d)
	}
	if b, ok := zoneIndex(id, zoneBox, yz.NumBoxes); ok {
		if !c.MyTurn {
			return f, intent{}
		}
		f.focusBox = yz.Box(b)
		return f, table.Do(gy.ScoreBox(f.focusBox))
	}
	return f.press(c, id)
}

// Back implements table.Face: the face has nothing of its own to close.
func (f face) Back(ctx) (face, bool) { return f, false }

// press performs a button, clicked or pressed by its key.
func (f face) press(_ ctx, id string) (face, intent) {
	switch id {
	case btnRoll:
		return f, table.Do(gy.Roll(f.pending))
	case btnScore:
		return f, table.Do(gy.ScoreBox(f.focusBox))
	case btnTip:
		return f, intent{Tip: true}
	}
	return f, intent{}
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

// zoneIndex reads the number of a zone such as "die3" or "box12", below n.
func zoneIndex(id, prefix string, n int) (int, bool) {
	rest, ok := strings.CutPrefix(id, prefix)
	if !ok {
		return 0, false
	}
	i, err := strconv.Atoi(rest)
	return i, err == nil && i >= 0 && i < n
}
