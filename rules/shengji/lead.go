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
// matched by one of cs's, and at least as many pairs.
func (l Lead) fits(cs []cards.Card, t Trump) (cards.Suit, bool) {
	if len(cs) != l.Size {
		return 0, false
	}
	suit, err := oneSuit(cs, t)
	if err != nil {
		return 0, false
	}
	ta := tallyOf(cs, suit, t)
	if matchTractors(ta.pairRow(), l.Tractors) < l.tractorPairs() || ta.pairs() < l.Pairs {
		return 0, false
	}
	return suit, true
}

// tractorPairs is the number of the lead's pairs that are in its tractors.
func (l Lead) tractorPairs() int {
	n := 0
	for _, k := range l.Tractors {
		n += k
	}
	return n
}
