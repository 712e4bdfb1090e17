package yahtzee

import (
	"github.com/charmbracelet/bubbles/key"

	"teahouse/tui/ui"
)

// keyMap is the game's own keys: the moves, holds, the roll and scoring
// (the driver has help, the advisor while a person plays, back, quit, the
// log and the replay's keys).
type keyMap struct {
	Left, Right, Up, Down key.Binding
	Toggle, Confirm, Tip  key.Binding
	Digits                key.Binding // 1-5: toggle that die's hold
	Roll                  key.Binding
	Undo                  key.Binding // take back the last score, until the next roll
	Yes, No               key.Binding // scoring a 0: y (or enter) scores it, esc does not
}

// newKeyMap returns the bindings: left/right move among the dice, up/down
// among the boxes, enter scores the focused box.
func newKeyMap() keyMap {
	c := ui.DefaultCommonKeys()
	k := keyMap{
		Left: c.Left, Right: c.Right, Up: c.Up, Down: c.Down,
		Toggle: c.Toggle, Confirm: c.Confirm, Tip: c.Tip,
		Digits: ui.Binding("1-5", "hold die", "1", "2", "3", "4", "5"),
		Roll:   ui.Binding("r", "roll", "r"),
		Undo:   ui.Binding("u", "take back", "u"),
		Yes:    ui.Binding("y/enter", "score 0", "y", "Y"),
		No:     ui.Binding("esc", "don't", "esc"),
	}
	k.Confirm.SetHelp("enter", "score box")
	k.Toggle.SetHelp("space", "hold die")
	k.Left.SetHelp("left/h", "die left")
	k.Right.SetHelp("right/l", "die right")
	k.Up.SetHelp("up/k", "box up")
	k.Down.SetHelp("down/j", "box down")
	k.Tip.SetHelp("t", "advisor")
	return k
}

// Keys is the screen's table.Input.Keys: the short line shows only what can be
// pressed now (u only while a score may be taken back); a table of
// computers alone has the advisor.
func (f face) Keys(c ctx) ui.HelpKeys {
	k := f.keys
	var undo []key.Binding
	if seat, ok := f.undoable(c); ok {
		u, what := k.Undo, "take back "+longNames[c.View.Undo.Box]
		if seat != c.Viewer { // at a hot seat, the player before
			what += " (" + c.Names[seat] + ")"
		}
		u.SetHelp("u", what)
		undo = append(undo, u)
	}
	switch {
	case c.People == 0 && !c.Outcome.Over:
		return ui.HelpKeys{Short: []key.Binding{k.Tip}, Full: [][]key.Binding{{k.Tip}}}
	case !c.MyTurn || c.View.Turn != c.Viewer: // waiting for the next player, who may still be undone
		return ui.HelpKeys{Short: undo, Full: [][]key.Binding{undo}}
	case f.zero:
		return ui.HelpKeys{Short: []key.Binding{k.Yes, k.No}, Full: [][]key.Binding{{k.Yes, k.No}}}
	}
	boxes := k.Up
	boxes.SetHelp("up/down", "box")
	return ui.HelpKeys{
		Short: append(append([]key.Binding{k.Roll}, undo...), k.Digits, boxes, k.Confirm),
		Full:  [][]key.Binding{append(append([]key.Binding{k.Roll}, undo...), k.Digits, k.Toggle, k.Left, k.Right), {k.Up, k.Down, k.Confirm}},
	}
}
