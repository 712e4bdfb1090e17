// Package shengji holds the rules of 升级 (Shengji, Tractor) as pure
// functions: the deal, the trump context of a deal and the order it gives the 108
// cards of two decks, the units a play is made of (singles, pairs,
// tractors) and the decomposition of a lead into them, the obligations of
// following, the winner of a trick, the validation of a throw (甩牌)
// against the other hands, the points, the kitty multiplier, the level
// table, and declaring and overturning trump.
//
// Cards are rules/cards values: the pack is cards.Decks(2, true) and the
// notation is cards.Parse and cards.Format ("5S", "10H" or "TH", "SJ" and
// "BJ" for the black (small) and the red (big) joker). The two copies of a card differ
// in their Deck number so a game can account for every physical card, but
// they are equal in play: every function here compares faces, so a hand
// made from cards.MustParseList("5S 5S") holds a pair.
//
//	tr := shengji.Trump{Level: cards.Five, Suit: cards.Spades}
//	lead := cards.MustParseList("4H 4H 6H 6H") // a tractor: 5 is the level
//	err := shengji.CheckFollow(hand, lead, play, tr, shengji.Rules{}) // nil, or why not
//	w, _ := shengji.Winner([][]cards.Card{lead, p1, p2, p3}, tr, shengji.Rules{})
//
// Nothing here knows seats' names, screens or the state of a game; the
// game package builds on these functions.
package shengji
