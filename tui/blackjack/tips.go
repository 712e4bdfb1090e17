package blackjack

import (
	"fmt"
	"sort"

	aibj "teahouse/ai/blackjack"
	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/game/webreplay"
	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
	"teahouse/tui/ui"
)

// The hint (t) is worked out from what the seat may know, never from the
// state: the seat's view, and the composition of the unseen cards (the
// shoe and the hole card) derived from the cards the table has shown since
// the shuffle (aibj.Seen). The exact values take up to ~20 ms, so the
// driver computes them off the Update loop (Tip).

// hint is what the hint box says about one position.
type hint struct {
	ok     bool
	view   gb.View   // the position, as the seat hinted sees it
	unseen aibj.Shoe // the cards nobody has seen, the hole card among them
	count  aibj.Count
	play   aibj.Hint               // PhasePlay
	err    error                   // no hint: the hand has no decision
	canAct [len(aibj.Actions)]bool // PhasePlay: which actions View.Check allows
}

// hinting reports whether the hint speaks now: to the person to move, or
// in a replay, to whoever is to move.
func hinting(c ctx) bool {
	if c.Replay != nil {
		return len(c.Waiting) > 0 && !showing(c)
	}
	return c.MyTurn
}

// about reports whether the hint is about the position v shows, to
// whichever seat (a replay's hint is for the seat to move). The hint is
// kept by its position, not dropped when the table is pictured afresh:
// a replay that comes back to a step keeps the hint the driver computed
// for it.
func (h hint) about(v gb.View) bool { return h.ok && public(h.view) == public(v) }

// public is v as anyone at the table sees it: no seat's, the hole card
// face down until it is turned.
func public(v gb.View) gb.View { return seatView(v, game.Spectator) }

// seatView is v as seat sees it, the hole card face down until it is
// turned: every other card at a Blackjack table lies face up, so this is
// the seat's own view of the position whoever's eyes v is for.
func seatView(v gb.View, seat game.Seat) gb.View {
	v.Viewer = seat
	if v.Dealer.HoleDown {
		v.Dealer.Cards[1] = cards.Card{}
	}
	return v
}

// Tip is the screen's table.Tips.Work: the hint of the position, worked out off the
// Update loop from the view and what the table has seen of the shoe.
func (f face) Tip(c ctx) func() any {
	if !hinting(c) {
		return nil
	}
	v, mem := c.View, f.shoe
	return func() any { return hintFor(v, mem) }
}

// WithTip is the screen's table.Tips.Keep.
func (f face) WithTip(_ ctx, tip any) face {
	f.hint, _ = tip.(hint)
	return f
}

// hintFor works out the hint for the viewer of v, who has seen what mem
// remembers.
func hintFor(v gb.View, mem aibj.Seen) hint {
	h := hint{ok: true, view: v, count: mem.Count()}
	h.unseen, h.err = mem.Unseen()
	hand, ok := v.Active()
	if h.err != nil || !ok {
		return h
	}
	ph := bj.PlayerHand{Cards: hand.Cards[:hand.N], FromSplit: hand.FromSplit, SplitAces: hand.SplitAces, Hands: v.Me().NHands}
	h.play, h.err = aibj.NewHint(v.Config.Rules, h.unseen, bj.Value(v.Dealer.Up().Rank), ph)
	for _, a := range aibj.Actions {
		h.canAct[a] = v.Check(gameAction[a]) == nil
	}
	return h
}

// gameAction is the reducer's action for each of the hint's.
var gameAction = [...]gb.Action{aibj.Hit: gb.Hit(), aibj.Stand: gb.Stand(), aibj.Double: gb.Double(),
	aibj.Split: gb.Split(), aibj.Surrender: gb.Surrender()}

// hintLines is the hint box's text, w cells wide at most.
func (f face) hintLines(c ctx, w int) []string {
	t, h := c.Env.Theme, f.hint
	switch {
	case !hinting(c):
		return []string{t.Dim.Render("The hint speaks on your turn.")}
	case !h.about(c.View):
		return []string{t.Dim.Render("Working it out" + c.Glyphs().Ellipsis)}
	case h.err != nil:
		return []string{t.Dim.Render("No decision to make on this hand.")}
	}
	v := h.view
	switch v.Phase {
	case gb.PhaseInsurance:
		return insuranceLines(t, h)
	case gb.PhasePlay:
		hand, _ := v.Active()
		lines := []string{
			t.Header.Render(fmt.Sprintf("%s %s against %s", capital(c.Names.Whose(v.Viewer)), bj.Describe(hand.Cards[:hand.N], hand.FromSplit), article(upWords(v.Dealer.Up())))),
			t.Text.Render(h.basicWords()),
			"",
			t.Text.Render(h.exactWords() + ":"),
		}
		lines = append(lines, evLines(t, h, w)...)
		if d := h.deviationWords(); d != "" {
			lines = append(lines, "", t.Accent.Render(d))
		}
		return lines
	}
	k, units := h.count, aibj.BetUnits(h.count.True())
	return []string{
		t.Text.Render("No hand yet: basic strategy is the same whatever you bet."),
		"",
		t.Text.Render(fmt.Sprintf("Hi-Lo: running %+d, true %+.1f over %.1f decks left.", k.Running, k.True(), k.DecksLeft())),
		t.Dim.Render(fmt.Sprintf("A counter would bet %d (%s).", units*v.Config.MinBet, ui.Plural(units, "1 unit", fmt.Sprintf("%d units", units)))),
	}
}

// evLines lists the exact value of every legal action, best first; an
// action the rules allow but the chips do not is shown apart.
func evLines(t *ui.Theme, h hint, w int) []string {
	rows := h.evRows()
	lines := make([]string, 0, len(rows))
	for _, r := range rows {
		line, note, st := fmt.Sprintf("  %-9s %+.4f", r.action, r.ev), "", t.Text
		switch {
		case r.noChips:
			note, st = "no chips", t.Dim
		case r.best:
			note, st = "best", t.Good
		}
		if note != "" && len(line)+1+len(note) <= w {
			line += " " + note
		}
		lines = append(lines, st.Render(line))
	}
	return lines
}

// basicWords name basic strategy's action for a hand to play.
func (h hint) basicWords() string {
	return fmt.Sprintf("Basic strategy: %s (%s)", h.play.Basic, h.play.Code)
}

// exactWords say what the values of a hand's actions are exact for.
func (h hint) exactWords() string {
	return fmt.Sprintf("Value of each action per bet, exact for the %d cards left in the shoe and the hole card", h.unseen.Total()-1)
}

// deviationWords say that the cards left make another action than basic
// strategy's the best, or nothing when they do not.
func (h hint) deviationWords() string {
	if h.play.Best == h.play.Basic || !h.canAct[h.play.Best] {
		return ""
	}
	return fmt.Sprintf("The cards left make %s worth more than basic strategy's %s.", h.play.Best, h.play.Basic)
}

// evRow is one line of the hint's values: an action the rules allow and
// its exact value per bet.
type evRow struct {
	action  aibj.Action
	ev      float64
	best    bool // the action of highest value, and the chips allow it
	noChips bool // the rules allow it, the chips do not
}

// evRows are the hint's values of a hand to play, best first: what the
// hint box lists and a replay page shows.
func (h hint) evRows() []evRow {
	var rows []evRow
	for _, a := range aibj.Actions {
		if ev, ok := h.play.EVs.EV(a); ok {
			rows = append(rows, evRow{action: a, ev: ev, best: a == h.play.Best && h.canAct[a], noChips: !h.canAct[a]})
		}
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].ev > rows[j].ev })
	return rows
}

// insuranceLines say what insurance (or even money) is worth for the
// unseen cards, among which the hole card is a ten with chance p.
func insuranceLines(t *ui.Theme, h hint) []string {
	p := h.unseen.Prob(bj.Ten)
	lines := []string{
		t.Text.Render(fmt.Sprintf("The hole card is a ten with chance %.4f, exact for the %d cards left in the shoe and the hole card.", p, h.unseen.Total()-1)),
		"",
	}
	if h.view.Me().Hands[0].Blackjack() {
		num, den := h.view.Config.Rules.Payout.Blackjack()
		decline := float64(num) / float64(den) * (1 - p)
		best := map[bool]string{false: "take even money", true: "decline"}[decline > 1]
		return append(lines,
			t.Text.Render(fmt.Sprintf("  even money %+.4f", 1.0)),
			t.Text.Render(fmt.Sprintf("  decline    %+.4f", decline)),
			"",
			t.Good.Render("Best: "+best+"."),
			t.Dim.Render("Basic strategy never takes even money."),
		)
	}
	ev := aibj.InsuranceEV(h.unseen)
	best := map[bool]string{false: "decline", true: "insure"}[ev > 0]
	return append(lines,
		t.Text.Render(fmt.Sprintf("Insurance is worth %+.4f per chip staked.", ev)),
		"",
		t.Good.Render("Best: "+best+"."),
		t.Dim.Render("Basic strategy never insures."),
	)
}

// TipPage is the screen's table.Tips.Page: the hint kept, as the replay
// page shows it.
func (f face) TipPage(ctx) *webreplay.Hint { return pageHint(f.hint) }
