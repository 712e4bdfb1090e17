package shengji

import "teahouse/rules/cards"

// ThrowCheck is the verdict on a throw: whether it stands, and when it
// fails, the unit the thrower must play instead, the hand that beats it
// (an index into the other hands) and that hand's unit that beats it.
type ThrowCheck struct {
	Fails  bool
	Beaten Unit // the smallest beaten unit: fewest cards, then the lowest
	Hand   int  // which of the other hands beats it (the first that can)
	By     Unit // the highest unit of that hand that beats it
}

// CheckThrow judges a throw (a lead of several units of one suit) against
// the other hands, which only the engine sees: the throw stands if no
// hand holds, in the throw's effective suit, a unit of the same shape
// higher than one of its units (a higher card than a single, a higher
// pair than a pair, a higher tractor of as many pairs than a tractor).
// Otherwise it fails, and the thrower plays the smallest beaten unit. A
// lead of one unit always stands; a lead that is no play is an error.
func CheckThrow(throw []cards.Card, others [][]cards.Card, t Trump, r Rules) (ThrowCheck, error) {
	l, err := ReadLead(throw, t, r)
	if err != nil {
		return ThrowCheck{}, err
	}
	for _, h := range others {
		if err := checkHand(h); err != nil {
			return ThrowCheck{}, err
		}
	}
	var out ThrowCheck
	if !l.IsThrow() {
		return out, nil
	}
	tallies := make([]tally, len(others))
	for i, h := range others {
		tallies[i] = tallyOf(h, l.Suit, t)
	}
	for _, u := range l.Units {
		if out.Fails && !smaller(u, out.Beaten) {
			continue
		}
		for i := range tallies {
			if top := tallies[i].top(u.Kind, u.Pairs); top > u.Top {
				out = ThrowCheck{Fails: true, Beaten: u, Hand: i, By: unitAt(others[i], l.Suit, u, t)}
				break
			}
		}
	}
	return out, nil
}

// smaller reports whether u is smaller than v: fewer cards, or as many and
// a lower top.
func smaller(u, v Unit) bool {
	if u.Size() != v.Size() {
		return u.Size() < v.Size()
	}
	return u.Top < v.Top
}

// unitAt is the highest unit of u's shape among a hand's cards of a suit.
func unitAt(hand []cards.Card, suit cards.Suit, u Unit, t Trump) Unit {
	var of []cards.Card
	for _, c := range hand {
		if t.SuitOf(c) == suit {
			of = append(of, c)
		}
	}
	gs := groupFaces(of, t)
	want := max(u.Pairs, 1)
	for i := range gs {
		var picked []cards.Card
		last := gs[i].power + 1
		for _, g := range gs[i:] {
			if u.Kind == Single {
				return Unit{Kind: Single, Suit: suit, Top: g.power, Cards: []cards.Card{g.cards[0]}}
			}
			if g.n < 2 || g.power == last {
				continue
			}
			if g.power != last-1 {
				break
			}
			picked = append(picked, g.cards[0], g.cards[1])
			last = g.power
			if len(picked) == 2*want {
				return Unit{Kind: u.Kind, Suit: suit, Pairs: u.Pairs, Top: t.Power(picked[0]), Cards: picked}
			}
		}
	}
	return Unit{}
}
