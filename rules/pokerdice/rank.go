package pokerdice

import (
	"cmp"
	"fmt"
	"slices"

	"teahouse/rules/dice"
)

// Rank is the exact strength of a hand: its category and its dice ordered by
// significance (the defining groups first, larger groups before smaller, higher
// faces before lower, then the remaining dice from high to low).
type Rank struct {
	Category Category `json:"category"`
	// Order holds the five faces in order of significance.
	Order [dice.HandSize]int `json:"order"`
}

// Evaluate names and ranks a hand. The hand must hold faces 1..6.
func Evaluate(h dice.Hand) Rank {
	counts := h.Counts()
	order := h
	slices.SortFunc(order[:], func(a, b int) int {
		if c := cmp.Compare(counts[b], counts[a]); c != 0 {
			return c
		}
		return cmp.Compare(b, a)
	})
	return Rank{Category: categorize(order, counts), Order: order}
}

// categorize decides the category of a hand whose faces are already in
// significance order: the largest group first.
func categorize(order dice.Hand, counts [dice.Sides + 1]int) Category {
	top := counts[order[0]]
	if top == dice.HandSize {
		return FiveOfAKind
	}
	next := counts[order[top]] // size of the second group
	switch {
	case top == 1 && order[0]-order[4] == dice.HandSize-1:
		return Straight
	case top == 4:
		return FourOfAKind
	case top == 3 && next == 2:
		return FullHouse
	case top == 3:
		return ThreeOfAKind
	case top == 2 && next == 2:
		return TwoPair
	case top == 2:
		return OnePair
	default:
		return HighCard
	}
}

// Value packs the rank into an integer that orders hands exactly: a larger
// value is a stronger hand and equal values are equal hands.
func (r Rank) Value() uint32 {
	v := uint32(r.Category)
	for _, f := range r.Order {
		v = v<<3 | uint32(f)
	}
	return v
}

// Compare returns +1 if a beats b, -1 if b beats a and 0 for a draw.
func Compare(a, b Rank) int {
	return cmp.Compare(a.Value(), b.Value())
}

// String describes the hand as a player would, for example
// "Full house, 5s over 2s" or "Straight, 2 to 6".
func (r Rank) String() string {
	o := r.Order
	switch r.Category {
	case FiveOfAKind:
		return fmt.Sprintf("Five of a kind, %ds", o[0])
	case Straight:
		return fmt.Sprintf("Straight, %d to %d", o[4], o[0])
	case FourOfAKind:
		return fmt.Sprintf("Four of a kind, %ds", o[0])
	case FullHouse:
		return fmt.Sprintf("Full house, %ds over %ds", o[0], o[3])
	case ThreeOfAKind:
		return fmt.Sprintf("Three of a kind, %ds", o[0])
	case TwoPair:
		return fmt.Sprintf("Two pair, %ds and %ds", o[0], o[2])
	case OnePair:
		return fmt.Sprintf("One pair, %ds", o[0])
	default:
		return fmt.Sprintf("High card, %d", o[0])
	}
}
