package shengji

import (
	"math/bits"

	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// kittySeat is where a world keeps the kitty: a fifth holder after the
// four seats.
const kittySeat = gs.Seats

// knowledge is what a seat knows of where the cards are, from its view
// alone: the cards it has seen leave the table (its own hand, its kitty
// when it buried it, every card played), the cards it knows a seat holds
// (a declaration not yet played, what a failed throw showed), and the
// effective suits each seat has shown it is void in by failing to follow.
type knowledge struct {
	me game.Seat
	ct *cardTable
	// unseen is every card the seat has not seen: the other hands and,
	// but for the dealer, the kitty.
	unseen gs.Set
	// holds is, per seat, cards of unseen it knows that seat holds.
	holds [gs.Seats]gs.Set
	// void is, per seat and effective suit, whether the seat is known to
	// hold no card of the suit.
	void [gs.Seats][numSuits]bool
	// need is how many unknown cards each holder (the seats, then the
	// kitty) holds.
	need [gs.Seats + 1]int
}

// knowledgeOf reads v, a view in play, into what its viewer knows.
func knowledgeOf(v gs.View, ct *cardTable) knowledge {
	k := knowledge{me: v.Viewer, ct: ct}
	seen := v.Mine().Union(v.Kitty)
	for _, t := range v.Finished {
		for _, p := range t.Plays {
			seen = seen.Union(p)
		}
		k.noteVoids(t.Leader, t.Plays)
	}
	for _, p := range v.Trick {
		seen = seen.Union(p)
	}
	k.noteVoids(v.Leader, v.Trick)
	k.unseen = fullPack.Minus(seen)
	if v.Declarer != game.NoSeat && v.Declarer != v.Viewer && v.Declarer != v.Dealer {
		// a declarer who did not take the kitty still holds what it showed
		// and has not played
		k.holds[v.Declarer] = v.DeclaredCards.Inter(k.unseen)
	}
	if f := v.Failure; f.Failed() {
		// the unit that beat a failed throw, and the throw's other cards,
		// went back to their hands for all to see
		k.holds[f.Hand] = k.holds[f.Hand].Union(f.By.Inter(k.unseen))
		k.holds[f.Seat] = k.holds[f.Seat].Union(f.Tried.Minus(f.Beaten).Inter(k.unseen))
	}
	for s := range game.Seat(gs.Seats) {
		if s != v.Viewer {
			k.need[s] = v.Sizes[s] - k.holds[s].Len()
		}
	}
	if v.Kitty.Empty() {
		k.need[kittySeat] = sj.KittySize
	}
	return k
}

// fullPack is the whole pack of two decks.
var fullPack = mustSet(bitCards[:])

// noteVoids marks the seats of one trick, led by leader, that played fewer
// cards of the led effective suit than were led: they hold no more of it.
func (k *knowledge) noteVoids(leader game.Seat, plays [gs.Seats]gs.Set) {
	lead := plays[leader]
	if lead.Empty() {
		return
	}
	suit := k.ct.suit[firstBit(lead)]
	for s := range game.Seat(gs.Seats) {
		p := plays[s]
		if s == leader || p.Empty() {
			continue
		}
		if p.Inter(k.ct.of[suit]).Len() < lead.Len() {
			k.void[s][suit] = true
		}
	}
}

// firstBit is the lowest bit of a set that is not empty.
func firstBit(s gs.Set) int {
	if s[0] != 0 {
		return bits.TrailingZeros64(s[0])
	}
	return 64 + bits.TrailingZeros64(s[1])
}

// voidIn reports whether seat is known to hold no card of suit.
func (k *knowledge) voidIn(seat game.Seat, suit cards.Suit) bool { return k.void[seat][suit] }
