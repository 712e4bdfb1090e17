package pace

import "teahouse/rules/dice"

// Reveal shows the dice a computer chose to hold one at a time, lowest
// position first, before its action is applied.
type Reveal struct {
	Hold  dice.Mask // every die held
	Shown dice.Mask // the dice shown so far
}

// NewReveal starts showing hold with its first die.
func NewReveal(hold dice.Mask) Reveal {
	r := Reveal{Hold: hold}
	r, _ = r.Next()
	return r
}

// Next shows one more held die; it reports false, changing nothing, once
// every held die is shown.
func (r Reveal) Next() (Reveal, bool) {
	for d := range dice.HandSize {
		if r.Hold.Has(d) && !r.Shown.Has(d) {
			r.Shown |= 1 << d
			return r, true
		}
	}
	return r, false
}
