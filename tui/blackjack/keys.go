package blackjack

import (
	"github.com/charmbracelet/bubbles/key"

	gb "teahouse/game/blackjack"
	"teahouse/tui/ui"
)

// keyMap is every key the screen answers to: the shared ones of ui (enter,
// t, esc, q, ?) and one letter per action. Blackjack has nothing to move a
// focus over, so h/j/k/l are not movement keys here: h hits.
type keyMap struct {
	ui.CommonKeys
	ui.ReplayKeys
	BetUp, BetDown                       key.Binding
	Hit, Stand, Double, Split, Surrender key.Binding
	Insure, EvenMoney, Decline           key.Binding
	SitOut, Rebuy, Count                 key.Binding
}

// newKeyMap returns the bindings.
func newKeyMap() keyMap {
	b := ui.Binding
	k := keyMap{
		CommonKeys: ui.DefaultCommonKeys(),
		ReplayKeys: ui.DefaultReplayKeys(),
		BetUp:      b("up/+", "raise bet", "up", "+", "="),
		BetDown:    b("down/-", "lower bet", "down", "-", "_"),
		Hit:        b("h", "hit", "h"),
		Stand:      b("s", "stand", "s"),
		Double:     b("d", "double", "d"),
		Split:      b("p", "split", "p"),
		Surrender:  b("r", "surrender", "r"),
		Insure:     b("i", "insure", "i"),
		EvenMoney:  b("e", "even money", "e"),
		Decline:    b("n", "decline", "n"),
		SitOut:     b("x", "sit out", "x"),
		Rebuy:      b("b", "new bankroll", "b"),
		Count:      b("c", "Hi-Lo count", "c"),
	}
	k.Confirm.SetHelp("enter", "deal")
	k.Tip.SetHelp("t", "hint")
	return k
}

// helpKeys picks the bindings the footer shows now: the short line only
// what can be pressed at this moment.
func (m model) helpKeys() ui.HelpKeys {
	k := m.keys
	common := []key.Binding{k.Tip, k.Back, k.Help, k.Quit}
	if m.rep.On {
		cont := k.Confirm
		cont.SetHelp("enter", "continue")
		short := append([]key.Binding{k.Next, k.Play, cont}, common...)
		return ui.HelpKeys{Short: short, Full: [][]key.Binding{{k.Next, k.Play, cont}, {k.Tip, k.Count, k.Back, k.Help, k.Quit}}}
	}
	full := [][]key.Binding{
		{k.BetUp, k.BetDown, k.Confirm, k.SitOut, k.Rebuy},
		{k.Hit, k.Stand, k.Double, k.Split, k.Surrender},
		{k.Insure, k.EvenMoney, k.Decline},
		{k.Tip, k.Count, k.Back, k.Help, k.Quit},
	}
	var short []key.Binding
	switch {
	case m.beat.kind == beatOver:
		cont := k.Confirm
		cont.SetHelp("enter", "result")
		short = []key.Binding{cont}
	case m.humans() == 0:
	case m.view().Phase == gb.PhaseBetting:
		short = []key.Binding{k.BetUp, k.BetDown, k.Confirm, k.SitOut}
		if m.canRebuy() {
			short = append(short, k.Rebuy)
		}
	case m.view().Phase == gb.PhaseInsurance:
		short = []key.Binding{k.Insure, k.EvenMoney, k.Decline}
	default:
		short = []key.Binding{k.Hit, k.Stand, k.Double, k.Split, k.Surrender}
	}
	return ui.HelpKeys{Short: append(short, common...), Full: full}
}
