package shengji

import (
	"slices"

	"teahouse/game"
	sj "teahouse/rules/shengji"
)

// Apply implements the view's half of the reducer contract: v moved by
// one event, redacted for v's viewer, is the viewer's view after it. A
// screen or a program holds its view and applies the events it is shown;
// Apply never changes v (the slices it grows are copied first). Events
// of other games leave v as it is.
func (Engine) Apply(v View, e game.Event) View {
	switch e := e.(type) {
	case DealStarted:
		// the turn and the leader stand until the deal moves them (the
		// first card dealt, the burial)
		return View{Viewer: v.Viewer, Config: v.Config, Deal: e.Deal, Phase: PhaseDeal, Turn: v.Turn, Levels: e.Levels,
			First: e.First, Dealer: e.Dealer, Declarer: game.NoSeat, Leader: v.Leader, Results: v.Results, Winner: v.Winner}
	case CardDealt:
		v.Sizes[e.Seat]++
		v.Dealt = dealCards - e.Left
		v.Turn = e.Seat
		if e.Card.Valid() {
			v.Hands[e.Seat] = v.Hands[e.Seat].Union(mustSetOf(e.Card))
		}
	case Declared:
		v.Declaration, v.Declarer, v.DeclaredCards = e.Declaration, e.Seat, e.Cards
		v.Turn = next(e.Seat) // once every card is dealt; else the next card's seat
	case Passed:
		v.Turn = next(e.Seat)
	case TrumpDecided:
		v.Trump, v.Dealer, v.Declarer, v.Turned = e.Trump, e.Dealer, e.Declarer, slices.Clone(e.Turned)
	case KittyTaken:
		v.Hands[e.Seat] = v.Hands[e.Seat].Union(e.Kitty)
		v.Sizes[e.Seat] += sj.KittySize
		v.Kitty = e.Kitty
		v.Phase, v.Turn = PhaseBury, e.Seat
	case Buried:
		v.Hands[e.Seat] = v.Hands[e.Seat].Minus(e.Cards)
		v.Sizes[e.Seat] -= sj.KittySize
		v.Kitty = e.Cards
		v.Phase, v.Turn, v.Leader = PhasePlay, e.Seat, e.Seat
		v.Finished = []Trick{}
	case ThrowFailed:
		v.Failure = e.Failure
		v.Penalties += e.Failure.toAttackers(v.Dealer)
	case Played:
		if e.Lead && !v.Failure.leadOf(e) {
			v.Failure = Failure{} // the last trick's failed throw
		}
		v.Hands[e.Seat] = v.Hands[e.Seat].Minus(e.Cards)
		v.Trick[e.Seat] = e.Cards
		v.Sizes[e.Seat] = e.Left
		v.Turn = next(e.Seat) // the leader's again when the trick is full: TrickWon says who leads next
	case TrickWon:
		v = v.won(e)
	case DealOver:
		v.Levels = e.Result.Levels
		v.Results = append(slices.Clip(v.Results), e.Result)
	case GameOver:
		v.Phase, v.Turn, v.Winner, v.Levels = PhaseOver, game.NoSeat, e.Winner, e.Levels
		v.Kitty, v.Finished = Set{}, nil
	}
	return v
}

// won moves v by a won trick: the trick joins the finished ones, its
// cards the winners', and the winner leads the next, unless that was the
// deal's last (the winner's hand is empty), which DealOver scores.
func (v View) won(e TrickWon) View {
	v.Finished = append(slices.Clip(v.Finished), Trick{Leader: v.Leader, Plays: v.Trick, Winner: e.Seat})
	v.Tricks++
	v.Points[team(e.Seat)] += e.Points
	if team(e.Seat) == v.Attackers() {
		v.Taken = v.Taken.Union(pointCards(e.Cards))
	}
	v.Trick = [Seats]Set{}
	if v.Sizes[e.Seat] > 0 {
		v.Leader, v.Turn = e.Seat, e.Seat
	}
	return v
}

// leadOf reports whether f is the failed throw that lead e plays: the
// same seat, playing the unit beaten. A card is played once a deal, so an
// earlier trick's failure never matches.
func (f Failure) leadOf(e Played) bool { return f.Failed() && f.Seat == e.Seat && f.Beaten == e.Cards }

// toAttackers is what failure f adds to the attackers' points in a deal
// dealt by dealer: its penalty when a defender threw, less it when an
// attacker did.
func (f Failure) toAttackers(dealer game.Seat) int {
	if team(f.Seat) == team(dealer) {
		return f.Penalty
	}
	return -f.Penalty
}

// next is the seat after s in turn.
func next(s game.Seat) game.Seat { return (s + 1) % Seats }

// Attackers is the team that does not deal, -1 while the dealer is not
// known.
func (v View) Attackers() int {
	if v.Dealer == game.NoSeat {
		return -1
	}
	return 1 - team(v.Dealer)
}

// AttackerPoints is the attackers' points so far this deal: the card
// points of the tricks they took with the throw penalties added (the
// kitty is counted when the deal is scored, in DealResult.Points).
func (v View) AttackerPoints() int {
	if att := v.Attackers(); att >= 0 {
		return v.Points[att] + v.Penalties
	}
	return 0
}
