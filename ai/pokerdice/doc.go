// Package pokerdice holds the computer players of 风险抉择 ("Risk Choice")
// dice poker, the hold tips offered to people, a review of the holds of a
// played match, and a headless simulator that measures the players against
// each other. A player sees only its seat's
// game/pokerdice View, never the State.
//
//	// gp is teahouse/game/pokerdice; Roster fills seats for the table host.
//	p, _ := pokerdice.New("optimal")
//	a := p.Decide(gp.Game.View(s, seat))
//
//	tips := pokerdice.Tips(gp.Game.View(s, 0), 3) // the 3 best holds for P1
//	review, _ := pokerdice.ReviewHolds(log)        // how often each seat held the best
//
// A run of many matches between levels is the catalog's (ai.Games; teahouse
// sim pokerdice).
//
// # Levels
//
// "simple" keeps what already pairs up: under the free rule every die whose
// value appears at least twice, under the strict rule the largest group of
// one value (the higher value on a tie), and nothing when all five differ. It
// never uses a skill and stands after the reroll.
//
// "optimal" is exact and never samples. It ranks every final hand, and for
// each multiset of kept dice knows the exact distribution of the final hand
// after the others are rerolled, and for every pair of kept multisets the
// value W = P(win) + ½·P(draw) (all as exact integer fractions). Holding
// second it keeps the dice that maximise W against the opponent's holds.
// Holding first it maximises the value left after the opponent's best
// response among the opponent's legal holds. Faces it cannot see (the skills
// variant) count as fair random dice; an unseen held die is then distributed
// exactly like a rerolled one, and holding first against an unseen roll it
// averages over all the opponent's possible rolls. The tables take 10 to 30 ms
// to build, once per process (see Warm); a decision then takes well under a
// microsecond in the open game and a few microseconds at most.
//
// # Skills
//
// The optimal player uses each skill at most once per match:
//
//   - Peek: when it holds second and the opponent holds a die it cannot see,
//     it first peeks at the leftmost such die.
//   - Force: when it holds second and the opponent holds at least 3 dice (not
//     counting forced ones), it forces the held die it can see whose reroll
//     most raises its own best chance, if any does; otherwise the leftmost
//     held die it cannot see.
//   - Double: when the hold it is about to choose is worth at least 0.70
//     (P(win) + ½·P(draw)), it doubles before holding.
//   - Relock: after the reroll it relocks when the best relock hold is worth
//     at least 0.10 more than standing, and stands otherwise.
package pokerdice
