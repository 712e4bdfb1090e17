// Package pokerdice holds the pure rules of 风险抉择 ("Risk Choice") dice poker:
// naming and ranking a hand of five dice and checking which dice may be held.
//
//	a := pokerdice.Evaluate(dice.Hand{5, 5, 5, 2, 2})
//	b := pokerdice.Evaluate(dice.Hand{6, 6, 6, 6, 1})
//	a.Category           // FullHouse
//	a.String()           // "Full house, 5s over 2s"
//	pokerdice.Compare(a, b) // -1: four of a kind beats a full house
//
// Ranks are compared exactly, as integers; no floating-point weights.
package pokerdice
