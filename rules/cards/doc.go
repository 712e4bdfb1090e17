// Package cards holds the playing-card primitives shared by every card game:
// suits, ranks (jokers included), a small comparable Card, packs of 52, 54
// or several decks, a Fisher-Yates shuffle driven by the game's seeded RNG,
// and the short text form used in logs and tests ("AS", "10H", "BJ").
//
//	pack := cards.Decks(6, false) // a six-deck blackjack shoe, 312 cards
//	cards.Shuffle(pack, &rng)     // rng is a game.RNG (anything with IntN)
//	c, _ := cards.Parse("10H")    // cards.New(cards.Ten, cards.Hearts)
//	c.String()                    // "10♥"; c.ASCII() is "10H"
package cards
