package shengji

import "teahouse/rules/cards"

// TotalPoints is the points in the whole pack of two decks.
const TotalPoints = 200

// CardPoints is what one card counts: 5 for a five, 10 for a ten or a
// king, nothing for the others.
func CardPoints(c cards.Card) int {
	switch c.Rank {
	case cards.Five:
		return 5
	case cards.Ten, cards.King:
		return 10
	}
	return 0
}

// Points is the sum of the cards' points.
func Points(cs []cards.Card) int {
	n := 0
	for _, c := range cs {
		n += CardPoints(c)
	}
	return n
}

// Multiplier is what the kitty's points are multiplied by when the
// attackers win the last trick, whose lead's largest unit is largest: 2
// under KittyDouble; under KittyBySize 2 × its number of cards (a single
// ×2, a pair ×4, a tractor of two pairs ×8, of three ×12).
func (k KittyRule) Multiplier(largest Unit) int {
	if k == KittyDouble {
		return 2
	}
	return 2 * max(largest.Size(), 1)
}

// KittyPoints is what the kitty adds to the attackers' points: nothing
// unless the attackers won the last trick, else its points times the
// multiplier for that trick's lead.
func (k KittyRule) KittyPoints(kitty []cards.Card, attackersWonLast bool, lastLead Lead) int {
	if !attackersWonLast || len(lastLead.Units) == 0 {
		return 0
	}
	return Points(kitty) * k.Multiplier(lastLead.Largest())
}
