package doudizhu

import (
	"slices"

	"teahouse/game"
	dz "teahouse/rules/doudizhu"
)

// Apply moves v by one event, redacted for v's viewer: the view after
// the event, as View would give it. It never changes v's lists in place.
// An event of another game leaves v as it is.
func (Engine) Apply(v View, e game.Event) View {
	switch e := e.(type) {
	case DealOpened:
		n := View{Viewer: v.Viewer, Config: v.Config, Deal: e.Deal, Phase: PhaseOpen, Turn: e.First, First: e.First,
			Landlord: game.NoSeat, Caller: game.NoSeat, Bidder: game.NoSeat, Scores: v.Scores, Results: v.Results}
		return n.newTrick(game.NoSeat)
	case OpenChosen:
		v.Open[e.Seat] = e.Open
		v.Turn = (e.Seat + 1) % Seats
	case Dealt:
		return v.dealt(e)
	case Bidded:
		return v.bidded(e)
	case LandlordChosen:
		v.Landlord, v.Base, v.Bottom, v.Turn = e.Seat, e.Base, e.Bottom, e.Seat
		v.Sizes[e.Seat] += e.Bottom.Len()
		if v.Sees(e.Seat) {
			v.Hands[e.Seat] |= e.Bottom
		}
		if v.Config.Doubling {
			v.Phase, v.Turn = PhaseDouble, (e.Seat+1)%Seats
			return v
		}
		return v.showOrPlay()
	case DoubleChosen:
		v.Doubled[e.Seat] = e.Double
		if e.Seat == v.Landlord {
			return v.showOrPlay()
		}
		v.Turn = (e.Seat + 1) % Seats
	case HandShown:
		v.Shown = e.Shown
		if e.Shown {
			v.Hands[e.Seat] = e.Hand
		}
		return v.startPlay()
	case Played:
		return v.played(e)
	case Doubled:
		v.Bombs++
	case TrickWon:
		v = v.newTrick(e.Seat)
		v.Turn = e.Seat
	case DealOver:
		v.Results = append(slices.Clip(v.Results), e.Result)
		v.Scores = e.Result.Scores
	case SessionOver:
		v.Phase, v.Turn, v.Scores = PhaseOver, game.NoSeat, e.Scores
	}
	return v
}

// dealt is a new deal as the viewer sees it dealt: its hand, the others'
// sizes, the bidding open, nothing played; the session's scores and
// results stay.
func (v View) dealt(e Dealt) View {
	n := View{Viewer: v.Viewer, Config: v.Config, Deal: e.Deal, Phase: PhaseBid, Turn: e.First, First: e.First,
		Landlord: game.NoSeat, Caller: game.NoSeat, Bidder: game.NoSeat, Open: e.Open, Hands: e.Hands, Sizes: e.Sizes, Bottom: e.Bottom, Scores: v.Scores, Results: v.Results}
	return n.newTrick(game.NoSeat)
}

// bidded is a bid, call, rob or pass: the turn passes on (the event
// after it says when the bidding is over).
func (v View) bidded(e Bidded) View {
	v.Base, v.Turn = e.Base, (e.Seat+1)%Seats
	switch e.Action {
	case KindBid:
		v.Bids[e.Seat], v.Bidder = e.Bid, e.Seat
	case KindPass:
		if v.Config.Bidding == ScoreBids {
			v.Bids[e.Seat] = -1
		}
	case KindCall:
		v.Phase, v.Caller, v.Bidder = PhaseRob, e.Seat, e.Seat
	case KindRob:
		v.Robs++
		v.Bidder = e.Seat
	}
	return v
}

// played is a play or a pass in front of its seat; the turn passes on
// (the event after it says when a trick or the deal is over).
func (v View) played(e Played) View {
	s := e.Seat
	v.Last[s], v.LastCards[s], v.Acted[s] = e.Play, e.Cards, true
	v.Sizes[s], v.Turn = e.Left, (s+1)%Seats
	if e.Play.IsPass() {
		v.Passes = append(slices.Clip(v.Passes), Pass{Seat: s, Over: v.Table, By: v.Leader, Before: v.PlayedBy[s]})
		return v
	}
	v.Hands[s] &^= e.Cards
	v.Played |= e.Cards
	v.PlayedBy[s] |= e.Cards
	v.Table, v.Leader = e.Play, s
	return v
}

// showOrPlay waits for the landlord to show the hand or not, with
// Config.ShowCards, or opens the play.
func (v View) showOrPlay() View {
	if v.Config.ShowCards != NoShow && v.Open == [Seats]bool{} {
		v.Phase, v.Turn = PhaseShow, v.Landlord
		return v
	}
	return v.startPlay()
}

// startPlay opens the first trick: the landlord leads.
func (v View) startPlay() View {
	v = v.newTrick(v.Landlord)
	v.Phase, v.Turn = PhasePlay, v.Landlord
	return v
}

// newTrick clears the table for leader's lead (game.NoSeat while
// bidding).
func (v View) newTrick(leader game.Seat) View {
	v.Table, v.Leader = dz.PassPlay, leader
	v.Last, v.LastCards, v.Acted = [Seats]dz.Play{}, [Seats]dz.Set{}, [Seats]bool{}
	return v
}
