// Package shengji holds the computer players of 升级 (Shengji, Tractor).
// Every player decides from its seat's view alone (game/shengji.View): its
// own hand, the size of every hand, the declaration and the trump, the
// kitty it buried when it deals, the current trick and the points taken.
//
// # Levels
//
//   - greedy: the heuristic player of the seed. It declares with a level
//     card (or a pair of jokers) when the trumps that declaration makes
//     would be at least a third of its hand, and never overturns its
//     partner. As dealer it buries its shortest plain suit when that suit
//     holds no point card and no ace and fits in the kitty, then its lowest plain
//     non-point cards (single cards before pairs), so its points and
//     trumps stay in hand. It leads its largest unit that no other hand can
//     beat in its suit (every higher card it does not hold both copies of
//     is a card it holds or buried), else its lowest card, plain non-point
//     cards first. Following, it feeds points to a trick its partner is
//     winning, wins a trick an opponent is winning with the cheapest play
//     that takes it (a ruff included), and otherwise gives up as few points
//     as it may: the follow with the fewest points, the lowest of those.
package shengji
