package shengji

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
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
	if f, in, ok := f.typeSuit(c, msg); ok {
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
	f.bottom, in = table.AddRank(c, f.bottom, msg, typedOrder(c.View), noMore)
	return f, in
}

// typedOrder is the order a typed rank takes the hand's cards of that rank
// in: following a lead, a card of the suit led first, then a trump, then
// any other; else the order shown.
func typedOrder(v gs.View) func(typed cards.Rank, card cards.Card) int {
	var led []cards.Card
	if v.Phase == gs.PhasePlay && !v.Leading() && int(v.Viewer) >= 0 && int(v.Viewer) < gs.Seats && v.Trick[v.Viewer].Empty() {
		led = v.Lead().Cards()
	}
	return func(typed cards.Rank, card cards.Card) int {
		switch {
		case card.Rank != typed:
			return -1
		case len(led) == 0 || v.Trump.SuitOf(card) == v.Trump.SuitOf(led[0]):
			return 0
		case v.Trump.SuitOf(card) == sj.Trumps:
			return 1
		}
		return 2
	}
}

// suitLetters are the suits a letter typed after a rank picks: "8h".
var suitLetters = map[rune]cards.Suit{'s': cards.Spades, 'h': cards.Hearts, 'd': cards.Diamonds, 'c': cards.Clubs}

// typeSuit reads msg as a suit letter typed right after a rank ("8h",
// "Ks", "10d"): the card of that rank and suit takes the place of the one
// the rank selected. ok is false for any other key, or when no rank was
// just typed (h then moves the cursor).
func (f face) typeSuit(c ctx, msg tea.KeyMsg) (_ face, _ intent, ok bool) {
	if msg.Type != tea.KeyRunes || len(msg.Runes) != 1 || !f.bottom.Hand.Typing() || f.bottom.Hand.Len() == 0 || c.Replay != nil {
		return f, intent{}, false
	}
	suit, ok := suitLetters[unicode.ToLower(msg.Runes[0])]
	if !ok {
		return f, intent{}, false
	}
	hand := f.bottom.Hand
	typed := hand.Cards()[hand.Cursor]
	want := cards.Card{Rank: typed.Rank, Suit: suit}
	if f.bottom.Hand, ok = hand.Swap(func(card cards.Card) bool { return card.Face() == want }); !ok {
		return f, table.Say[gs.Action](fmt.Sprintf("You hold no more %s.", c.Env.Theme.CardText(want))), true
	}
	return f, intent{}, true
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
