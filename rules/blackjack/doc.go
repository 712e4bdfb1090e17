// Package blackjack holds the pure rules of casino blackjack: the table's
// rule options, hand totals and softness, the dealer's drawing rule, which
// player decisions are allowed, and the settlement of every outcome in chips.
// Nothing here deals or shuffles; game/blackjack sequences a round with these
// rules, and ai/blackjack computes expected values from them.
//
// Card values run 1..10: an ace is 1 (counted 11 when that does not bust,
// making the hand soft), every ten-value card (10, J, Q, K) is 10.
//
//	hand := cards.MustParseList("AS 6H")
//	total, soft := blackjack.HandTotal(hand)              // 17, true
//	blackjack.DealerShouldHit(hand, blackjack.Default())  // false: S17
//	o := blackjack.Settle(blackjack.Final{Cards: hand}, dealer)
//	net := o.Net(blackjack.Chips(10), blackjack.ThreeToTwo)
//
// Money is counted in half chips (Amount) so that 3:2 on an odd bet, half a
// bet back on surrender and insurance of half an odd bet are exact.
package blackjack
