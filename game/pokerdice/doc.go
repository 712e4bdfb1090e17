// Package pokerdice is the reducer of 风险抉择 ("Risk Choice") dice poker: two
// players roll five dice each, choose holds in turn, reroll once and compare
// hands; a match is best of N rounds. The rules live in rules/pokerdice; this
// package sequences them, keeps the seeded RNG, and decides what each seat may
// see. Game is the whole game for the engine (see game.Game).
//
//	s, _ := pokerdice.Game.New(pokerdice.Config{Rounds: 5}, 42)
//	s, events, err := pokerdice.Game.Reduce(s, 0, pokerdice.Hold(0b00011))
//	v := pokerdice.Game.View(s, 1) // what P2 may know
package pokerdice
