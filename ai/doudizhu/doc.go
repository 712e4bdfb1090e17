// Package doudizhu holds the computer players of 斗地主 (Dou Dizhu). Every
// player decides from its seat's view alone (game/doudizhu.View): its own
// hand, the cards played, the bottom cards, the bidding.
//
// # Levels
//
//   - simple: the greedy player: of the plays that beat the table (or of
//     every lead) it makes the one that leaves the simplest hand, the
//     fewest plays still needed to shed it; it passes only when nothing
//     beats. It bids by counting its high cards.
package doudizhu
