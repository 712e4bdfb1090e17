package blackjack

import (
	"slices"

	tea "github.com/charmbracelet/bubbletea"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/tui/screen"
	"teahouse/tui/table"
	"teahouse/tui/ui"
)

// The zones of the screen: the dealer's cards are "dealer0", "dealer1",
// ...; card c of hand h of seat s is "s<s>h<h>c<c>"; each button has its
// own, "btn-" and its name.
const (
	zoneDealer   = "dealer"
	btnZone      = "btn-"
	btnBetDown   = btnZone + "bet-down"
	btnBetUp     = btnZone + "bet-up"
	btnDeal      = btnZone + "deal"
	btnSitOut    = btnZone + "sit-out"
	btnRebuy     = btnZone + "rebuy"
	btnInsure    = btnZone + "insure"
	btnEven      = btnZone + "even-money"
	btnDecline   = btnZone + "decline"
	btnHit       = btnZone + "hit"
	btnStand     = btnZone + "stand"
	btnDouble    = btnZone + "double"
	btnSplit     = btnZone + "split"
	btnSurrender = btnZone + "surrender"
	btnHint      = btnZone + "hint"
	btnCount     = btnZone + "count"
)

// Key is the screen's table.Input.Key: each key presses its button.
func (f face) Key(c ctx, msg tea.KeyMsg) (face, intent) {
	f.note = ""
	if id, ok := ui.Pressed(msg, f.keys.buttons()); ok {
		return f.press(c, id)
	}
	return f, intent{}
}

// Click is the screen's table.Input.Click: the buttons (a click on a card does
// nothing: there is nothing to choose among cards).
func (f face) Click(c ctx, id string) (face, intent) {
	f.note = ""
	return f.press(c, id)
}

// press performs a button, clicked or pressed by its key. An action the
// game refuses says why; one pressed while the table is still being shown
// is dropped.
func (f face) press(c ctx, id string) (face, intent) {
	switch id {
	case btnHint:
		return f, intent{Tip: true}
	case btnCount:
		f.showCount = !f.showCount
		return f, intent{}
	case btnBetUp:
		return f.changeBet(c, 1), intent{}
	case btnBetDown:
		return f.changeBet(c, -1), intent{}
	}
	a, ok := f.actionOf(c, id)
	switch {
	case !ok || c.Replay != nil || c.Busy:
		return f, intent{}
	case !c.MyTurn: // the driver drops it: say why
		if err := c.Check(a); err != nil {
			return f, table.Say[gb.Action](screen.Reason(err))
		}
	}
	return f, table.Do(a)
}

// plain are the buttons of actions that take no amount.
var plain = map[string]gb.Action{
	btnSitOut: gb.SitOut(), btnRebuy: gb.Rebuy(), btnEven: gb.EvenMoney(), btnDecline: gb.Decline(),
	btnHit: gb.Hit(), btnStand: gb.Stand(), btnDouble: gb.Double(), btnSplit: gb.Split(), btnSurrender: gb.Surrender(),
}

// actionOf is the game action of a button for the viewer.
func (f face) actionOf(c ctx, id string) (gb.Action, bool) {
	switch id {
	case btnDeal:
		return gb.Bet(f.betFor(c, c.Viewer)), true
	case btnInsure:
		return gb.Insure(insuranceStake(c.View)), true
	}
	a, ok := plain[id]
	return a, ok
}

// insuranceStake is the insurance the viewer of v would take: half the
// bet, or what the bankroll allows.
func insuranceStake(v gb.View) bj.Amount {
	me := v.Me()
	return min(bj.MaxInsurance(me.Hands[0].Bet), me.Bankroll)
}

// betLadder is the bets the up and down keys step through for seat:
// multiples of the minimum up to the most the seat may bet.
func (f face) betLadder(c ctx, seat game.Seat) []int {
	most := f.cfg.MaxBet
	if seat >= 0 {
		most = min(most, c.View.Spots[seat].Bankroll.Whole())
	}
	var out []int
	for _, n := range []int{1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100} {
		if b := n * f.cfg.MinBet; b < most {
			out = append(out, b)
		}
	}
	return append(out, max(most, f.cfg.MinBet))
}

// betFor is the bet seat has lined up, within what it may bet now.
func (f face) betFor(c ctx, seat game.Seat) int {
	if seat < 0 {
		return f.cfg.MinBet
	}
	ladder := f.betLadder(c, seat)
	return max(f.cfg.MinBet, min(f.bets[seat], ladder[len(ladder)-1]))
}

// changeBet moves the viewer's next bet one step up or down the ladder.
// It is not an action: the bet is placed with enter.
func (f face) changeBet(c ctx, by int) face {
	seat := c.Viewer
	if seat < 0 || c.Replay != nil {
		return f
	}
	ladder := f.betLadder(c, seat)
	i, found := slices.BinarySearch(ladder, f.betFor(c, seat))
	switch {
	case by > 0 && found:
		i++
	case by < 0:
		i--
	}
	f.bets[seat] = ladder[max(0, min(i, len(ladder)-1))]
	return f
}
