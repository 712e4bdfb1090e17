// Package game is the engine core shared by every game: seats, the reducer
// contract and its sentinel errors, the seeded RNG kept inside a game's state,
// the JSON Lines action log, exact replay, and the table that hosts a game.
//
// A game package (game/pokerdice, ...) supplies a Rules value; everything here
// works on any game through it:
//
//	t, _ := game.NewTable(pokerdice.Rules, pokerdice.Config{Rounds: 5}, seed, seats)
//	t, events, err := t.Apply(0, pokerdice.Hold(0b00011))
//	log := t.Log() // header + (seat, action) pairs; Replay reproduces the game
package game
