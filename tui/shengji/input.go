package shengji

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	"teahouse/tui/table"
)

// The zones of the screen: card i of the hand is "hand<i>"; each button
// has its own, "btn-" and its name; declaration i is "btn-declare<i>".
const (
	zoneHand   = "hand"
	btnPlay    = "btn-play"
	btnBury    = "btn-bury"
	btnPass    = "btn-pass"
	btnClear   = "btn-clear"
	btnDeclare = "btn-declare"
)

// Key is the screen's table.Input.Key. A paste comes whole: "3334" pasted selects
// as typed.
func (f face) Key(c ctx, msg tea.KeyMsg) (face, intent) {
	if f, in, pasted := table.EachRune(f, msg, func(f face, m tea.KeyMsg) (face, intent) { return f.Key(c, m) }); pasted {
		return f, in
	}
	k := f.keys
	if key.Matches(msg, k.LastTrick) {
		return f.turnPage(), intent{}
	}
	f.bottom.Hand = f.bottom.Hand.Keyed(msg, k.HandKeys)
	if key.Matches(msg, k.Hint) {
		return f.hint(c)
	}
	if c.View.Phase == gs.PhaseDeal {
		switch {
		case key.Matches(msg, k.Declare):
			n, _ := strconv.Atoi(msg.String())
			return f.press(c, fmt.Sprintf("%s%d", btnDeclare, n))
		case key.Matches(msg, k.Pass), key.Matches(msg, k.Play):
			return f.press(c, btnPass)
		}
		return f, intent{}
	}
	switch {
	case k.Steers(msg):
		f.bottom.Hand = f.bottom.Hand.Steer(msg, k.HandKeys)
	case key.Matches(msg, k.Clear):
		return f.press(c, btnClear)
	case key.Matches(msg, k.Play) && c.View.Phase == gs.PhaseBury:
		return f.press(c, btnBury)
	case key.Matches(msg, k.Play):
		return f.press(c, btnPlay)
	}
	var in intent
	f.bottom, in = table.TypeRank(c, f.bottom, msg, func(typed cards.Rank, card cards.Card) bool { return card.Rank == typed }, noMore)
	return f, in
}

// noMore says that the hand holds no more of the typed rank.
func noMore(typed cards.Rank) string { return fmt.Sprintf("You hold no more %s.", rankName(typed)) }

// rankName names a rank typed: "10", "K", "red joker".
func rankName(r cards.Rank) string {
	if r.IsJoker() {
		return strings.ToLower(cards.Card{Rank: r}.Name()) + "s"
	}
	return r.String() + "s"
}

// Click is the screen's table.Input.Click: a card of the hand toggles, a button
// presses.
func (f face) Click(c ctx, id string) (face, intent) {
	var onHand bool
	if f.bottom, onHand = f.bottom.Click(id, zoneHand, c.View.Phase != gs.PhaseDeal && c.Replay == nil); onHand {
		return f, intent{}
	}
	return f.press(c, id)
}

// chosen is the set of the cards selected.
func (f face) chosen() gs.Set {
	s, _ := gs.SetOf(f.bottom.Hand.Chosen()...)
	return s
}

// declarations are the declarations the viewer may make now, in the order
// the game lists them (the pass left out).
func declarations(c ctx) []gs.Action {
	var out []gs.Action
	if !c.MyTurn || c.View.Phase != gs.PhaseDeal {
		return nil
	}
	all, _ := c.Legal()
	for _, a := range all {
		if a.Kind == gs.KindDeclare {
			out = append(out, a)
		}
	}
	return out
}

// press performs a button, clicked or pressed by its key.
func (f face) press(c ctx, id string) (face, intent) {
	switch id {
	case btnClear:
		f.bottom.Hand = f.bottom.Hand.Clear()
		return f, intent{}
	case btnPlay:
		return f, c.Try(gs.Play(f.chosen()))
	case btnBury:
		return f, c.Try(gs.Bury(f.chosen()))
	case btnPass:
		return f, c.Try(gs.Pass())
	}
	if s, ok := strings.CutPrefix(id, btnDeclare); ok {
		n, err := strconv.Atoi(s)
		ds := declarations(c)
		if err != nil || n < 1 || n > len(ds) {
			if c.MyTurn {
				return f, table.Say[gs.Action]("You have no declaration to make with that key.")
			}
			return f, intent{}
		}
		return f, c.Try(ds[n-1])
	}
	return f, intent{}
}

// Back is the screen's table.Input.Back: esc first closes the last trick
// (the log is back), then unselects the cards chosen.
func (f face) Back(ctx) (_ face, ok bool) {
	if f.page != pageLog { // the last trick closes first
		f.page = pageLog
		return f, true
	}
	f.bottom, ok = f.bottom.Unselect()
	return f, ok
}
