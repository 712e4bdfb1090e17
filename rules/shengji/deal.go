package shengji

import (
	"fmt"

	"teahouse/rules/cards"
)

// The sizes of a deal.
const (
	Seats     = 4                              // seats 0 and 2 are a team, 1 and 3 the other
	PackSize  = 108                            // two decks with their jokers
	KittySize = 8                              // the kitty (底牌)
	HandSize  = (PackSize - KittySize) / Seats // 25 cards a seat
)

// NewPack is the pack of a deal in pack order: cards.Decks(2, true), each
// card marked with its deck, 0 or 1. A game shuffles it with its seeded
// generator (cards.Shuffle) before Deal.
func NewPack() []cards.Card { return cards.Decks(2, true) }

// Deal deals a shuffled pack one card at a time, as players draw: card i
// of the first 100 goes to seat (first+i) mod 4, so seat first gets cards
// 0, 4, 8 ...; the last 8 are the kitty. The hands are in the order dealt;
// the pack is left as it is. It fails unless the pack is 108 cards of two
// decks and first a seat.
func Deal(pack []cards.Card, first int) (hands [Seats][]cards.Card, kitty []cards.Card, err error) {
	if len(pack) != PackSize {
		return hands, nil, fmt.Errorf("%w: a pack of %d cards, want %d", ErrBadInput, len(pack), PackSize)
	}
	if first < 0 || first >= Seats {
		return hands, nil, fmt.Errorf("%w: seat %d deals first, want 0 to 3", ErrBadInput, first)
	}
	seen := map[cards.Card]bool{}
	for _, c := range pack {
		if !c.Valid() || c.Deck > 1 || seen[c] {
			return hands, nil, fmt.Errorf("%w: %s: not the 108 cards of two decks", ErrBadInput, c.ASCII())
		}
		seen[c] = true
	}
	for s := range hands {
		hands[s] = make([]cards.Card, 0, HandSize)
	}
	for i, c := range pack[:PackSize-KittySize] {
		s := (first + i) % Seats
		hands[s] = append(hands[s], c)
	}
	return hands, append([]cards.Card(nil), pack[PackSize-KittySize:]...), nil
}

// Team is the team of a seat: 0 for seats 0 and 2, 1 for seats 1 and 3.
func Team(seat int) int { return seat % 2 }
