package blackjack

import "teahouse/rules/cards"

// DealerHits reports whether a dealer holding total (soft or hard) draws
// under r: below 17 always, on soft 17 only when r.H17, never on hard 17 or
// more.
func DealerHits(total int, soft bool, r Rules) bool {
	return total < 17 || (total == 17 && soft && r.H17)
}

// DealerShouldHit reports whether the dealer draws another card to cs.
func DealerShouldHit(cs []cards.Card, r Rules) bool {
	t, soft := HandTotal(cs)
	return DealerHits(t, soft, r)
}

// DealerPeeks reports whether the dealer checks the hole card for blackjack
// before the players act: under an ace or a ten-value up card.
func DealerPeeks(up cards.Card) bool {
	v := Value(up.Rank)
	return v == Ace || v == Ten
}

// InsuranceOffered reports whether insurance (and even money) is offered:
// only under an ace.
func InsuranceOffered(up cards.Card) bool { return up.Rank == cards.Ace }
