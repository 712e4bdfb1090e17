package doudizhu

import (
	"slices"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
)

// board is what the table shows: the session as a view pictures it, then
// moved along by the redacted events as they play out, so that each play
// lands in front of its seat in turn. It holds what the viewer may know
// and nothing more: a hand the viewer may not see is the empty set.
type board struct {
	v gd.View
	// said is what each seat last said in the bidding ("bid 2", "pass"),
	// shown in front of it until the first play of the deal.
	said [gd.Seats]string
	// trick keeps the last trick's plays on the table after it is won,
	// until the winner leads again; won is who won it (game.NoSeat when
	// the table shows the trick under way).
	trick [gd.Seats]dz.Play
	cards [gd.Seats]dz.Set // the very cards of each play in trick
	acted [gd.Seats]bool
	won   game.Seat
	// result is the deal just over, shown until the next deal is dealt
	// (held on screen until enter while a person plays), and after the
	// last deal; nil otherwise.
	result *gd.DealResult
	// hands are every hand at the end of the deal, from its result.
	hands [gd.Seats]dz.Set
}

// boardOf pictures the session as v shows it.
func boardOf(v gd.View) board {
	b := board{v: v, trick: v.Last, acted: v.Acted, won: game.NoSeat}
	for i, p := range v.Last {
		b.cards[i] = someCards(p.Cards)
	}
	for i := range gd.Seats {
		b.said[i] = bidWords(v, game.Seat(i))
	}
	if v.Phase == gd.PhaseOver && len(v.Results) > 0 {
		r := v.Results[len(v.Results)-1]
		b.result, b.hands = &r, r.Hands
	}
	return b
}

// bidWords is what seat has said in the bidding so far, as v shows it.
func bidWords(v gd.View, seat game.Seat) string {
	if v.Phase != gd.PhaseBid && v.Phase != gd.PhaseRob || v.Config.Bidding != gd.ScoreBids {
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

// sees reports whether the board's viewer may see seat's hand: its own,
// every hand for an audience that sees everything, the landlord's once
// shown.
func (b board) sees(seat game.Seat) bool {
	v := b.v
	return v.Viewer == game.Omniscient || v.Viewer == seat || v.Shown && seat == v.Landlord
}

// apply moves the picture along by one event.
func (b board) apply(e game.Event) board {
	v := &b.v
	switch e := e.(type) {
	case gd.Dealt:
		*v = gd.View{Viewer: v.Viewer, Config: v.Config, Deal: e.Deal, Phase: gd.PhaseBid, Turn: e.First, First: e.First,
			Landlord: game.NoSeat, Hands: e.Hands, Sizes: e.Sizes, Scores: v.Scores, Results: v.Results, Leader: game.NoSeat}
		b.said, b.trick, b.cards, b.acted = [gd.Seats]string{}, [gd.Seats]dz.Play{}, [gd.Seats]dz.Set{}, [gd.Seats]bool{}
		b.won, b.result, b.hands = game.NoSeat, nil, [gd.Seats]dz.Set{}
	case gd.Bidded:
		b.said[e.Seat] = actionWords(e)
		v.Base, v.Turn = e.Base, next(e.Seat)
		switch e.Action {
		case gd.KindBid:
			v.Bids[e.Seat] = e.Bid
		case gd.KindPass:
			if v.Config.Bidding == gd.ScoreBids {
				v.Bids[e.Seat] = -1
			}
		case gd.KindCall:
			v.Phase = gd.PhaseRob
		case gd.KindRob:
			v.Robs++
		}
	case gd.LandlordChosen:
		v.Landlord, v.Base, v.Bottom, v.Turn = e.Seat, e.Base, e.Bottom, e.Seat
		v.Sizes[e.Seat] += e.Bottom.Len()
		if b.sees(e.Seat) {
			v.Hands[e.Seat] |= e.Bottom
		}
		v.Phase = gd.PhasePlay
		if v.Config.ShowCards {
			v.Phase = gd.PhaseShow
		}
	case gd.HandShown:
		v.Shown, v.Phase, v.Turn = e.Shown, gd.PhasePlay, e.Seat
		if e.Shown {
			v.Hands[e.Seat] = e.Hand
		}
	case gd.Played:
		b = b.played(e)
	case gd.Doubled:
		v.Bombs++
	case gd.TrickWon:
		v.Table, v.Turn, b.won = dz.PassPlay, e.Seat, e.Seat
		v.Last, v.Acted = [gd.Seats]dz.Play{}, [gd.Seats]bool{}
	case gd.DealOver:
		r := e.Result
		b.result, b.hands = &r, r.Hands
		v.Scores, v.Results = r.Scores, append(v.Results[:len(v.Results):len(v.Results)], r)
	case gd.SessionOver:
		v.Phase, v.Turn, v.Scores = gd.PhaseOver, game.NoSeat, e.Scores
	}
	return b
}

// played puts a play (or a pass) in front of its seat. A lead clears the
// last trick from the table.
func (b board) played(e gd.Played) board {
	v := &b.v
	if e.Lead || b.won != game.NoSeat {
		b.trick, b.cards, b.acted, b.won = [gd.Seats]dz.Play{}, [gd.Seats]dz.Set{}, [gd.Seats]bool{}, game.NoSeat
	}
	b.said = [gd.Seats]string{}
	b.trick[e.Seat], b.cards[e.Seat], b.acted[e.Seat] = e.Play, e.Cards, true
	v.Last[e.Seat], v.Acted[e.Seat] = e.Play, true
	v.Sizes[e.Seat], v.Turn = e.Left, next(e.Seat)
	if e.Play.IsPass() {
		v.Passes = append(slices.Clip(v.Passes), gd.Pass{Seat: e.Seat, Over: v.Table, By: v.Leader, Before: v.PlayedBy[e.Seat]})
	} else {
		v.Hands[e.Seat] &^= e.Cards
		v.Played |= e.Cards
		v.PlayedBy[e.Seat] |= e.Cards
		v.Table, v.Leader = e.Play, e.Seat
	}
	return b
}

// sync keeps what the view does not hold when a step has played out and
// the table is pictured afresh from v: what each seat said in the bidding,
// until the first play, and the last trick's plays, until the next lead.
func (b board) sync(v gd.View) board {
	n := boardOf(v)
	if b.v.Deal == v.Deal && v.Played == 0 && !anyActed(v.Acted) {
		for i, said := range b.said { // a call or a rob, which the view does not keep
			if n.said[i] == "" {
				n.said[i] = said
			}
		}
	}
	switch {
	case b.v.Deal != v.Deal:
	case v.Phase == gd.PhasePlay && !anyActed(v.Acted):
		n.trick, n.cards, n.acted, n.won = b.trick, b.cards, b.acted, b.won
	default:
		for i := range n.trick {
			if n.trick[i].Cards == b.trick[i].Cards {
				n.cards[i] = b.cards[i]
			}
		}
	}
	return n
}

// someCards is a set of cards of the ranks c counts, for a play whose very
// cards the screen did not see (a replay's jump): spades first.
func someCards(c dz.Counts) dz.Set {
	taken, _, _ := dz.FullPack.Take(c)
	return taken
}

// anyActed reports whether some seat has acted in the trick.
func anyActed(a [gd.Seats]bool) bool { return a[0] || a[1] || a[2] }
