package doudizhu

import (
	"github.com/charmbracelet/bubbles/key"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	"teahouse/tui/ui"
)

// keyMap is the game's own keys (the driver has help, back, quit, the log
// and the replay): a card table's, the bids, and the tracker.
type keyMap struct {
	ui.CardKeys
	Bid1, Bid2, Bid3, Call, Show, Double key.Binding
	Tracker, Faces                       key.Binding
	LastTrick                            key.Binding // lasttrick.go
}

// newKeyMap returns the bindings.
func newKeyMap() keyMap {
	b := ui.Binding
	return keyMap{
		CardKeys:  ui.NewCardKeys("3-9TJQKA2BR", "by rank"),
		Bid1:      b("1", "bid 1", "1"),
		Bid2:      b("2", "bid 2", "2"),
		Bid3:      b("3", "bid 3", "3"),
		Call:      b("enter", "call", "enter"),
		Show:      b("s", "show ×2", "s"),
		Double:    b("d", "double ×2", "d"),
		Tracker:   b("c", "tracker", "c"),
		Faces:     b("v", "hands face up/down", "v"),
		LastTrick: lastTrickKey(),
	}
}

// Keys is the screen's table.Input.Keys: the short line shows what can be pressed at
// this moment, the full help every key.
func (f face) Keys(c ctx) ui.HelpKeys {
	k := f.keys
	if c.Env.Theme.ASCII {
		k.Show.SetHelp("s", plain(c, k.Show.Help().Desc))
		k.Double.SetHelp("d", plain(c, k.Double.Help().Desc))
	}
	v := c.View
	// The full help fits 80 columns: the keys of this session's bidding,
	// and v where there are hands to turn.
	bids := []key.Binding{k.callKey(c)}
	if v.Config.Bidding == gd.ScoreBids {
		bids = []key.Binding{ui.Binding("1-3", "bid", "1", "2", "3")}
	}
	if v.Config.Doubling {
		bids = append(bids, k.Double)
	}
	cards := []key.Binding{k.Play, k.Pass, k.Hint, k.Tracker, k.Show}
	if c.Viewer == game.Omniscient { // an audience shows no hand: it turns them
		cards[len(cards)-1] = k.Faces
	}
	// L (the last trick) is in the footer and the page above: the columns
	// have no room for it at 80 columns.
	full := [][]key.Binding{{k.Left, k.Right, k.Toggle, k.Ranks, k.Clear}, cards, bids}
	var short []key.Binding
	switch {
	case c.Replay != nil || c.People == 0:
		short = []key.Binding{k.Tracker, k.LastTrick}
		if c.Viewer == game.Omniscient { // a spectator has no hands to turn up
			short = append(short, k.Faces)
		}
	case v.Phase == gd.PhaseBid && v.Config.Bidding == gd.ScoreBids:
		short = []key.Binding{k.Bid1, k.Bid2, k.Bid3, k.Pass, k.Hint}
	case v.Phase == gd.PhaseBid || v.Phase == gd.PhaseRob:
		short = []key.Binding{k.callKey(c), k.Pass, k.Hint}
	case v.Phase == gd.PhaseDouble:
		no := k.Pass
		no.SetHelp("p", "no double")
		short = []key.Binding{k.Double, no, k.Hint}
	case v.Phase == gd.PhaseShow || v.Phase == gd.PhaseOpen:
		show, keep := k.Show, k.Pass
		keep.SetHelp("p", "keep hidden")
		if v.Phase == gd.PhaseOpen {
			show.SetHelp("s", plain(c, "face up ×4"))
		}
		short = []key.Binding{show, keep, k.Hint}
	default:
		short = []key.Binding{k.Toggle, k.Play, k.Pass, k.Hint, k.Tracker, k.LastTrick}
	}
	return ui.HelpKeys{Short: short, Full: full}
}

// callKey is enter as the bidding of rob uses it: call, then rob.
func (k keyMap) callKey(c ctx) key.Binding {
	b := k.Call
	if c.View.Phase == gd.PhaseRob {
		b.SetHelp("enter", plain(c, "rob ×2"))
	}
	return b
}
