package doudizhu

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	aidz "teahouse/ai/doudizhu"
	"teahouse/game"
	gd "teahouse/game/doudizhu"
	"teahouse/rules/cards"
	dz "teahouse/rules/doudizhu"
	"teahouse/tui/table"
	"teahouse/tui/ui"
)

// The zones of the screen: card i of the hand at the bottom is
// "hand<i>"; each button has its own, "btn-" and its name.
const (
	zoneHand   = "hand"
	btnPlay    = "btn-play"
	btnPass    = "btn-pass"
	btnBid     = "btn-bid" // and the bid: btn-bid1 .. btn-bid3
	btnCall    = "btn-call"
	btnRob     = "btn-rob"
	btnDouble  = "btn-double"
	btnShow    = "btn-show"
	btnKeep    = "btn-keep"
	btnHint    = "btn-hint"
	btnTracker = "btn-tracker"
	btnFaces   = "btn-faces"
	btnClear   = "btn-clear"
)

// Key is the screen's table.Input.Key. Keys typed together arrive one by one (the
// driver splits them), but a paste comes whole: "3334" pasted selects as
// typed.
func (f face) Key(c ctx, msg tea.KeyMsg) (face, intent) {
	f.note = ""
	if f, in, pasted := table.EachRune(f, msg, func(f face, m tea.KeyMsg) (face, intent) { return f.Key(c, m) }); pasted {
		return f, in
	}
	k := f.keys
	v := c.View
	if key.Matches(msg, k.LastTrick) {
		return f.toggleLast(), intent{}
	}
	f.bottom.Hand = f.bottom.Hand.Keyed(msg, k.HandKeys)
	switch {
	case key.Matches(msg, k.Tracker):
		return f.press(c, btnTracker)
	case key.Matches(msg, k.Faces) && c.Viewer == game.Omniscient:
		return f.press(c, btnFaces)
	case key.Matches(msg, k.Hint):
		return f.press(c, btnHint)
	case v.Phase == gd.PhaseBid && v.Config.Bidding == gd.ScoreBids:
		for n, b := range []key.Binding{k.Bid1, k.Bid2, k.Bid3} {
			if key.Matches(msg, b) {
				return f.press(c, fmt.Sprintf("%s%d", btnBid, n+1))
			}
		}
	case v.Phase == gd.PhaseBid && key.Matches(msg, k.Call):
		return f.press(c, btnCall)
	case v.Phase == gd.PhaseRob && key.Matches(msg, k.Call):
		return f.press(c, btnRob)
	case v.Phase == gd.PhaseDouble && key.Matches(msg, k.Double):
		return f.press(c, btnDouble)
	case (v.Phase == gd.PhaseShow || v.Phase == gd.PhaseOpen) && key.Matches(msg, k.Show):
		return f.press(c, btnShow)
	case (v.Phase == gd.PhaseShow || v.Phase == gd.PhaseOpen) && key.Matches(msg, k.Pass):
		return f.press(c, btnKeep)
	case v.Phase == gd.PhasePlay:
		return f.playKey(c, msg)
	}
	if key.Matches(msg, k.Pass) {
		return f.press(c, btnPass)
	}
	return f, intent{}
}

// playKey handles a key while the cards are played: the cursor, the
// selection, typed ranks, play and pass.
func (f face) playKey(c ctx, msg tea.KeyMsg) (face, intent) {
	k := f.keys
	switch {
	case k.Steers(msg):
		f.bottom.Hand = f.bottom.Hand.Steer(msg, k.HandKeys)
	case key.Matches(msg, k.Clear):
		return f.press(c, btnClear)
	case key.Matches(msg, k.Play):
		return f.press(c, btnPlay)
	case key.Matches(msg, k.Pass):
		return f.press(c, btnPass)
	}
	if !f.bottom.Hand.Typing() {
		f.lacking = nil // a new run of typed ranks
	}
	var in intent
	f.bottom, in = table.TypeRank(c, f.bottom, msg, sameRank, f.noMore)
	if r, ok := ui.TypedRune(msg); ok && c.Replay == nil {
		rank, _ := ui.TypedRank(r)
		want := dz.RankOf(cards.Card{Rank: rank, Suit: cards.Spades})
		if f.board.v.Hands[f.bottom.Seat()].Counts()[want] == 0 && !slices.Contains(f.lacking, want) {
			f.lacking = append(f.lacking, want)
		}
	}
	if len(f.lacking) > 0 && len(f.bottom.Hand.Chosen()) > 0 {
		in = table.Say[gd.Action](lackWords(f.lacking))
	}
	return f, in
}

// lackWords says which ranks typed the hand holds none of: "You hold no
// 7: the ranks typed lack it.", so a chain typed with a gap ("56789"
// without a 7) is not played short of a rank unawares.
func lackWords(lacking []dz.Rank) string {
	names := make([]string, len(lacking))
	for i, r := range lacking {
		names[i] = r.Name()
	}
	it := "it"
	if len(names) > 1 {
		it = "them"
	}
	return fmt.Sprintf("You hold no %s: the cards selected lack %s.", strings.Join(names, " and no "), it)
}

// sameRank reports whether card is of the typed rank, as Dou Dizhu ranks
// cards.
func sameRank(typed cards.Rank, card cards.Card) bool {
	return dz.RankOf(card) == dz.RankOf(cards.Card{Rank: typed, Suit: cards.Spades})
}

// noMore says that the hand holds no more of the typed rank.
func (f face) noMore(typed cards.Rank) string {
	want := dz.RankOf(cards.Card{Rank: typed, Suit: cards.Spades})
	held := f.board.v.Hands[f.bottom.Seat()].Counts()[want]
	if held == 0 {
		return fmt.Sprintf("You hold no %s.", want.Name())
	}
	return fmt.Sprintf("You hold %s %s: all selected.", count(int(held)), plural(want, int(held)))
}

// count writes a small number in words.
func count(n int) string {
	if n >= 1 && n <= 4 {
		return [...]string{"one", "two", "three", "four"}[n-1]
	}
	return fmt.Sprint(n)
}

// plural is a rank's name for n cards: "3", "3s".
func plural(r dz.Rank, n int) string {
	if n == 1 {
		return r.Name()
	}
	return r.Name() + "s"
}

// Click is the screen's table.Input.Click: a card of the hand toggles, a button
// presses.
func (f face) Click(c ctx, id string) (face, intent) {
	f.note = ""
	var onHand bool
	if f.bottom, onHand = f.bottom.Click(id, zoneHand, c.View.Phase == gd.PhasePlay && c.Replay == nil); onHand {
		return f, intent{}
	}
	return f.press(c, id)
}

// Back is the screen's table.Input.Back: esc first closes the last trick,
// then unselects the cards chosen.
func (f face) Back(ctx) (_ face, ok bool) {
	if f.lastOpen { // the last trick closes first
		f.lastOpen = false
		return f, true
	}
	f.bottom, ok = f.bottom.Unselect()
	return f, ok
}

// press performs a button, clicked or pressed by its key.
func (f face) press(c ctx, id string) (face, intent) {
	switch id {
	case btnTracker:
		f.tracker, f.lastOpen = !f.tracker, false
		return f, intent{}
	case btnFaces:
		f.backs = !f.backs
		return f, intent{}
	case btnHint:
		return f.hint(c)
	case btnClear:
		f.bottom.Hand = f.bottom.Hand.Clear()
		return f, intent{}
	}
	a, ok := f.actionOf(id)
	if !ok {
		return f, intent{}
	}
	return f, c.Try(a)
}

// actionOf is the game action of a button.
func (f face) actionOf(id string) (gd.Action, bool) {
	switch id {
	case btnPlay:
		return gd.PlayCards(dz.CountsOf(f.bottom.Hand.Chosen())), true
	case btnPass:
		return gd.PassAction(), true
	case btnCall:
		return gd.Call(), true
	case btnRob:
		return gd.Rob(), true
	case btnDouble:
		return gd.Double(), true
	case btnShow:
		return gd.Show(), true
	case btnKeep:
		return gd.Keep(), true
	}
	for n := 1; n <= 3; n++ {
		if id == fmt.Sprintf("%s%d", btnBid, n) {
			return gd.Bid(n), true
		}
	}
	return gd.Action{}, false
}

// hint selects the next suggested play in the hand, or says what to bid;
// the status line names it and why.
func (f face) hint(c ctx) (face, intent) {
	v := c.View
	if (!c.MyTurn && c.Replay == nil) || v.Turn != v.Viewer { // a replay's is for the seat to move
		return f, table.Say[gd.Action]("The hint is for your turn.")
	}
	var s aidz.Suggestion
	var ok bool
	f.hints, s, ok = f.hints.step(v)
	if !ok {
		return f, intent{}
	}
	if v.Phase != gd.PhasePlay {
		f.note = fmt.Sprintf("Hint: %s (%s).", actionWords(v.Phase, s.Action.Kind, s.Action.Bid), s.Why)
		return f, intent{}
	}
	i, n := f.hints.index()
	if s.Play.IsPass() {
		f.bottom.Hand = f.bottom.Hand.Clear()
		f.note = fmt.Sprintf("Hint %d/%d: pass (p), %s.", i, n, s.Why)
		return f, intent{}
	}
	taken, _, _ := v.Mine().Take(s.Play.Cards)
	f.bottom.Hand = f.bottom.Hand.Select(taken.Cards())
	f.note = fmt.Sprintf("Hint %d/%d (t: next): %s, %s.", i, n, s.Play.Groups(), s.Why)
	return f, intent{}
}
