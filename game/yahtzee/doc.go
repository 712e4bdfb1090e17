// Package yahtzee is the reducer of Yahtzee for one to six players: each
// turn a player rolls up to three times, holding dice between rolls, then
// scores the dice in one open box; after thirteen rounds the highest total
// wins (ties share the win). The scoring rules live in rules/yahtzee.
//
//	s, _ := yahtzee.New(yahtzee.Config{Seats: 2}, 42)
//	s, _, _ = yahtzee.Reduce(s, 0, yahtzee.Roll(0))         // first roll
//	s, _, _ = yahtzee.Reduce(s, 0, yahtzee.Roll(0b00111))   // keep three, reroll two
//	s, _, _ = yahtzee.Reduce(s, 0, yahtzee.ScoreBox(yz.Chance))
package yahtzee
