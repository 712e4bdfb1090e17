package blackjack

import (
	"teahouse/game"
	"teahouse/game/store"
)

// Ledger returns what event e does to the records the store keeps of the
// people at a table (game/store), by seat: a settled hand counts in the
// statistics; a new bankroll adds its chips; a round's end moves the
// bankroll of each seat that played by the round's net (a seat's chips
// change over a round by exactly its net: the stakes come back with the
// winnings) and counts the round. Every other event changes nothing.
//
// Folded over a table's events (store.Change.Plus), it is everything the
// table did to each seat's record. Whose record a seat's change goes to is
// the keeper's business (Bank): it is a pure function of the event.
func Ledger(e game.Event) (changes [MaxSeats]store.Change) {
	switch e := e.(type) {
	case HandSettled:
		changes[e.Seat] = store.Change{}.Hand(e.Outcome)
	case Rebought:
		changes[e.Seat] = store.Change{}.NewBankroll(e.Amount)
	case RoundOver:
		for i, played := range e.Played {
			if played {
				changes[i] = store.Change{}.Chips(e.Nets[i]).Round(e.Nets[i])
			}
		}
	}
	return changes
}
