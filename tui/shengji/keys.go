package shengji

import (
	"github.com/charmbracelet/bubbles/key"

	gs "teahouse/game/shengji"
	"teahouse/tui/ui"
)

// keyMap is the game's own keys (the driver has help, back, quit, the log
// and the replay): a card table's, and the declarations.
type keyMap struct {
	ui.CardKeys
	Declare   key.Binding
	LastTrick key.Binding // the last trick, your plays (lasttrick.go)
}

// newKeyMap returns the bindings.
func newKeyMap() keyMap {
	return keyMap{
		CardKeys:  ui.NewCardKeys("2-9TJQKABR", "rank, 8h suit"),
		Declare:   ui.Binding("1-4", "declare", "1", "2", "3", "4"),
		LastTrick: lastTrickKey(),
	}
}

// Keys is the screen's table.Input.Keys: the short line shows what can be pressed
// now, the full help every key.
func (f face) Keys(c ctx) ui.HelpKeys {
	k := f.keys
	full := [][]key.Binding{
		{k.Left, k.Right, k.Toggle, k.Ranks, k.Clear},
		{k.Play, k.Pass, k.Declare, k.Hint, k.LastTrick},
	}
	var short []key.Binding
	switch v := c.View; {
	case c.Replay != nil || c.People == 0:
		short = []key.Binding{k.LastTrick}
	case v.Phase == gs.PhaseDeal:
		short = []key.Binding{k.Declare, k.Pass, k.Hint}
	case v.Phase == gs.PhaseBury:
		bury := k.Play
		bury.SetHelp("enter", "bury")
		short = []key.Binding{k.Toggle, k.Ranks, bury, k.Hint, k.Clear}
	default:
		short = []key.Binding{k.Toggle, k.Ranks, k.Play, k.Hint, k.LastTrick, k.Clear}
	}
	return ui.HelpKeys{Short: short, Full: full}
}
