package blackjack

import (
	"errors"
	"fmt"
	"strings"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
)

// Player is a computer player at a blackjack table. Decide is called when
// the view's viewer is to move (v.Viewer == v.Turn, or a broke seat that
// must take a new bankroll) and returns an action v.Check accepts; for a
// view where the viewer has nothing to do it returns an action Check
// refuses. Players see nothing but their own views (and, for an Observer,
// the events redacted for their seat).
type Player interface {
	Decide(v gb.View) gb.Action
}

// Observer is a Player that keeps track of what it has seen: the table
// hands it the events of every Reduce, redacted for its seat, before
// asking it to decide again (see Roster). The counter
// is one: the Hi-Lo count needs every card seen since the shuffle, which
// the View does not hold (it shows this round's cards and only the size of
// the discard tray). An Observer must be fed from the first round of the
// shoe it plays; it keeps state, so give each seat its own.
type Observer interface {
	Player
	Observe(events []game.Event)
}

// Levels lists the AI levels NewPlayer accepts, weakest first.
var Levels = []string{"basic", "counter"}

// ErrUnknownLevel reports a level that NewPlayer does not know.
var ErrUnknownLevel = errors.New("unknown AI level")

// NewPlayer returns the computer player of a level listed in Levels for a
// table with rules r (the zero Rules means bj.Default(), as in gb.Config):
//
//   - "basic" bets the table minimum and plays the basic-strategy chart
//     derived for r (ChartFor); it never takes insurance or even money. It
//     keeps no state: one value may serve any number of seats.
//   - "counter" plays the same chart and keeps a Hi-Lo count of the cards
//     it has seen; it spreads its bets with the true count (BetUnits times
//     the minimum) and takes insurance or even money when TakeInsurance
//     says so. It is an Observer (a *Counter): feed it the events.
//
// A player is made at once: the chart is derived (a few hundred
// milliseconds the first time for a rule set, see ChartFor) when it first
// plays a hand, so that a table opens without waiting for it; call Warm to
// derive it ahead.
func NewPlayer(level string, r bj.Rules) (Player, error) {
	switch level {
	case "basic":
		return newBasic(r)
	case "counter":
		return NewCounter(r)
	}
	return nil, fmt.Errorf("%w %q: want %s", ErrUnknownLevel, level, strings.Join(Levels, " or "))
}

// BasicPlayer plays the basic-strategy chart for its table's rules with a
// flat minimum bet. Its zero value is not usable: get one from NewPlayer.
type BasicPlayer struct {
	rules bj.Rules   // valid
	chart *chartOnce // of rules
}

// newBasic is the basic player of a table with rules r (the zero Rules
// means bj.Default()); r is checked now, the chart derived at the first
// hand played.
func newBasic(r bj.Rules) (BasicPlayer, error) {
	if r == (bj.Rules{}) {
		r = bj.Default()
	}
	if err := r.Validate(); err != nil {
		return BasicPlayer{}, err
	}
	return BasicPlayer{rules: r, chart: chartEntry(r)}, nil
}

// Decide bets the minimum (taking a new bankroll when broke), declines
// insurance and even money, and plays the chart.
func (p BasicPlayer) Decide(v gb.View) gb.Action {
	switch v.Phase {
	case gb.PhaseBetting:
		return bet(v, 1)
	case gb.PhaseInsurance:
		return gb.Decline()
	}
	return play(p.chartFor(v), v)
}

// chartFor returns the player's chart, or the one for the view's rules
// should the table's rules differ from those the player was made for.
func (p BasicPlayer) chartFor(v gb.View) *Chart {
	if chartKey(p.rules) == chartKey(v.Config.Rules) {
		return p.chart.get()
	}
	c, err := ChartFor(v.Config.Rules)
	if err != nil { // a view's config is valid; keep the player's chart
		return p.chart.get()
	}
	return c
}

// bet returns a bet of units table minimums, clamped to the table maximum
// and the bankroll; a seat that cannot bet the minimum takes a new bankroll
// (or sits out when that is refused).
func bet(v gb.View, units int) gb.Action {
	me := v.Me()
	chips := min(units*v.Config.MinBet, v.Config.MaxBet, me.Bankroll.Whole())
	return first(v, gb.Bet(max(chips, v.Config.MinBet)), gb.Rebuy(), gb.SitOut())
}

// first returns the first of the actions that v.Check accepts, or the last
// one when none is (then it is not the viewer's turn).
func first(v gb.View, as ...gb.Action) gb.Action {
	for _, a := range as {
		if v.Check(a) == nil {
			return a
		}
	}
	return as[len(as)-1]
}

// play returns the chart's action for the hand to play. The chart code is
// resolved as Chart.Action does, and also falls back when the bankroll
// cannot cover a double or a split: D and Rh hit, Ds and Rs stand, and a
// pair that cannot be split plays its total's row.
func play(c *Chart, v gb.View) gb.Action {
	h, ok := v.Active()
	if !ok || v.Turn != v.Viewer {
		return gb.Stand()
	}
	me := v.Me()
	ph := bj.PlayerHand{Cards: h.Cards[:h.N], FromSplit: h.FromSplit, SplitAces: h.SplitAces, Hands: me.NHands}
	up := bj.Value(v.Dealer.Up().Rank)
	afford := me.Bankroll >= h.Bet && v.Available() > 0
	a := chartAction(c, ph, up, afford, afford)
	return first(v, gameAction(a), gb.Stand())
}

// gameAction turns a chart action into the reducer's action.
func gameAction(a Action) gb.Action {
	switch a {
	case Hit:
		return gb.Hit()
	case Double:
		return gb.Double()
	case Split:
		return gb.Split()
	case Surrender:
		return gb.Surrender()
	}
	return gb.Stand()
}

// canDo says which actions a hand may take now.
type canDo struct {
	hit, double, split, surrender bool
}

// chartAction is Chart.Action with two more conditions: doubling only when
// canDouble and splitting only when canSplit (the bankroll covers them). A
// pair that may not be split reads its total's row.
func chartAction(c *Chart, h bj.PlayerHand, up int, canDouble, canSplit bool) Action {
	r := c.Rules
	can := canDo{
		hit:       bj.CanHit(h, r),
		double:    canDouble && bj.CanDouble(h, r),
		split:     canSplit && bj.CanSplit(h, r),
		surrender: bj.CanSurrender(h, r),
	}
	col := column(up)
	var code Code
	if can.split {
		v := bj.Value(h.Cards[0].Rank)
		code = c.Pairs[pairRow(v)][col].Code
	} else {
		t, soft := bj.HandTotal(h.Cards)
		code = c.totalCode(t, soft, col)
	}
	return resolveCode(code, can)
}

// pairRow is the index in Chart.Pairs of a pair of value v.
func pairRow(v int) int {
	if v == bj.Ace {
		return 9
	}
	return v - 2
}

// resolveCode turns a chart code into the action it means for a hand that
// may do what can says: Rh, Rs and Rp surrender when allowed, D and Ds
// double when allowed, else their fallback; P splits (a pair code is only
// read when the pair may be split); H hits unless the hand may not (21,
// split aces), then stands. The simulator and the players share it.
func resolveCode(code Code, can canDo) Action {
	switch code {
	case CodeRh, CodeRs, CodeRp:
		if can.surrender {
			return Surrender
		}
		code = fallback(code)
	case CodeD, CodeDs:
		if can.double {
			return Double
		}
		code = fallback(code)
	}
	switch code {
	case CodeP:
		if can.split {
			return Split
		}
	case CodeH:
		if can.hit {
			return Hit
		}
	}
	return Stand
}
