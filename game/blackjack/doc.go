// Package blackjack is the reducer of casino blackjack for one to five seats
// against the dealer. A round runs: betting in seat order (or sitting out),
// the deal, insurance and even money under an ace, the dealer's peek under
// an ace or a ten, each seat's hands in order (hit, stand, double, split,
// surrender), the dealer's draw, settlement. The shoe of Decks × 52 cards is
// shuffled with the seeded RNG kept in State and reshuffled between rounds
// once the cut card is out. The rules live in rules/blackjack; this package
// sequences them, moves the chips, and decides what each seat may see (the
// hole card and the shoe order stay hidden). A view moves by the events a
// viewer is shown (Apply), so a screen or a program holds the game's own
// view. The people's bankrolls and statistics are a fold of the events
// (Ledger), kept in the store by the table's host (Bank, a host.Keeper).
//
//	s, _ := blackjack.Game.New(blackjack.Config{Seats: 2}, 42)
//	v := blackjack.Game.View(s, 0) // what P1 may know; v.Legal() lists what P1 may do
//	s, events, err := blackjack.Game.Reduce(s, 0, blackjack.Bet(25))
//	for _, e := range events {
//		v = blackjack.Game.Apply(v, blackjack.Game.Redact(e, 0)) // P1's view after the bet
//	}
package blackjack
