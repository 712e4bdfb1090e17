package doudizhu

import (
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
)

// simplePlayer is the greedy player (see the package doc). It keeps no
// state: one value serves any number of seats.
type simplePlayer struct{}

// Decide bids and doubles by strength, never shows its hand (after the
// bottom or before the deal), and plays the legal play that leaves the
// fewest plays (on a tie the one shedding more cards, then the lower),
// passing only when nothing beats the table.
func (simplePlayer) Decide(v gd.View) gd.Action {
	hand := v.Mine().Counts()
	switch v.Phase {
	case gd.PhaseBid, gd.PhaseRob:
		return bidByStrength(v, strength(hand))
	case gd.PhaseDouble:
		a, _ := doubleByStrength(v, strength(hand), simpleDouble)
		return a
	case gd.PhaseShow, gd.PhaseOpen:
		return gd.Keep()
	}
	plays := dz.Follows(nil, hand, v.Table, v.Config.Rules)
	best, bestN := dz.PassPlay, 1<<30
	for _, p := range plays { // in order of kind, then of main rank: the first on a tie is the lower
		if p.IsPass() {
			continue
		}
		n := handPlays(hand.Minus(p.Cards))
		if n < bestN || n == bestN && p.Cards.Len() > best.Cards.Len() {
			best, bestN = p, n
		}
	}
	if best.IsPass() {
		return gd.PassAction()
	}
	return gd.PlayCards(best.Cards)
}

// bidByStrength bids, calls or robs when the hand is strong enough.
func bidByStrength(v gd.View, s int) gd.Action {
	switch {
	case v.Phase == gd.PhaseRob:
		if s >= 10 {
			return gd.Rob()
		}
	case v.Config.Bidding == gd.CallAndRob:
		if s >= 8 {
			return gd.Call()
		}
	default:
		bid := 0
		switch {
		case s >= 12:
			bid = 3
		case s >= 9:
			bid = 2
		case s >= 7:
			bid = 1
		}
		if bid > v.Base {
			return gd.Bid(bid)
		}
	}
	return gd.PassAction()
}
