package blackjack

import (
	"math"

	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

// HiLoTag returns the Hi-Lo count tag of a card value: +1 for 2..6, 0 for
// 7..9, -1 for ten-values and aces (and 0 for anything else).
func HiLoTag(v int) int {
	switch {
	case v >= 2 && v <= 6:
		return 1
	case v == bj.Ten || v == bj.Ace:
		return -1
	}
	return 0
}

// Count is a Hi-Lo count over one shoe: the running count and how many
// cards have been seen. It is a value: Add returns an updated copy. The zero
// Count is a fresh count, but True needs Decks set (see NewCount).
type Count struct {
	// Decks is the number of decks in the shoe.
	Decks int
	// Running is the sum of the tags of the cards seen.
	Running int
	// Seen is how many cards have been seen since the shuffle.
	Seen int
}

// NewCount returns a fresh count for a shoe of decks decks.
func NewCount(decks int) Count { return Count{Decks: decks} }

// Add returns the count after seeing cards of the given values.
func (c Count) Add(values ...int) Count {
	for _, v := range values {
		c.Running += HiLoTag(v)
		c.Seen++
	}
	return c
}

// AddCards returns the count after seeing the given cards; face-down (zero)
// cards are skipped, as they have not been seen.
func (c Count) AddCards(cs ...cards.Card) Count {
	for _, card := range cs {
		if card.IsZero() {
			continue
		}
		c = c.Add(bj.Value(card.Rank))
	}
	return c
}

// Shuffled returns a fresh count for the same shoe, after a reshuffle.
func (c Count) Shuffled() Count { return Count{Decks: c.Decks} }

// DecksLeft returns the unseen part of the shoe in decks: (52·Decks −
// Seen) / 52, never below zero.
func (c Count) DecksLeft() float64 {
	return max(float64(52*c.Decks-c.Seen), 0) / 52
}

// True returns the true count, the running count per deck left. With less
// than a quarter deck left it divides by a quarter deck, so a nearly spent
// shoe cannot produce huge counts; with nothing left it is 0.
func (c Count) True() float64 {
	left := c.DecksLeft()
	if left == 0 {
		return 0
	}
	return float64(c.Running) / max(left, 0.25)
}

// BetUnits returns the bet, in table units, for a true count: the floor of
// the true count (the usual convention) picks from the ramp
//
//	true count  ≤1   2   3   4   ≥5
//	units        1   2   4   6    8
//
// a 1-8 spread that bets the minimum when the count is neutral or negative
// and the most once the player's edge is clearly positive (roughly half a
// percent per true count above +1 under typical rules).
func BetUnits(trueCount float64) int {
	switch tc := math.Floor(trueCount); {
	case tc <= 1:
		return 1
	case tc == 2:
		return 2
	case tc == 3:
		return 4
	case tc == 4:
		return 6
	}
	return 8
}

// InsuranceTrueCount is the Hi-Lo true count at or above which insurance
// (and even money) is taken: the standard index of +3.
const InsuranceTrueCount = 3

// TakeInsurance reports whether the Hi-Lo true count calls for insurance:
// true count at least InsuranceTrueCount.
func TakeInsurance(trueCount float64) bool { return trueCount >= InsuranceTrueCount }

// InsuranceEV returns the exact expected value of an insurance bet (per
// unit of insurance, paid 2 to 1) when the hole card is one of the unseen
// cards s: 3·P(ten) − 1. It is positive when more than a third of the
// unseen cards are ten-values. The counter uses the Hi-Lo index; the hint
// can show this exact figure.
func InsuranceEV(s Shoe) float64 {
	if s.total == 0 {
		return -1
	}
	return 3*s.Prob(bj.Ten) - 1
}
