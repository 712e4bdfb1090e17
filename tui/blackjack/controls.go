package blackjack

import (
	"fmt"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/tui/ui"
)

// turnLine says what is happening, in at most w cells: whose turn it is and
// what they can do, or what the screen is showing.
func (m model) turnLine(w int) string {
	text, style := m.turnWords()
	if text == "" {
		return ""
	}
	return style.Render(ansi.Truncate(text, max(0, w), m.glyph().Ellipsis))
}

// turnWords is the turn line and its style.
func (m model) turnWords() (string, lipgloss.Style) {
	t, gl := m.env.Theme, m.glyph()
	v := m.view()
	switch {
	case m.board.over:
		return fmt.Sprintf("The table closes after %s.", plural(m.board.round, "1 round", fmt.Sprintf("%d rounds", m.board.round))), t.Good
	case m.rep.On && m.rep.Playing:
		return "Playing" + gl.Ellipsis + " space pauses.", t.Text
	case m.rep.On:
		return "Paused: n next action, space plays on.", t.Text
	case m.beat.kind == beatThink || m.beat.kind == beatDeciding:
		return m.names[m.beat.seat] + " " + m.thinkWords(v) + gl.Ellipsis, t.Dim
	case len(m.queue) > 0 || m.beat.kind != beatIdle:
		if m.board.dealt && !m.board.dealer.HoleDown && m.board.dealer.N >= 2 {
			return "The dealer plays" + gl.Ellipsis, t.Dim
		}
		return "Dealing" + gl.Ellipsis, t.Dim
	case m.myTurn():
		return m.yourTurnWords(v), t.Focus
	}
	if seat, broke := m.brokeWaiting(); broke {
		return fmt.Sprintf("%s out of chips: b takes a new bankroll, x watches this round.", m.names.Does(seat, "are", "is")), t.Focus
	}
	if seat, err := m.rebuyer(); err == nil && seat >= 0 {
		return fmt.Sprintf("%s out of chips: b takes a new bankroll.", m.names.Does(seat, "are", "is")), t.Focus
	}
	return "", t.Text
}

// thinkWords is what a computer seat is doing while it thinks.
func (m model) thinkWords(v gb.View) string {
	switch v.Phase {
	case gb.PhaseBetting:
		return "bets"
	case gb.PhaseInsurance:
		return "thinks about insurance"
	}
	return "plays"
}

// yourTurnWords tells the person to move what they decide.
func (m model) yourTurnWords(v gb.View) string {
	who := m.names[v.Viewer]
	if who == "You" {
		who = "Your turn"
	}
	me := v.Me()
	switch v.Phase {
	case gb.PhaseBetting:
		if me.Bankroll < bj.Chips(v.Config.MinBet) {
			return fmt.Sprintf("%s: %s chips, below the minimum of %d. b takes a new bankroll.", who, me.Bankroll, v.Config.MinBet)
		}
		return fmt.Sprintf("%s: bet %d (up/down change it), enter deals.", who, m.betFor(v.Viewer))
	case gb.PhaseInsurance:
		if me.Hands[0].Blackjack() {
			return fmt.Sprintf("%s: blackjack against an ace. e takes even money, n declines.", who)
		}
		return fmt.Sprintf("%s: the dealer shows an ace. i insures for %s, n declines.", who, m.insuranceStake())
	}
	h, ok := v.Active()
	if !ok {
		return who
	}
	words := fmt.Sprintf("%s: %s against %s", who, bj.Describe(h.Cards[:h.N], h.FromSplit), article(upWords(v.Dealer.Up())))
	if n := me.NHands; n > 1 {
		words += fmt.Sprintf(", hand %d of %d", v.Hand+1, n)
	}
	return words + "."
}

// article puts "a" or "an" before a card's value: "a 10", "an ace", "an 8".
func article(value string) string {
	switch value {
	case "ace", "8":
		return "an " + value
	}
	return "a " + value
}

// buttons draws the action buttons of the moment, dimmed where the game
// says no (View.Check), with their keys when they fit in w cells.
func (m model) buttons(w int) ui.Block {
	t := m.env.Theme
	type button struct {
		id, label, key string
		on             bool
	}
	var bs []button
	v := m.view()
	mine := m.myTurn()
	legal := func(a gb.Action) bool { return mine && v.Check(a) == nil }
	switch {
	case m.beat.kind == beatOver:
		return t.Button(btnResult, "Result", "enter", true, true)
	case m.rep.On:
		play := "Play"
		if m.rep.Playing {
			play = "Pause"
		}
		next := m.rep.Next(m.moves)
		bs = []button{{btnNext, "Next", "n", next}, {btnPlay, play, "space", next}, {btnHint, "Hint", "t", true}}
	case m.humans() == 0 || m.board.over:
		return ui.Text("")
	case v.Phase == gb.PhaseBetting:
		bet := m.betFor(v.Viewer)
		deal := "Deal"
		if m.othersToBet(v) {
			deal = "Bet"
		}
		ladder := m.betLadder(v.Viewer)
		_, broke := m.brokeWaiting()
		bs = []button{
			{btnBetDown, "-", "", mine && bet > ladder[0]},
			{"", fmt.Sprintf("Bet %d", bet), "", true},
			{btnBetUp, "+", "", mine && bet < ladder[len(ladder)-1]},
			{btnDeal, deal, "enter", legal(gb.Bet(bet))},
			{btnSitOut, "Sit out", "x", legal(gb.SitOut()) || broke && m.atRest()},
		}
		if m.canRebuy() {
			bs = append(bs, button{btnRebuy, "New bankroll", "b", true})
		}
		bs = append(bs, button{btnHint, "Hint", "t", true})
	case v.Phase == gb.PhaseInsurance:
		bs = []button{
			{btnInsure, "Insure " + m.insuranceStake().String(), "i", legal(gb.Insure(m.insuranceStake()))},
			{btnEven, "Even money", "e", legal(gb.EvenMoney())},
			{btnDecline, "Decline", "n", legal(gb.Decline())},
			{btnHint, "Hint", "t", true},
		}
	default:
		bs = []button{
			{btnHit, "Hit", "h", legal(gb.Hit())},
			{btnStand, "Stand", "s", legal(gb.Stand())},
			{btnDouble, "Double", "d", legal(gb.Double())},
			{btnSplit, "Split", "p", legal(gb.Split())},
			{btnSurrender, "Surrender", "r", legal(gb.Surrender())},
			{btnHint, "Hint", "t", true},
		}
	}
	row := func(withKeys bool, bs []button) ui.Block {
		blocks := make([]ui.Block, 0, len(bs))
		for _, b := range bs {
			if b.id == "" {
				blocks = append(blocks, ui.Text(t.Header.Render(b.label)))
				continue
			}
			k := b.key
			if !withKeys {
				k = ""
			}
			blocks = append(blocks, t.Button(b.id, b.label, k, b.on, false))
		}
		return ui.Row(1, blocks...)
	}
	for _, keys := range []bool{true, false} {
		for n := len(bs); n > 0; n-- {
			if r := row(keys, bs[:n]); r.Width() <= w {
				return r
			}
		}
	}
	return ui.Text("")
}

// othersToBet reports whether a seat after the viewer is still to bet, so
// the viewer's bet does not deal yet.
func (m model) othersToBet(v gb.View) bool {
	for i := int(v.Viewer) + 1; i < v.Config.Seats; i++ {
		if !v.Spots[i].Decided {
			return true
		}
	}
	return false
}
