// Package doudizhu holds the rules of 斗地主 (Dou Dizhu) as pure functions:
// ranks and the notation of cards (3 4 5 6 7 8 9 T J Q K A 2, B and R for
// the black and the red joker), the kinds of play and their recognition,
// which play beats which, and the generation of every legal play from a
// hand.
//
// Suits play no part in Dou Dizhu, so a hand here is a multiset of ranks,
// Counts. A Play is one way to play some cards: its kind, its main rank
// (the rank compared when it is beaten), the length of a chain, and the
// cards. Two rule sets exist: Standard, the game as commonly played, and
// Simple, a reduced set of kinds.
//
// Kickers follow the convention of the most used research engine: the two
// jokers together are never kickers, four of a kind is never wings, a trio
// next to an airplane's chain is not one of its wings, and the wings of an
// airplane never share a rank with its chain. Under it the whole space of
// plays from one pack has 27,471 plays.
package doudizhu
