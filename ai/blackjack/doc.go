// Package blackjack holds teahouse's blackjack computer players and the
// mathematics behind them and the `t` hint: shoe compositions, exact dealer
// probabilities, exact expected values of every action, basic-strategy
// charts derived from those values, Hi-Lo counting, the basic and counter
// players (which see only a game/blackjack View and the events redacted for
// their seat), and a dedicated fast simulator checked round by round
// against the reducer.
//
//	r := bj.Default() // bj is teahouse/rules/blackjack
//
//	// The hint: the player holds 10-6, the dealer shows a ten, and these
//	// are the cards the player has seen since the shuffle.
//	unseen, _ := blackjack.ShoeAfterCards(r.Decks, seen, playerCards, []cards.Card{up})
//	hint, _ := blackjack.NewHint(r, unseen, 10, bj.PlayerHand{Cards: playerCards, Hands: 1})
//	fmt.Println(hint) // basic: hit (H) · exact for the 309 cards left: stand -0.5410  *hit -0.5347 ...
//
//	// The chart printed by `teahouse blackjack strategy`.
//	chart, _ := blackjack.ChartFor(r)
//	fmt.Print(blackjack.ChartHeader, "\n", chart)
//
//	// The counter's bet and insurance decisions.
//	count := blackjack.NewCount(r.Decks).AddCards(seen...)
//	units := blackjack.BetUnits(count.True())
//	insure := blackjack.TakeInsurance(count.True())
//
// # What is exact
//
// Card values are 1..10 (ace = 1, every ten-value card 10). A Shoe counts
// the unseen cards of each value; the dealer's hole card is one of them.
//
//   - DealerProbs: the dealer's final-total distribution for an up card and
//     a composition, under S17 or H17, with every draw removing its card,
//     conditioned on no dealer blackjack under an ace or ten (the dealer
//     peeks). Exact; it reproduces Wizard of Odds' published tables.
//   - Evaluate: stand, hit (then the composition-dependent best play) and
//     double are exact for the composition, including the peek: the value
//     "result and no dealer blackjack" is computed exactly by letting the
//     hole card be drawn after the player's cards (the cards are
//     exchangeable and the player never sees it), then conditioned.
//     Surrender is -0.5. Splits use the standard approximation of published
//     combinatorial analysers: each split hand is played exactly for the
//     shoe with all the pair cards split so far removed, but the split hands
//     are treated as independent (the cards drawn to one hand are not
//     removed from another); resplits follow a small recursion over the
//     number of hands, resplitting when that is worth more. EVs are in
//     initial bets; doubles and splits count all the money they put out.
//   - OptimalEV and ChartEV: the expected result of a round off the top of
//     a full shoe, playing composition-dependent optimal or the chart's
//     basic strategy. OptimalEV matches Wizard of Odds' Blackjack Appendix 9
//     to within 0.0003% on every rule set published there.
//
// # Basic strategy
//
// ChartFor derives a total-dependent chart, as published charts are: for
// each hand class (H5..H21, S13..S21, P2..P10, PA) and up card it averages
// the exact EV of each action over the two-card hands of the class (three-
// card hands for H20, H21 and S21), weighted by their chance against that up
// card, and picks the best, with D/Ds and Rh/Rs/Rp recording the fallback
// when doubling or surrender is not allowed. Later decisions on a hand read
// its total's row (Chart.Action). See docs/ai/blackjack.md for the
// comparison with published charts and house edges.
//
// # Cost
//
// Dealer probabilities for one composition take a few microseconds (a
// precomputed trie of the dealer's draw multisets per up card); the
// evaluator memoises them and the player's values by composition. A hint
// takes well under a millisecond for most hands and about 20 ms in the
// worst case (a pair of deuces against a 2) on a full six-deck shoe; a chart
// takes a few hundred milliseconds and is cached per rule set (Warm). The
// players derive it when they first play a hand, not when they are made,
// so that a table opens at once.
package blackjack
