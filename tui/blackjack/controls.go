package blackjack

import (
	"fmt"

	"github.com/charmbracelet/lipgloss"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/tui/table"
	"teahouse/tui/ui"
)

// turnWords is the turn line and its style: what is happening, whose turn
// it is and what they can do, or what the screen is showing.
func (f face) turnWords(c ctx) (string, lipgloss.Style) {
	t, gl, v := c.Env.Theme, c.Glyphs(), c.View
	switch {
	case f.board.over() && !showing(c):
		return fmt.Sprintf("The table closes after %s.", rounds(f.board.Round)), t.Good
	case c.Replay != nil && c.Replay.Playing:
		return "Playing" + gl.Ellipsis + " space pauses.", t.Text
	case c.Replay != nil:
		return "Paused: n or right steps, space plays on.", t.Text
	case showing(c):
		if f.board.dealt() && !f.board.Dealer.HoleDown && f.board.Dealer.N >= 2 {
			return "The dealer plays" + gl.Ellipsis, t.Dim
		}
		return "Dealing" + gl.Ellipsis, t.Dim
	case c.MyTurn && v.Turn == v.Viewer:
		return f.yourTurnWords(c), t.Focus
	case c.Thinking != game.NoSeat:
		return c.Awaits(thinkWords(v)), t.Dim
	case c.Can(gb.Rebuy()): // out of turn: the keyboard stays with the viewer meanwhile
		return fmt.Sprintf("%s out of chips: b takes a new bankroll, then %s %s.", c.Names.Does(c.Viewer, "are", "is"), c.Names[v.Turn], thinkWords(v)), t.Focus
	}
	return "", t.Text
}

// thinkWords is what a computer seat is doing while it thinks; a
// person's seat is waited for (table.Ctx.Awaits).
func thinkWords(v gb.View) string {
	switch v.Phase {
	case gb.PhaseBetting:
		return "bets"
	case gb.PhaseInsurance:
		return "thinks about insurance"
	}
	return "plays"
}

// broke reports whether the viewer of v cannot bet the table's minimum.
func broke(v gb.View) bool {
	return v.Viewer >= 0 && v.Me().Bankroll < bj.Chips(v.Config.MinBet)
}

// yourTurnWords tells the person to move what they decide.
func (f face) yourTurnWords(c ctx) string {
	v := c.View
	who := c.YourTurn()
	me := v.Me()
	switch v.Phase {
	case gb.PhaseBetting:
		if broke(v) {
			return fmt.Sprintf("%s: %s chips, below the minimum of %d. b takes a new bankroll, x sits out.", who, me.Bankroll, v.Config.MinBet)
		}
		return fmt.Sprintf("%s: bet %d (up/down change it), enter deals.", who, f.betFor(c, v.Viewer))
	case gb.PhaseInsurance:
		if me.Hands[0].Blackjack() {
			return fmt.Sprintf("%s: blackjack against an ace. e takes even money, n declines.", who)
		}
		return fmt.Sprintf("%s: the dealer shows an ace. i insures for %s, n declines.", who, insuranceStake(v))
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

// btn is one button of the buttons line; without an id it is a label.
func btn(id, label, key string, on bool) ui.ButtonSpec {
	return ui.ButtonSpec{ID: id, Label: label, Key: key, On: on}
}

// buttons draws the buttons of the moment, dimmed where the game says no
// (c.Can), with their keys when they fit in w cells.
func (f face) buttons(c ctx, w int) ui.Block {
	t := c.Env.Theme
	switch {
	case c.Holding && c.Outcome.Over:
		return t.Button(table.ZoneContinue, "Result", "enter", true, true)
	case c.Replay != nil:
		return ui.Row(1, c.Controls, t.Button(btnHint, "Hint", "t", true, c.ShowTip))
	case f.board.over():
		return ui.Text("")
	}
	return t.FitButtons(append(f.actions(c), btn(btnHint, "Hint", "t", true)), w)
}

// actions are the game's buttons of the moment, on where the game allows
// them now (c.Can): the buttons line draws them, the footer names the keys
// of those that are on.
func (f face) actions(c ctx) []ui.ButtonSpec {
	v := c.View
	switch {
	case f.board.over() || c.Replay != nil:
		return nil
	case c.People == 0:
		return []ui.ButtonSpec{btn(btnCount, "Count", "c", true)}
	case v.Phase == gb.PhaseBetting && broke(v):
		return []ui.ButtonSpec{btn(btnRebuy, "Rebuy", "b", c.Can(gb.Rebuy())), btn(btnSitOut, "Sit out", "x", c.Can(gb.SitOut()))}
	case v.Phase == gb.PhaseBetting:
		bet := f.betFor(c, v.Viewer)
		deal := "Deal"
		if othersToBet(v) {
			deal = "Bet"
		}
		ladder := f.betLadder(c, v.Viewer)
		bs := []ui.ButtonSpec{
			btn(btnBetDown, "-", "", c.MyTurn && bet > ladder[0]),
			btn("", fmt.Sprintf("Bet %d", bet), "", true),
			btn(btnBetUp, "+", "", c.MyTurn && bet < ladder[len(ladder)-1]),
			btn(btnDeal, deal, "enter", c.Can(gb.Bet(bet))),
			btn(btnSitOut, "Sit out", "x", c.Can(gb.SitOut())),
		}
		if c.Can(gb.Rebuy()) {
			bs = append(bs, btn(btnRebuy, "Rebuy", "b", true))
		}
		return bs
	case v.Phase == gb.PhaseInsurance:
		stake := insuranceStake(v)
		return []ui.ButtonSpec{
			btn(btnInsure, "Insure "+stake.String(), "i", c.Can(gb.Insure(stake))),
			btn(btnEven, "Even money", "e", c.Can(gb.EvenMoney())),
			btn(btnDecline, "Decline", "n", c.Can(gb.Decline())),
		}
	}
	return []ui.ButtonSpec{
		btn(btnHit, "Hit", "h", c.Can(gb.Hit())),
		btn(btnStand, "Stand", "s", c.Can(gb.Stand())),
		btn(btnDouble, "Double", "d", c.Can(gb.Double())),
		btn(btnSplit, "Split", "p", c.Can(gb.Split())),
		btn(btnSurrender, "Surrender", "r", c.Can(gb.Surrender())),
	}
}

// othersToBet reports whether a seat after the viewer is still to bet, so
// the viewer's bet does not deal yet.
func othersToBet(v gb.View) bool {
	for i := int(v.Viewer) + 1; i < v.Config.Seats; i++ {
		if !v.Spots[i].Decided {
			return true
		}
	}
	return false
}
