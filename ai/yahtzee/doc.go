// Package yahtzee holds the computer players of Yahtzee, the strategy table
// of the solitaire optimum they and the advisor play from, and a headless
// simulator that measures the players. A player sees only its seat's
// game/yahtzee View, never the State.
//
//	// gy is teahouse/game/yahtzee, yz teahouse/rules/yahtzee.
//	t, err := yahtzee.Load(yahtzee.LoadOptions{}) // from the cache, or solved in about a second
//	if err != nil && !errors.Is(err, yahtzee.ErrCacheWrite) {
//		return err
//	}
//	fmt.Printf("%.4f\n", t.FreshValue()) // 254.5877: a fresh game under optimal play
//
//	d := dice.Hand{6, 6, 6, 2, 3}
//	for _, h := range yahtzee.Holds(t, yz.Card{}, d, 2, 3) { // the 3 best holds, 2 rolls left
//		fmt.Printf("keep %v: %.2f\n", h.Hold.Faces(d), h.EV) // keep [6 6 6]: 265.11 ...
//	}
//	boxes := yahtzee.Boxes(t, yz.Card{}, dice.Hand{1, 2, 3, 4, 5}) // Lg. straight first
//
//	p, _ := yahtzee.New("optimal", t)
//	a := p.Decide(gy.Game.View(s, seat)) // Roster(Ready(t)) fills seats for the table host
//
// A run of many games between levels is the catalog's (ai.Games; teahouse
// sim yahtzee).
//
// # The solitaire optimum
//
// What is left of a solitaire game depends on its card only through a
// State: the open boxes, the upper total capped at 63, and whether the
// Yahtzee box holds 50. The Table holds, for each of the 536,448 reachable
// states, the expected score still to come under optimal play, with the
// upper bonus, the Yahtzee bonus and the forced joker rule exactly as
// rules/yahtzee's Card.Points scores them. Solve computes it by backward
// induction over the number of open boxes. A turn is evaluated over the 462
// multisets of kept dice: the worth of every final roll (the best legal
// box: its points, any upper bonus, and the value of the state after it),
// then twice the expectation of every keep (one die added at a time) and the
// best keep of every roll (a pass over the sub-multisets one die smaller),
// then the mean over the first roll. While the upper bonus can no longer
// change hands a state's value does not depend on the upper total, so only
// 355,390 states are solved and the others copied. States with the same
// number of open boxes are solved in parallel.
//
// Under these rules a fresh game is worth 254.5877 (254.58772873449587).
// The figure Verhoeff and Glenn publish, 254.5896, is for Verhoeff's joker
// convention, in which a further Yahtzee may go in any open box; the tests
// reproduce it to 4 decimals by solving under that convention.
//
// # The cache
//
// Load reads the table from DefaultDir()/CacheFile, an 8 MiB file with a
// header (format version, game/yahtzee Rules.Version, a fingerprint of
// every roll's score in every box, the CRC-32C of the values) and a SHA-256
// checksum. Every load checks the header, the CRC and the values' shape;
// LoadOptions.Verify checks the SHA-256 too. A missing, stale or corrupt
// file is rebuilt, never trusted, and written atomically.
//
// # Levels
//
// "greedy" is the per-turn player of the seed: it holds for the highest
// expected raw box score of this turn (by DP over the rolls left, among the
// boxes the joker rule allows) and scores the box that scores most now,
// ignoring the bonuses and the turns to come. It needs no table.
//
// "optimal" plays the table's policy: every hold and every box maximises
// the expected final score of its own card (the solitaire optimum; it does
// not look at the other players).
//
// # The advisor
//
// Holds ranks the holds of the current dice and Boxes the boxes they may go
// in, each with the expected final score of the game (the card's total so
// far plus the expected rest), so a player sees what a worse choice costs.
// Each takes a few microseconds.
package yahtzee
