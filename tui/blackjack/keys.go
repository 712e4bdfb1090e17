package blackjack

import (
	"strings"

	"github.com/charmbracelet/bubbles/key"

	"teahouse/tui/ui"
)

// keyMap is the game's own keys: the bet, enter, and one letter per action
// (the driver has the hint, help, back, quit, the log and the replay).
// Blackjack has nothing to move a focus over, so h/j/k/l are not movement
// keys here: h hits.
type keyMap struct {
	BetUp, BetDown, Confirm              key.Binding
	Hit, Stand, Double, Split, Surrender key.Binding
	Insure, EvenMoney, Decline           key.Binding
	SitOut, Rebuy, Count                 key.Binding
}

// newKeyMap returns the bindings.
func newKeyMap() keyMap {
	b := ui.Binding
	return keyMap{
		BetUp:     b("up/+", "raise bet", "up", "+", "="),
		BetDown:   b("down/-", "lower bet", "down", "-", "_"),
		Confirm:   b("enter", "deal", "enter"),
		Hit:       b("h", "hit", "h"),
		Stand:     b("s", "stand", "s"),
		Double:    b("d", "double", "d"),
		Split:     b("p", "split", "p"),
		Surrender: b("r", "surrender", "r"),
		Insure:    b("i", "insure", "i"),
		EvenMoney: b("e", "even money", "e"),
		Decline:   b("n", "decline", "n"),
		SitOut:    b("x", "sit out", "x"),
		Rebuy:     b("b", "new bankroll", "b"),
		Count:     b("c", "Hi-Lo count", "c"),
	}
}

// buttons are the buttons the keys press, by the button's zone.
func (k keyMap) buttons() map[string]key.Binding {
	return map[string]key.Binding{
		btnBetUp: k.BetUp, btnBetDown: k.BetDown, btnDeal: k.Confirm, btnSitOut: k.SitOut,
		btnRebuy: k.Rebuy, btnInsure: k.Insure, btnEven: k.EvenMoney, btnDecline: k.Decline,
		btnHit: k.Hit, btnStand: k.Stand, btnDouble: k.Double, btnSplit: k.Split,
		btnSurrender: k.Surrender, btnCount: k.Count,
	}
}

// Keys is the screen's table.Input.Keys: the short line names only what can be
// pressed at this moment (the keys of the buttons that are on), the full
// help every key.
func (f face) Keys(c ctx) ui.HelpKeys {
	k := f.keys
	full := [][]key.Binding{
		{k.BetUp, k.BetDown, k.Confirm, k.SitOut, k.Rebuy},
		{k.Hit, k.Stand, k.Double, k.Split, k.Surrender},
		{k.Insure, k.EvenMoney, k.Decline, k.Count},
	}
	var short []key.Binding
	byButton := k.buttons()
	for _, b := range f.actions(c) {
		if binding, ok := byButton[b.ID]; ok && b.On {
			if b.ID == btnDeal { // "enter bet" while others are still to bet, as the button says
				binding.SetHelp(binding.Help().Key, strings.ToLower(b.Label))
			}
			short = append(short, binding)
		}
	}
	return ui.HelpKeys{Short: short, Full: full}
}
