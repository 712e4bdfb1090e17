package yahtzee

import (
	"github.com/charmbracelet/bubbles/key"

	"teahouse/tui/ui"
)

// keyMap is every key the screen answers to: the shared ones of ui plus
// the digits and the roll.
type keyMap struct {
	ui.CommonKeys
	ui.ReplayKeys
	Digits key.Binding // 1-5: toggle that die's hold
	Roll   key.Binding
}

// newKeyMap returns the bindings: left/right move among the dice, up/down
// among the boxes, enter scores the focused box.
func newKeyMap() keyMap {
	k := keyMap{
		CommonKeys: ui.DefaultCommonKeys(),
		ReplayKeys: ui.DefaultReplayKeys(),
		Digits:     ui.Binding("1-5", "hold die", "1", "2", "3", "4", "5"),
		Roll:       ui.Binding("r", "roll", "r"),
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

// helpKeys picks the bindings the footer shows now: the short line only
// what can be pressed at this moment.
func (m model) helpKeys() ui.HelpKeys {
	k := m.keys
	if m.rep.On {
		cont := k.Confirm
		cont.SetHelp("enter", "continue")
		return ui.HelpKeys{Short: []key.Binding{k.Next, k.Play, cont, k.Tip, k.Back, k.Help, k.Quit},
			Full: [][]key.Binding{{k.Next, k.Play}, {cont, k.Tip, k.Back}, {k.Help, k.Quit}}}
	}
	if m.beat.kind == beatOver || m.humans() == 0 {
		cont := k.Confirm
		cont.SetHelp("enter", "result")
		short := []key.Binding{k.Tip, k.Back, k.Help, k.Quit}
		if m.beat.kind == beatOver {
			short = append([]key.Binding{cont}, short...)
		}
		return ui.HelpKeys{Short: short, Full: [][]key.Binding{short}}
	}
	if !m.myTurn() {
		short := []key.Binding{k.Tip, k.Back, k.Help, k.Quit}
		return ui.HelpKeys{Short: short, Full: [][]key.Binding{short}}
	}
	short := []key.Binding{k.Roll, k.Digits, k.Up, k.Confirm, k.Tip, k.Back, k.Help, k.Quit}
	boxKeys := k.Up
	boxKeys.SetHelp("up/down", "box")
	short[2] = boxKeys
	full := [][]key.Binding{
		{k.Roll, k.Digits, k.Toggle, k.Left, k.Right},
		{k.Up, k.Down, k.Confirm},
		{k.Tip, k.Back, k.Help, k.Quit},
	}
	return ui.HelpKeys{Short: short, Full: full}
}
