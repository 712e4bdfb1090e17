package blackjack

import (
	"fmt"
	"sort"

	tea "github.com/charmbracelet/bubbletea"

	aibj "teahouse/ai/blackjack"
	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
)

// The hint (t) is worked out from what the seat may know, never from the
// state: the seat's view, and the composition of the unseen cards (the
// shoe and the hole card) derived from the cards the table has shown since
// the shuffle (shoeMemory). The exact values take up to ~20 ms, so they
// are computed in a command.

// hint is what the hint box says about one position.
type hint struct {
	forMoves int // moves when it was asked for; -1 for none
	ok       bool
	seat     game.Seat
	phase    gb.Phase
	unseen   aibj.Shoe // the cards nobody has seen, the hole card among them
	play     aibj.Hint // PhasePlay
	err      error     // no hint: the hand has no decision
	count    aibj.Count
	natural  bool                    // PhaseInsurance: the seat holds a blackjack
	canAct   [len(aibj.Actions)]bool // PhasePlay: which actions View.Check allows
}

// hintMsg brings the hint computed for a position.
type hintMsg struct {
	instance uint64
	moves    int
	hint     hint
}

// hinting reports whether the hint speaks now: to the person to move, or
// in a replay, to whoever is to move.
func (m model) hinting() bool {
	if m.rep.On {
		_, ok := m.tbl.ToMove()
		return ok && m.atRest() && !m.tbl.Over()
	}
	return m.myTurn()
}

// wantsHint reports whether the hint box is open without the hint of this
// position, which can be computed now.
func (m model) wantsHint() bool {
	return m.ShowTip && m.hinting() && m.hint.forMoves != m.moves
}

// askHint computes the hint of the position in a command.
func (m model) askHint() (model, tea.Cmd) {
	seat, _ := m.tbl.ToMove()
	v := gb.Game.View(m.tbl.State(), seat)
	mem, rules, moves, inst := m.shoe, m.rules(), m.moves, m.clock.Instance()
	m.hint = hint{forMoves: moves}
	return m, func() tea.Msg {
		return hintMsg{instance: inst, moves: moves, hint: hintFor(rules, v, mem)}
	}
}

// hintFor works out the hint for the viewer of v, who has seen what mem
// remembers.
func hintFor(rules bj.Rules, v gb.View, mem shoeMemory) hint {
	h := hint{ok: true, seat: v.Viewer, phase: v.Phase, count: mem.count()}
	unseen, err := mem.unseen()
	if err != nil {
		h.err = err
		return h
	}
	h.unseen = unseen
	switch v.Phase {
	case gb.PhaseInsurance:
		h.natural = v.Me().Hands[0].Blackjack()
	case gb.PhasePlay:
		hand, ok := v.Active()
		if !ok {
			h.err = fmt.Errorf("no hand to play")
			return h
		}
		me := v.Me()
		ph := bj.PlayerHand{Cards: hand.Cards[:hand.N], FromSplit: hand.FromSplit, SplitAces: hand.SplitAces, Hands: me.NHands}
		h.play, h.err = aibj.NewHint(rules, unseen, bj.Value(v.Dealer.Up().Rank), ph)
		for _, a := range aibj.Actions {
			h.canAct[a] = v.Check(gameAction(a)) == nil
		}
	}
	return h
}

// gameAction is the reducer's action for one of the hint's.
func gameAction(a aibj.Action) gb.Action {
	switch a {
	case aibj.Hit:
		return gb.Hit()
	case aibj.Double:
		return gb.Double()
	case aibj.Split:
		return gb.Split()
	case aibj.Surrender:
		return gb.Surrender()
	}
	return gb.Stand()
}

// gotHint keeps a hint that is still about the position on screen.
func (m model) gotHint(msg hintMsg) model {
	if m.clock.Owns(msg.instance) && msg.moves == m.moves && m.hint.forMoves == m.moves {
		m.hint = msg.hint
		m.hint.forMoves = msg.moves
	}
	return m
}

// hintLines is the hint box's text, w cells wide at most.
func (m model) hintLines(w int) []string {
	t, gl := m.env.Theme, m.glyph()
	switch {
	case !m.hinting():
		return []string{t.Dim.Render("The hint speaks on your turn.")}
	case !m.hint.ok || m.hint.forMoves != m.moves:
		return []string{t.Dim.Render("Working it out" + gl.Ellipsis)}
	}
	h := m.hint
	whose := capital(m.names.Whose(h.seat))
	var lines []string
	switch h.phase {
	case gb.PhaseBetting:
		c := h.count
		lines = append(lines,
			t.Text.Render("No hand yet: basic strategy is the same whatever you bet."),
			"",
			t.Text.Render(fmt.Sprintf("Hi-Lo: running %+d, true %+.1f over %.1f decks left.", c.Running, c.True(), c.DecksLeft())),
		)
		units := aibj.BetUnits(c.True())
		lines = append(lines, t.Dim.Render(fmt.Sprintf("A counter would bet %d (%s).", units*m.cfg().MinBet,
			plural(units, "1 unit", fmt.Sprintf("%d units", units)))))
	case gb.PhaseInsurance:
		lines = append(lines, m.insuranceLines(h)...)
	case gb.PhasePlay:
		if h.err != nil {
			return []string{t.Dim.Render("No decision to make on this hand.")}
		}
		v := gb.Game.View(m.tbl.State(), h.seat)
		hand, _ := v.Active()
		lines = append(lines,
			t.Header.Render(fmt.Sprintf("%s %s against %s", whose, bj.Describe(hand.Cards[:hand.N], hand.FromSplit), article(upWords(v.Dealer.Up())))),
			t.Text.Render(fmt.Sprintf("Basic strategy: %s (%s)", h.play.Basic, h.play.Code)),
			"",
			t.Text.Render(fmt.Sprintf("Value of each action per bet, exact for the %d cards left in the shoe and the hole card:", h.unseen.Total()-1)),
		)
		lines = append(lines, m.evLines(h, w)...)
		if h.play.Best != h.play.Basic && h.canAct[h.play.Best] {
			lines = append(lines, "", t.Accent.Render(fmt.Sprintf("The cards left make %s worth more than basic strategy's %s.", h.play.Best, h.play.Basic)))
		}
	}
	return lines
}

// evLines lists the exact value of every legal action, best first; an
// action the rules allow but the chips do not is shown apart.
func (m model) evLines(h hint, w int) []string {
	t := m.env.Theme
	type row struct {
		a  aibj.Action
		ev float64
	}
	var rows []row
	for _, a := range aibj.Actions {
		if ev, ok := h.play.EVs.EV(a); ok {
			rows = append(rows, row{a, ev})
		}
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].ev > rows[j].ev })
	var lines []string
	for _, r := range rows {
		name := fmt.Sprintf("  %-9s", r.a)
		val := fmt.Sprintf("%+.4f", r.ev)
		note := ""
		switch {
		case !h.canAct[r.a]:
			note = "no chips"
		case r.a == h.play.Best:
			note = "best"
		}
		st := t.Text
		switch {
		case !h.canAct[r.a]:
			st = t.Dim
		case r.a == h.play.Best:
			st = t.Good
		}
		line := name + " " + val
		if note != "" && len(line)+1+len(note) <= w {
			line += " " + note
		}
		lines = append(lines, st.Render(line))
	}
	return lines
}

// insuranceLines say what insurance (or even money) is worth for the
// unseen cards, among which the hole card is a ten with chance p.
func (m model) insuranceLines(h hint) []string {
	t := m.env.Theme
	p := h.unseen.Prob(bj.Ten)
	lines := []string{
		t.Text.Render(fmt.Sprintf("The hole card is a ten with chance %.4f, exact for the %d cards left in the shoe and the hole card.", p, h.unseen.Total()-1)),
		"",
	}
	if h.natural {
		num, den := m.rules().Payout.Blackjack()
		decline := float64(num) / float64(den) * (1 - p)
		best := "take even money"
		if decline > 1 {
			best = "decline"
		}
		return append(lines,
			t.Text.Render(fmt.Sprintf("  even money %+.4f", 1.0)),
			t.Text.Render(fmt.Sprintf("  decline    %+.4f", decline)),
			"",
			t.Good.Render("Best: "+best+"."),
			t.Dim.Render("Basic strategy never takes even money."),
		)
	}
	ev := aibj.InsuranceEV(h.unseen)
	best := "decline"
	if ev > 0 {
		best = "insure"
	}
	return append(lines,
		t.Text.Render(fmt.Sprintf("Insurance is worth %+.4f per chip staked.", ev)),
		"",
		t.Good.Render("Best: "+best+"."),
		t.Dim.Render("Basic strategy never insures."),
	)
}
