package pokerdice

import (
	"github.com/charmbracelet/bubbles/key"

	gp "teahouse/game/pokerdice"
	"teahouse/tui/ui"
)

// keyMap is every key the screen answers to: the shared ones of ui plus one
// letter per action.
type keyMap struct {
	ui.CommonKeys
	ui.ReplayKeys
	Digits key.Binding // 1-5: toggle that die, or pick it as a target
	Peek   key.Binding
	Force  key.Binding
	Double key.Binding
	Relock key.Binding
	Stand  key.Binding
}

// newKeyMap returns the bindings; the skill keys' help names the skill.
func newKeyMap() keyMap {
	b := ui.Binding
	k := keyMap{
		CommonKeys: ui.DefaultCommonKeys(),
		ReplayKeys: ui.DefaultReplayKeys(),
		Digits:     b("1-5", "toggle die", "1", "2", "3", "4", "5"),
		Peek:       b("p", "peek", "p"),
		Force:      b("f", "force reroll", "f"),
		Double:     b("d", "double", "d"),
		Relock:     b("r", "relock", "r"),
		Stand:      b("s", "stand", "s"),
	}
	k.Confirm.SetHelp("enter", "hold & roll")
	k.Toggle.SetHelp("space", "toggle die")
	k.Left.SetHelp("left/h", "focus left")
	k.Right.SetHelp("right/l", "focus right")
	return k
}

// skillKey returns the binding of skill s.
func (k keyMap) skillKey(s gp.Skill) key.Binding {
	switch s {
	case gp.SkillPeek:
		return k.Peek
	case gp.SkillForce:
		return k.Force
	case gp.SkillDouble:
		return k.Double
	}
	return k.Relock
}

// helpKeys picks the bindings the footer shows now: the short line only
// what can be pressed at this moment.
func (m model) helpKeys() ui.HelpKeys {
	k := m.keys
	if m.rep.On {
		short := []key.Binding{k.Next, k.Play, k.Confirm, k.Back, k.Help, k.Quit}
		short[2].SetHelp("enter", "continue")
		return ui.HelpKeys{Short: short, Full: [][]key.Binding{{k.Next, k.Play}, {short[2], k.Back}, {k.Help, k.Quit}}}
	}
	confirm := k.Confirm
	switch {
	case m.passing:
		confirm.SetHelp("enter", "ready")
		return ui.HelpKeys{Short: []key.Binding{confirm, k.Back, k.Quit}, Full: [][]key.Binding{{confirm, k.Back, k.Quit}}}
	case m.beat.kind == beatShowdown || m.beat.kind == beatOver:
		confirm.SetHelp("enter", "continue")
		return ui.HelpKeys{Short: []key.Binding{confirm, k.Back, k.Help, k.Quit}, Full: [][]key.Binding{{confirm, k.Back}, {k.Help, k.Quit}}}
	case m.mode == modeRelock:
		confirm.SetHelp("enter", "relock & roll")
	case m.mode == modePeek || m.mode == modeForce:
		confirm.SetHelp("enter", "pick target")
	}
	if m.humans() == 0 {
		confirm.SetHelp("enter", "next now")
		return ui.HelpKeys{Short: []key.Binding{confirm, k.Back, k.Help, k.Quit}, Full: [][]key.Binding{{confirm, k.Back}, {k.Help, k.Quit}}}
	}
	short := []key.Binding{k.Toggle, k.Digits, confirm, k.Tip}
	if m.view().Config.Skills {
		for _, s := range gp.Skills {
			short = append(short, k.skillKey(s))
		}
		short = append(short, k.Stand)
	}
	short = append(short, k.Back, k.Help, k.Quit)
	full := [][]key.Binding{
		{k.Left, k.Right, k.Toggle, k.Digits},
		{confirm, k.Tip, k.Back, k.Help},
	}
	if m.view().Config.Skills {
		full = append(full, []key.Binding{k.Peek, k.Force, k.Double}, []key.Binding{k.Relock, k.Stand, k.Quit})
	} else {
		full[1] = append(full[1], k.Quit)
	}
	return ui.HelpKeys{Short: short, Full: full}
}
