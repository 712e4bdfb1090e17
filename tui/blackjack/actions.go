package blackjack

import (
	"slices"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// The zones of the screen: the dealer's cards are "dealer0", "dealer1",
// ...; card c of hand h of seat s is "s<s>h<h>c<c>"; each button has its
// own.
const (
	zoneDealer   = "dealer"
	zoneLog      = "log"
	btnBetDown   = "btn-bet-down"
	btnBetUp     = "btn-bet-up"
	btnDeal      = "btn-deal"
	btnSitOut    = "btn-sit-out"
	btnRebuy     = "btn-rebuy"
	btnInsure    = "btn-insure"
	btnEven      = "btn-even-money"
	btnDecline   = "btn-decline"
	btnHit       = "btn-hit"
	btnStand     = "btn-stand"
	btnDouble    = "btn-double"
	btnSplit     = "btn-split"
	btnSurrender = "btn-surrender"
	btnHint      = "btn-hint"
	btnCount     = "btn-count"
	btnNext      = "btn-next"
	btnPlay      = "btn-play"
	btnResult    = "btn-result"
)

// turnKey maps a key to the button it presses.
func (m model) turnKey(msg tea.KeyMsg) (model, tea.Cmd) {
	k := m.keys
	for _, b := range []struct {
		binding key.Binding
		id      string
	}{
		{k.BetUp, btnBetUp}, {k.BetDown, btnBetDown}, {k.Confirm, btnDeal}, {k.SitOut, btnSitOut},
		{k.Rebuy, btnRebuy}, {k.Insure, btnInsure}, {k.EvenMoney, btnEven}, {k.Decline, btnDecline},
		{k.Hit, btnHit}, {k.Stand, btnStand}, {k.Double, btnDouble}, {k.Split, btnSplit},
		{k.Surrender, btnSurrender},
	} {
		if key.Matches(msg, b.binding) {
			return m.press(b.id)
		}
	}
	return m, nil
}

// press performs a button, clicked or pressed by its key.
func (m model) press(id string) (model, tea.Cmd) {
	switch id {
	case btnHint:
		m.ShowTip = !m.ShowTip
		return m, nil
	case btnCount:
		m.showCount = !m.showCount
		return m, nil
	case btnNext:
		return m.replayNext()
	case btnPlay:
		return m.replayPlay()
	case btnResult:
		return m.acknowledge()
	}
	if m.rep.On || m.done {
		return m, nil
	}
	if seat, broke := m.brokeWaiting(); broke && id == btnSitOut && m.atRest() {
		return m.watch(seat)
	}
	switch id {
	case btnBetUp:
		return m.changeBet(1), nil
	case btnBetDown:
		return m.changeBet(-1), nil
	case btnRebuy:
		return m.rebuy()
	}
	if a, ok := m.actionOf(id); ok {
		return m.try(a)
	}
	return m, nil
}

// actionOf is the game action of a button for the viewer.
func (m model) actionOf(id string) (gb.Action, bool) {
	switch id {
	case btnDeal:
		return gb.Bet(m.betFor(m.viewer())), true
	case btnSitOut:
		return gb.SitOut(), true
	case btnInsure:
		return gb.Insure(m.insuranceStake()), true
	case btnEven:
		return gb.EvenMoney(), true
	case btnDecline:
		return gb.Decline(), true
	case btnHit:
		return gb.Hit(), true
	case btnStand:
		return gb.Stand(), true
	case btnDouble:
		return gb.Double(), true
	case btnSplit:
		return gb.Split(), true
	case btnSurrender:
		return gb.Surrender(), true
	}
	return gb.Action{}, false
}

// try asks the game whether the action is legal and applies it, or shows
// why not and changes nothing.
func (m model) try(a gb.Action) (model, tea.Cmd) {
	v := m.view()
	if err := v.Check(a); err != nil {
		m.status = screen.Reason(err)
		return m, nil
	}
	if !m.myTurn() {
		return m, nil // the screen is still showing what happened
	}
	next, err := m.apply(v.Viewer, a)
	if err != nil {
		m.status = screen.Reason(err)
		return m, nil
	}
	if a.Kind == gb.KindBet {
		next.bets[v.Viewer] = a.Amount.Whole()
	}
	return next.advance()
}

// insuranceStake is the insurance the viewer would take: half the bet, or
// what the bankroll allows.
func (m model) insuranceStake() bj.Amount {
	me := m.view().Me()
	return min(bj.MaxInsurance(me.Hands[0].Bet), me.Bankroll)
}

// rebuyer is the person who may take a new bankroll now: the viewer first,
// then the others at the keyboard.
func (m model) rebuyer() (game.Seat, error) {
	order := []game.Seat{m.viewer()}
	for i := range m.seats() {
		order = append(order, game.Seat(i))
	}
	var first error
	for _, s := range order {
		if !m.human(s) {
			continue
		}
		err := gb.Game.View(m.tbl.State(), s).Check(gb.Rebuy())
		if err == nil {
			return s, nil
		}
		if first == nil {
			first = err
		}
	}
	return game.NoSeat, first
}

// canRebuy reports whether a person at the keyboard may take a new
// bankroll.
func (m model) canRebuy() bool {
	seat, err := m.rebuyer()
	return err == nil && seat >= 0
}

// rebuy takes a new bankroll for a person who cannot bet the minimum. It
// may be taken out of turn, while the computers bet: a computer about to
// decide then thinks again about the new position.
func (m model) rebuy() (model, tea.Cmd) {
	seat, err := m.rebuyer()
	if seat == game.NoSeat {
		if err != nil {
			m.status = screen.Reason(err)
		}
		return m, nil
	}
	switch {
	case m.rep.On || m.done || len(m.queue) > 0:
		return m, nil
	case m.beat.kind != beatIdle && m.beat.kind != beatThink && m.beat.kind != beatDeciding:
		return m, nil
	}
	next, err := m.apply(seat, gb.Rebuy())
	if err != nil {
		m.status = screen.Reason(err)
		return m, nil
	}
	next.beat, next.clock = beat{}, next.clock.Stop()
	return next.advance()
}

// betLadder is the bets the up and down keys step through for seat:
// multiples of the minimum up to the most the seat may bet.
func (m model) betLadder(seat game.Seat) []int {
	cfg := m.cfg()
	most := cfg.MaxBet
	if seat >= 0 {
		most = min(most, m.tbl.State().Bankroll(seat).Whole())
	}
	var out []int
	for _, n := range []int{1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100} {
		if b := n * cfg.MinBet; b < most {
			out = append(out, b)
		}
	}
	return append(out, max(most, cfg.MinBet))
}

// betFor is the bet seat has lined up, within what it may bet now.
func (m model) betFor(seat game.Seat) int {
	if seat < 0 {
		return m.cfg().MinBet
	}
	ladder := m.betLadder(seat)
	return max(m.cfg().MinBet, min(m.bets[seat], ladder[len(ladder)-1]))
}

// changeBet moves the viewer's next bet one step up or down the ladder.
// It is not an action: the bet is placed with enter.
func (m model) changeBet(by int) model {
	seat := m.viewer()
	if seat < 0 {
		return m
	}
	ladder := m.betLadder(seat)
	cur := m.betFor(seat)
	i, found := slices.BinarySearch(ladder, cur)
	switch {
	case by > 0 && found:
		i++
	case by < 0:
		i--
	}
	m.bets[seat] = ladder[max(0, min(i, len(ladder)-1))]
	return m
}

// mouse handles clicks on buttons and the wheel over the log.
func (m model) mouse(msg tea.MouseMsg) (model, tea.Cmd) {
	if cmd, wheel := m.WheelLog(msg, m.layout().side); wheel {
		return m, cmd
	}
	if !ui.LeftPress(msg) {
		return m, nil
	}
	id, ok := m.screen().Hit(msg.X, msg.Y)
	if !ok {
		return m, nil
	}
	m.status = ""
	return m.press(id)
}
