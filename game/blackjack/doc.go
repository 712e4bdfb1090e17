// Package blackjack is the reducer of casino blackjack for one to five seats
// against the dealer. A round runs: betting in seat order (or sitting out),
// the deal, insurance and even money under an ace, the dealer's peek under
// an ace or a ten, each seat's hands in order (hit, stand, double, split,
// surrender), the dealer's draw, settlement. The shoe of Decks × 52 cards is
// shuffled with the seeded RNG kept in State and reshuffled between rounds
// once the cut card is out. The rules live in rules/blackjack; this package
// sequences them, moves the chips, and decides what each seat may see (the
// hole card and the shoe order stay hidden).
//
//	s, _ := blackjack.New(blackjack.Config{Seats: 2}, 42)
//	s, events, err := blackjack.Reduce(s, 0, blackjack.Bet(25))
//	s, events, err = blackjack.Reduce(s, 1, blackjack.SitOut()) // deals P1's hand
//	v := blackjack.ViewOf(s, 0) // what P1 may know; v.Legal() lists what P1 may do
package blackjack
