package pokerdice

import (
	"github.com/charmbracelet/bubbles/key"

	gp "teahouse/game/pokerdice"
	"teahouse/tui/ui"
)

// keyMap is every key of the game: the shared moves and one letter per
// action (the driver has help, tip, back and quit).
type keyMap struct {
	Left, Right, Toggle, Confirm key.Binding
	Digits                       key.Binding // 1-5: toggle that die, or pick it as a target
	Peek, Force, Double, Relock  key.Binding
	Stand                        key.Binding
}

// newKeyMap returns the bindings; the skill keys' help names the skill.
func newKeyMap() keyMap {
	b, c := ui.Binding, ui.DefaultCommonKeys()
	k := keyMap{
		Left: c.Left, Right: c.Right, Toggle: c.Toggle, Confirm: c.Confirm,
		Digits: b("1-5", "toggle die", "1", "2", "3", "4", "5"),
		Peek:   b("p", "peek", "p"),
		Force:  b("f", "force reroll", "f"),
		Double: b("d", "double", "d"),
		Relock: b("r", "relock", "r"),
		Stand:  b("s", "stand", "s"),
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

// Keys is the screen's table.Input.Keys: the short line shows only what can be
// pressed now to some effect: nothing while it is not the player's turn,
// and of the skills only those the game would take now.
func (f face) Keys(c ctx) ui.HelpKeys {
	k := f.keys
	if c.People == 0 {
		return ui.HelpKeys{}
	}
	confirm, toggle, digits := k.Confirm, k.Toggle, k.Digits
	switch {
	case f.mode == modeRelock:
		confirm.SetHelp("enter", "relock & roll")
	case f.targeting():
		confirm.SetHelp("enter", "pick die")
		toggle.SetHelp("space", "pick die")
		digits.SetHelp("1-5", "pick die")
	}
	var short []key.Binding
	if c.MyTurn {
		if f.mode != modeHold || c.View.Phase == gp.PhaseHold { // toggling or targeting
			short = append(short, toggle, digits)
		}
		if a, ok := f.mainAction(c); ok && c.Can(a) {
			short = append(short, confirm)
		}
		if f.mode == modeHold {
			short = append(short, f.skillKeys(c)...)
		}
	}
	full := [][]key.Binding{{k.Left, k.Right, k.Toggle, k.Digits, confirm}}
	if f.view.Config.Skills {
		full = append(full, []key.Binding{k.Peek, k.Force, k.Double, k.Relock, k.Stand})
	}
	return ui.HelpKeys{Short: short, Full: full}
}

// skillKeys are the keys of the skills (and of standing) the game takes now.
func (f face) skillKeys(c ctx) []key.Binding {
	if !f.view.Config.Skills {
		return nil
	}
	k := f.keys
	var out []key.Binding
	for _, s := range gp.Skills {
		can := false
		switch s {
		case gp.SkillPeek:
			can = anyDie(c, gp.Peek)
		case gp.SkillForce:
			can = anyDie(c, gp.Force)
		case gp.SkillDouble:
			can = c.Can(gp.Double())
		case gp.SkillRelock:
			can = c.Can(gp.Relock(0))
		}
		if can {
			out = append(out, k.skillKey(s))
		}
	}
	if c.Can(gp.Stand()) {
		out = append(out, k.Stand)
	}
	return out
}
