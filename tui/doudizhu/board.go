package doudizhu

import (
	"reflect"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	"teahouse/rules/cards"
	dz "teahouse/rules/doudizhu"
)

// board is what the table shows: the game's view, moved by gd.Game.Apply
// as the events are paced so that each play lands in front of its seat in
// turn, and what the screen remembers that the view does not hold. The
// memory is of the deal under way: the next deal forgets it.
type board struct {
	v gd.View
	// said is what each seat last said in the bidding ("bid 2", "call",
	// "pass"), shown in front of it until the first play of the deal.
	said [gd.Seats]string
	// won is the trick last won, kept on the table until its winner leads
	// again; nil otherwise.
	won *trick
	// last is the deal's last trick won, shown on asking (L) until the
	// next deal; nil before the first.
	last *lastTrick
	// result is the deal just over, shown until the next deal is dealt
	// (held on screen until enter while a person plays), and after the
	// last deal; nil otherwise.
	result *gd.DealResult
}

// trick is each seat's action in a trick: a play with its very cards, a
// pass, or none yet.
type trick struct {
	last  [gd.Seats]dz.Play
	cards [gd.Seats]dz.Set
	acted [gd.Seats]bool
}

// trickOf is the trick under way in v.
func trickOf(v gd.View) trick { return trick{last: v.Last, cards: v.LastCards, acted: v.Acted} }

// boardOf pictures the session as v alone shows it: what each seat bid
// (but not a call or a rob, which v does not keep), and the last result
// once the session is over.
func boardOf(v gd.View) board {
	b := board{v: v}
	for i := range gd.Seats {
		b.said[i] = bidWords(v, game.Seat(i))
	}
	if v.Phase == gd.PhaseOver && len(v.Results) > 0 {
		r := v.Results[len(v.Results)-1]
		b.result = &r
	}
	return b
}

// doubleOrder is seat's place in the doubling: the peasant on the
// landlord's left 0, the other 1, the landlord 2.
func doubleOrder(v gd.View, seat game.Seat) game.Seat {
	return (seat - v.Landlord - 1 + 2*gd.Seats) % gd.Seats
}

// bidWords is what seat has bid so far, or while the seats double
// whether it doubled, as v shows it.
func bidWords(v gd.View, seat game.Seat) string {
	if v.Phase == gd.PhaseDouble {
		if doubleOrder(v, seat) < doubleOrder(v, v.Turn) { // it has chosen

			return doubleWords(v.Doubled[seat])
		}
		return ""
	}
	if v.Phase != gd.PhaseBid || v.Config.Bidding != gd.ScoreBids {
		return ""
	}
	switch n := v.Bids[seat]; {
	case n < 0:
		return "pass"
	case n > 0:
		return bidLabel(n)
	}
	return ""
}

// next is the seat after s in turn.
func next(s game.Seat) game.Seat { return (s + 1) % gd.Seats }

// apply moves the view by one event, redacted for its viewer, and keeps
// what the event shows that the view after it does not.
func (b board) apply(e game.Event) board {
	switch e := e.(type) {
	case gd.Dealt, gd.DealOpened:
		b.said, b.won, b.last, b.result = [gd.Seats]string{}, nil, nil, nil
	case gd.OpenChosen:
		b.said[e.Seat] = actionWords(gd.PhaseOpen, map[bool]gd.ActionKind{true: gd.KindShow, false: gd.KindKeep}[e.Open], 0)
	case gd.Bidded:
		b.said[e.Seat] = actionWords(b.v.Phase, e.Action, e.Bid)
	case gd.DoubleChosen:
		b.said[e.Seat] = doubleWords(e.Double)
	case gd.Played:
		b.said, b.won = [gd.Seats]string{}, nil
	case gd.TrickWon:
		won := trickOf(b.v)
		b.won, b.last = &won, &lastTrick{trick: won, winner: e.Seat}
	case gd.DealOver:
		r := e.Result
		b.result = &r
	}
	b.v = gd.Game.Apply(b.v, e)
	return b
}

// sync is the board once a step has played out and v is the view after
// it. Where v is the position the board's events led to (seen through
// the same eyes, or through another person's after a hand-over), the
// memory stays; after a jump in a replay it is what v alone shows.
func (b board) sync(v gd.View) board {
	if !reflect.DeepEqual(public(b.v), public(v)) {
		return boardOf(v)
	}
	b.v = v
	return b
}

// public is v without what only its viewer sees: two views of the same
// position through different eyes have the same public part.
func public(v gd.View) gd.View {
	v.Viewer, v.Hands, v.Bottom = 0, [gd.Seats]dz.Set{}, 0
	return v
}

// onTable is the trick on the table: the one under way, or the one last
// won until the next lead.
func (b board) onTable() trick {
	if b.won != nil {
		return *b.won
	}
	return trickOf(b.v)
}

// hand is seat's hand as the table shows it: at a deal's result, the hand
// shown there.
func (b board) hand(seat game.Seat) []cards.Card {
	if b.result != nil {
		return b.result.Hands[seat].Cards()
	}
	return b.v.Hands[seat].Cards()
}
