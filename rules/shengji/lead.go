package shengji

import (
	"errors"
	"fmt"

	"teahouse/rules/cards"
)

// ErrBadInput is the kind of the errors for a trump context or a hand that
// is not one: a level that is no rank, a card that is no card.
var ErrBadInput = errors.New("bad input")

// checkHand reports a card of a hand that is no card.
func checkHand(cs []cards.Card) error {
	for _, c := range cs {
		if !c.Valid() {
			return fmt.Errorf("%w: %s in a hand is not a card", ErrBadInput, c.ASCII())
		}
	}
	return nil
}

// Lead is a led play read into its units: its effective suit, the units
// (Decompose's order, the largest first) and the totals following asks
// about.
type Lead struct {
	Suit     cards.Suit
	Units    []Unit
	Size     int   // the number of cards
	Pairs    int   // the pairs in all its units, a tractor's counted one by one
	Tractors []int // the lengths, in pairs, of its tractors, longest first
}

// ReadLead decomposes a led play. A lead of more than one unit is a throw;
// whether a throw stands is CheckThrow's question.
func ReadLead(cs []cards.Card, t Trump, r Rules) (Lead, error) {
	units, err := Decompose(cs, t, r)
	if err != nil {
		return Lead{}, err
	}
	l := Lead{Suit: units[0].Suit, Units: units, Size: len(cs)}
	for _, u := range units {
		l.Pairs += u.Pairs
		if u.Kind == Tractor {
			l.Tractors = append(l.Tractors, u.Pairs)
		}
	}
	return l, nil
}

// IsThrow reports whether the lead is several units at once.
func (l Lead) IsThrow() bool { return len(l.Units) > 1 }

// Largest is the lead's largest unit, the one a throw is compared by.
func (l Lead) Largest() Unit { return l.Units[0] }

// fits reports whether cs, all of one effective suit, can be split into
// units of the lead's shapes: as many cards, every tractor of the lead
// matched by one of cs's (all at once, no pair serving two), and at least
// as many pairs. When they can, top is the power of cs's unit that stands
// for the lead's largest in the highest such split: the highest card when
// a single is the largest, the highest pair when a pair is, the highest
// top a tractor as long as the lead's longest takes while every other
// tractor is matched too.
func (l Lead) fits(cs []cards.Card, t Trump) (suit cards.Suit, top int, ok bool) {
	if len(cs) != l.Size {
		return 0, 0, false
	}
	suit, err := oneSuit(cs, t)
	if err != nil {
		return 0, 0, false
	}
	ta := tallyOf(cs, suit, t)
	if ta.pairs() < l.Pairs {
		return 0, 0, false
	}
	if len(l.Tractors) == 0 {
		big := l.Largest()
		return suit, ta.top(big.Kind, big.Pairs), true
	}
	f := fitTractors(ta.pairRow(), l.Tractors)
	if f.pairs < l.tractorPairs() {
		return 0, 0, false
	}
	return suit, f.top, true
}

// tractorPairs is the number of the lead's pairs that are in its tractors.
func (l Lead) tractorPairs() int {
	n := 0
	for _, k := range l.Tractors {
		n += k
	}
	return n
}
