package shengji

import (
	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// board is what the table shows: the game's view, moved by the game's
// Apply as the events are shown, so that each card dealt and each play
// lands in turn. What stays on the table after it is over is read from
// the view too: the last trick (the deal's last finished one) until the
// next lead, a deal's result (its last result) until the next deal
// starts. It holds what the viewer may know and nothing more.
type board struct{ v gs.View }

// next is the seat after s in turn.
func next(s game.Seat) game.Seat { return (s + 1) % gs.Seats }

// team is a seat's team: seats 0 and 2 are team 0, 1 and 3 team 1.
func team(s game.Seat) int { return sj.Team(int(s)) }

// sees reports whether the board's viewer sees seat's cards.
func (b board) sees(seat game.Seat) bool { return b.v.Viewer == game.Omniscient || b.v.Viewer == seat }

// event moves the board by one event, redacted for its viewer.
func (b board) event(e game.Event) board { return board{gs.Game.Apply(b.v, e)} }

// result is the deal just scored, shown until the next deal starts; nil
// while the deal is played.
func (b board) result() *gs.DealResult {
	rs := b.v.Results
	if len(rs) == 0 || rs[len(rs)-1].Deal != b.v.Deal {
		return nil
	}
	return &rs[len(rs)-1]
}

// shown is the trick the table shows and whether it is the last one, won:
// the trick under way, or before the next lead the last one finished.
func (b board) shown() ([gs.Seats]gs.Set, bool) {
	v := b.v
	if v.Phase == gs.PhasePlay && v.Lead().Empty() && len(v.Finished) > 0 {
		return v.Finished[len(v.Finished)-1].Plays, true
	}
	return v.Trick, false
}

// leader is the seat that led the trick shown.
func (b board) leader() game.Seat {
	if _, done := b.shown(); done {
		return b.v.Finished[len(b.v.Finished)-1].Leader
	}
	return b.v.Leader
}

// winning is the seat whose play wins the trick shown (so far), or
// game.NoSeat when none is played.
func (b board) winning() game.Seat {
	if _, done := b.shown(); done {
		return b.v.Finished[len(b.v.Finished)-1].Winner
	}
	return b.v.Winning()
}

// sorted is seat's hand as it is shown: trumps first in trump order, then
// each suit, highest first.
func (b board) sorted(seat game.Seat) []cards.Card {
	cs := b.v.Hands[seat].Cards()
	sj.SortHand(cs, b.v.SortTrump(seat))
	return cs
}
