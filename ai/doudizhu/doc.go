// Package doudizhu holds the computer players of 斗地主 (Dou Dizhu). Every
// player decides from its seat's view alone (game/doudizhu.View): its own
// hand, the cards played, the bottom cards, the bidding.
//
// # Levels
//
//   - simple: the greedy player: of the plays that beat the table (or of
//     every lead) it makes the one that leaves the simplest hand, the
//     fewest plays still needed to shed it; it passes only when nothing
//     beats. It bids and doubles (加倍) by counting its high cards.
//   - rule: the heuristic player. It cuts its hand into a plan, the
//     fewest plays valued by their ranks (chains, airplanes and trios with
//     their kickers, pairs, solos, bombs and the rocket kept apart). It
//     leads chains and airplanes first, then its lowest play, and a sure
//     winner first when the rest is one play; it beats an opponent with
//     the play that spoils its plan least, keeps its bombs, 2s and jokers
//     for when they matter, lets its partner's winning play stand (but
//     raises a partner's low play with a card it can spare when the
//     landlord plays next), and stops an opponent down to one or two cards
//     with its highest cards or a bomb. It bids by its plan's score and
//     its high cards, and doubles (加倍) by the same rating: the landlord
//     with a hand that wins clearly more than half its deals, more again
//     for each peasant who doubled; a peasant only with the rarest hands.
//   - expert: the searching player. For each of a few candidate plays
//     (the rule player's choice, the pass, the plays that spoil its plan
//     least, and when leading a few leads outside its plan) it deals the
//     cards it has not seen to the other two seats at random,
//     consistently with its view (hand sizes, the landlord's unplayed
//     bottom cards, a shown hand; softly, every pass of the deal, read as
//     the hand the seat held when it passed), plays each deal to its end with the rule player in every
//     seat, or solves it exactly when few cards are left, and makes the
//     play that won most often; candidates far behind leave the search
//     early. The samples are seeded from a hash of the view, so a
//     decision is the same every time it is asked. DefaultPlayouts deals
//     are played per decision, fewer when their work reaches DefaultWork;
//     a forced play is made without search. It bids, calls and robs as
//     the rule player does; it doubles and shows by Evaluate's sampling
//     (below) at DefaultStakeSamples, on one core: the rule player's
//     choice, unless the other is worth more expected points by over two
//     paired standard errors.
//
// # Evaluation, hint and review
//
// Evaluate weighs a seat's decision from its view alone: every bid, call,
// rob, double and show, and in the play the expert's candidates, each
// valued as the seat's expected points this deal (the score the game
// keeps, bombs, springs, doubling and the cap counted) over samples of
// the cards it has not seen, every candidate played out on the same
// samples (the rest of the bidding by the rule player, then the play as
// the expert's playouts and endgame solve play it), with a standard
// error for each value and for each gap between two. The samples are
// spread over every core and seeded from the view and a seed, so the
// evaluation is the same on any machine.
//
// Hint and Hints suggest the best of Evaluate's candidates at the hint's
// budget (HintSamples), with the rule player's reason where it agrees and
// the expected points; Review reviews a logged seat's decisions with the
// same computation at the review's budget (ReviewSamples), so at one
// budget the review's best is the hint's.
package doudizhu
