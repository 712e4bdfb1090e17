package shengji

import (
	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// board is what the table shows: the game as a view pictures it, moved
// along by the redacted events as they play out, so that each card dealt
// and each play lands in turn. It holds what the viewer may know and
// nothing more.
type board struct {
	v gs.View
	// last is the last trick's plays, kept on the table after it is won
	// until the winner leads again; won is who won it (game.NoSeat while
	// the table shows the trick under way).
	last [gs.Seats]gs.Set
	won  game.Seat
	// result is the deal just over, shown until the next deal starts.
	result *gs.DealResult
}

// boardOf pictures the game as v shows it.
func boardOf(v gs.View) board {
	b := board{v: v, won: game.NoSeat}
	if v.Phase == gs.PhaseOver && len(v.Results) > 0 {
		r := v.Results[len(v.Results)-1]
		b.result = &r
	}
	return b
}

// next is the seat after s in turn.
func next(s game.Seat) game.Seat { return (s + 1) % gs.Seats }

// team is a seat's team: seats 0 and 2 are team 0, 1 and 3 team 1.
func team(s game.Seat) int { return sj.Team(int(s)) }

// sees reports whether the board's viewer sees seat's cards.
func (b board) sees(seat game.Seat) bool { return b.v.Viewer == game.Omniscient || b.v.Viewer == seat }

// one is the set of a single card.
func one(c cards.Card) gs.Set {
	s, _ := gs.SetOf(c)
	return s
}

// apply moves the picture along by one event.
func (b board) apply(e game.Event) board {
	v := &b.v
	switch e := e.(type) {
	case gs.DealStarted:
		*v = gs.View{Viewer: v.Viewer, Config: v.Config, Deal: e.Deal, Phase: gs.PhaseDeal, Turn: e.First,
			Levels: e.Levels, First: e.First, Dealer: e.Dealer, Declarer: game.NoSeat, Leader: game.NoSeat,
			Results: v.Results, Winner: -1}
		b.last, b.won, b.result = [gs.Seats]gs.Set{}, game.NoSeat, nil
	case gs.CardDealt:
		v.Sizes[e.Seat]++
		v.Dealt++
		v.Turn = e.Seat
		if e.Card.Valid() && b.sees(e.Seat) {
			v.Hands[e.Seat] = v.Hands[e.Seat].Union(one(e.Card))
		}
	case gs.Declared:
		v.Declaration, v.Declarer, v.DeclaredCards = e.Declaration, e.Seat, e.Cards
	case gs.TrumpDecided:
		v.Trump, v.Dealer, v.Declarer, v.Turned = e.Trump, e.Dealer, e.Declarer, e.Turned
		v.Phase, v.Turn = gs.PhaseBury, e.Dealer
	case gs.KittyTaken:
		v.Sizes[e.Seat] += sj.KittySize
		if !e.Kitty.Empty() {
			v.Hands[e.Seat], v.Kitty = v.Hands[e.Seat].Union(e.Kitty), e.Kitty
		}
	case gs.Buried:
		v.Sizes[e.Seat] -= sj.KittySize
		if !e.Cards.Empty() {
			v.Hands[e.Seat], v.Kitty = v.Hands[e.Seat].Minus(e.Cards), e.Cards
		}
		v.Phase, v.Turn, v.Leader = gs.PhasePlay, e.Seat, e.Seat
	case gs.ThrowFailed:
		v.Failure = e.Failure
	case gs.Played:
		if e.Lead {
			v.Trick, v.Leader, b.last, b.won = [gs.Seats]gs.Set{}, e.Seat, [gs.Seats]gs.Set{}, game.NoSeat
			if v.Failure.Seat != e.Seat || v.Failure.Beaten != e.Cards {
				v.Failure = gs.Failure{}
			}
		}
		v.Trick[e.Seat], v.Sizes[e.Seat], v.Turn = e.Cards, e.Left, next(e.Seat)
		v.Hands[e.Seat] = v.Hands[e.Seat].Minus(e.Cards)
	case gs.TrickWon:
		b.last, b.won = v.Trick, e.Seat
		v.Trick, v.Turn, v.Leader = [gs.Seats]gs.Set{}, e.Seat, e.Seat
		v.Points[team(e.Seat)] += e.Points
		v.Tricks++
		if v.Dealer != game.NoSeat && team(e.Seat) != team(v.Dealer) {
			for _, c := range e.Cards.Cards() {
				if sj.CardPoints(c) > 0 {
					v.Taken = v.Taken.Union(one(c))
				}
			}
		}
	case gs.DealOver:
		r := e.Result
		b.result = &r
		v.Levels, v.Results = r.Levels, append(v.Results[:len(v.Results):len(v.Results)], r)
	case gs.GameOver:
		v.Phase, v.Winner, v.Levels = gs.PhaseOver, e.Winner, e.Levels
	}
	return b
}

// sync pictures the table afresh from v once a step has played out,
// keeping the last trick on the table until the next lead and the deal's
// result until the next deal.
func (b board) sync(v gs.View) board {
	n := boardOf(v)
	if b.v.Deal == v.Deal && v.Phase == gs.PhasePlay && v.Lead().Empty() {
		n.last, n.won = b.last, b.won
	}
	if b.v.Deal == v.Deal && b.result != nil {
		n.result = b.result
	}
	return n
}

// shown is the trick the table shows and whether it is the last one, won.
func (b board) shown() ([gs.Seats]gs.Set, bool) {
	if b.won != game.NoSeat {
		return b.last, true
	}
	return b.v.Trick, false
}

// winning is the seat whose play wins the trick shown so far, or
// game.NoSeat when none is played.
func (b board) winning() game.Seat {
	trick, done := b.shown()
	if done {
		return b.won
	}
	v := b.v
	if v.Leader == game.NoSeat || trick[v.Leader].Empty() {
		return game.NoSeat
	}
	var plays [][]cards.Card
	for k := range game.Seat(gs.Seats) {
		p := trick[(v.Leader+k)%gs.Seats]
		if p.Empty() {
			break
		}
		plays = append(plays, p.Cards())
	}
	w, err := sj.Winner(plays, v.Trump, v.Config.Rules)
	if err != nil {
		return game.NoSeat
	}
	return (v.Leader + game.Seat(w)) % gs.Seats
}

// handTrump is the trump seat's hand is sorted by: the deal's once
// settled, else the level rank seat declares with and the standing
// declaration's suit.
func (b board) handTrump(seat game.Seat) sj.Trump {
	v := b.v
	if v.Phase != gs.PhaseDeal && v.Trump.Valid() {
		return v.Trump
	}
	level := v.Levels[team(seat)]
	if v.Dealer != game.NoSeat {
		level = v.Levels[team(v.Dealer)]
	}
	suit := cards.NoSuit
	if v.Declaration.Strength != sj.NoDeclaration {
		suit = v.Declaration.Suit
	}
	return sj.Trump{Level: level, Suit: suit}
}

// sorted is seat's hand as it is shown: trumps first in trump order, then
// each suit, highest first.
func (b board) sorted(seat game.Seat) []cards.Card {
	cs := b.v.Hands[seat].Cards()
	sj.SortHand(cs, b.handTrump(seat))
	return cs
}
