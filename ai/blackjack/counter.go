package blackjack

import (
	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
)

// Counter is the "counter" computer player: basic strategy plus a Hi-Lo
// count. It bets BetUnits(true count) table minimums (within the table
// limits and its bankroll) and takes insurance, or even money on a
// blackjack, when TakeInsurance(true count) says so; it plays every hand by
// the chart, with no count-based deviations.
//
// The count is built only from what the seat has seen: the events of the
// table redacted for its seat, passed to Observe after every Reduce. A
// face-down card is never counted, even in an unredacted event; the hole
// card counts when HoleCardRevealed shows it. A ShoeShuffled starts a fresh
// count (a mid-round reshuffle of the discards keeps the cards still on
// the table counted, since they are not in the new shoe).
//
//	c, _ := blackjack.NewCounter(rules)
//	c.Observe(seatEvents) // what the seat saw, redacted for it
//	a := c.Decide(gb.Game.View(s, seat))
//
// At a table, Roster's counter seats are fed by the host.
//
// A Counter is not safe for concurrent use.
type Counter struct {
	basic BasicPlayer
	count Count
	round []int // values of the face-up cards dealt this round
}

var _ Observer = (*Counter)(nil)

// NewCounter returns a counter for a table with rules r (the zero Rules
// means bj.Default()), with a fresh count: start feeding it at the start of
// a shoe (a new table is freshly shuffled).
func NewCounter(r bj.Rules) (*Counter, error) {
	if r == (bj.Rules{}) {
		r = bj.Default()
	}
	b, err := newBasic(r)
	if err != nil {
		return nil, err
	}
	return &Counter{basic: b, count: NewCount(r.Decks), round: make([]int, 0, 32)}, nil
}

// Count returns the current count (for a trainer display: Count().True()).
func (c *Counter) Count() Count { return c.count }

// Observe updates the count with a batch of events, in order.
func (c *Counter) Observe(events []game.Event) {
	for _, e := range events {
		switch e := e.(type) {
		case gb.RoundStarted:
			c.round = c.round[:0]
		case gb.ShoeShuffled:
			c.count = c.count.Shuffled()
			if e.MidRound {
				c.count = c.count.Add(c.round...)
			}
		case gb.CardDealt:
			if !e.FaceDown && !e.Card.IsZero() {
				c.see(bj.Value(e.Card.Rank))
			}
		case gb.HoleCardRevealed:
			c.see(bj.Value(e.Card.Rank))
		}
	}
}

func (c *Counter) see(v int) {
	if v == 0 {
		return
	}
	c.count = c.count.Add(v)
	c.round = append(c.round, v)
}

// Decide bets by the true count, insures by the true count and plays the
// chart.
func (c *Counter) Decide(v gb.View) gb.Action {
	tc := c.count.True()
	switch v.Phase {
	case gb.PhaseBetting:
		return bet(v, BetUnits(tc))
	case gb.PhaseInsurance:
		me := v.Me()
		if !TakeInsurance(tc) {
			return gb.Decline()
		}
		if me.Hands[0].Blackjack() {
			return first(v, gb.EvenMoney(), gb.Decline())
		}
		return first(v, gb.Insure(min(bj.MaxInsurance(me.Hands[0].Bet), me.Bankroll)), gb.Decline())
	}
	return play(c.basic.chartFor(v), v)
}
