package shengji

import (
	"slices"

	"teahouse/rules/cards"
)

// SortSuit orders cards of one effective suit high first: by power, then
// by suit in pack order (the equal off-suit level cards), then by deck.
func SortSuit(cs []cards.Card, t Trump) {
	slices.SortFunc(cs, func(a, b cards.Card) int {
		if pa, pb := t.Power(a), t.Power(b); pa != pb {
			return pb - pa
		}
		if a.Suit != b.Suit {
			return int(a.Suit) - int(b.Suit)
		}
		return int(a.Deck) - int(b.Deck)
	})
}

// SortHand orders a hand as it is shown: the trumps first, highest first,
// then each plain suit in pack order (spades, hearts, diamonds, clubs),
// highest first.
func SortHand(cs []cards.Card, t Trump) {
	slices.SortStableFunc(cs, func(a, b cards.Card) int {
		return int(t.SuitOf(a)) - int(t.SuitOf(b))
	})
	for i := 0; i < len(cs); {
		j := i + 1
		for j < len(cs) && t.SuitOf(cs[j]) == t.SuitOf(cs[i]) {
			j++
		}
		SortSuit(cs[i:j], t)
		i = j
	}
}
