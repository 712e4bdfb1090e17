package shengji

import (
	"cmp"
	"slices"

	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// greedyPlayer is the seed's heuristic player (see the package doc). It
// keeps no state: one value serves any number of seats.
type greedyPlayer struct{}

// Decide declares, buries, leads or follows as the package doc says.
func (greedyPlayer) Decide(v gs.View) gs.Action {
	return decide(v, burial, func(v gs.View) gs.Set {
		if v.Leading() {
			return mustSet(lead(v))
		}
		return mustSet(follow(v))
	})
}

// decide is a player's action in v: the declaration declareIfStrong
// makes while the cards are dealt, the eight cards bury picks from the
// hand with the kitty in it, and the play play picks.
func decide(v gs.View, bury func([]cards.Card, sj.Trump) []cards.Card, play func(gs.View) gs.Set) gs.Action {
	switch v.Phase {
	case gs.PhaseDeal:
		return declareIfStrong(v)
	case gs.PhaseBury:
		return gs.Bury(mustSet(bury(v.Mine().Cards(), v.Trump)))
	}
	return gs.Play(play(v))
}

// minTrumps is the fewest trumps a declaration must give the hand.
const minTrumps = 5

// declareIfStrong makes the legal declaration that gives the hand the
// most trumps (the stronger on a tie) when they are at least minTrumps and
// a third of the hand; it passes otherwise, and always when its partner
// holds the declaration.
func declareIfStrong(v gs.View) gs.Action {
	if v.Declarer != game.NoSeat && v.Declarer == partner(v.Viewer) {
		return gs.Pass()
	}
	legal, _ := v.Legal()
	hand := v.Mine().Cards()
	best, bestTrumps, bestStrength := gs.Pass(), 0, sj.NoDeclaration
	for _, a := range legal {
		if a.Kind != gs.KindDeclare {
			continue
		}
		d, err := sj.ReadDeclaration(a.Cards.Cards(), v.DeclareLevel())
		if err != nil {
			continue
		}
		n := trumpsIn(hand, d.Trump(v.DeclareLevel()))
		if n < minTrumps || 3*n < len(hand) {
			continue
		}
		if n > bestTrumps || n == bestTrumps && d.Strength > bestStrength {
			best, bestTrumps, bestStrength = a, n, d.Strength
		}
	}
	return best
}

// trumpsIn counts the trumps of hand under t.
func trumpsIn(hand []cards.Card, t sj.Trump) int {
	n := 0
	for _, c := range hand {
		if t.IsTrump(c) {
			n++
		}
	}
	return n
}

// burial is the eight cards to bury from hand (the kitty taken in): the
// shortest plain suit when it fits and holds no point card and no ace,
// then the rest in the order of spareness.
func burial(hand []cards.Card, t sj.Trump) []cards.Card {
	var out []cards.Card
	if suit, ok := voidable(hand, t); ok {
		for _, c := range hand {
			if !t.IsTrump(c) && c.Suit == suit {
				out = append(out, c)
			}
		}
	}
	rest := slices.DeleteFunc(slices.Clone(hand), func(c cards.Card) bool { return slices.Contains(out, c) })
	sortBySpareness(rest, hand, t)
	return append(out, rest[:sj.KittySize-len(out)]...)
}

// voidable is the shortest plain suit of hand (the first in pack order on
// a tie) that has no point card, no ace and no more cards than the kitty.
func voidable(hand []cards.Card, t sj.Trump) (cards.Suit, bool) {
	best, bestN := cards.NoSuit, sj.KittySize+1
	for _, s := range cards.Suits {
		n, keep := 0, false
		for _, c := range hand {
			if !t.IsTrump(c) && c.Suit == s {
				n++
				keep = keep || sj.CardPoints(c) > 0 || c.Rank == cards.Ace
			}
		}
		if n > 0 && n < bestN && !keep {
			best, bestN = s, n
		}
	}
	return best, best != cards.NoSuit
}

// sortBySpareness orders cs, cards of hand, the one to give up first
// first: plain non-point cards without their twin in hand, plain non-point
// pairs, plain point cards, trumps; lowest first within each.
func sortBySpareness(cs, hand []cards.Card, t sj.Trump) {
	class := func(c cards.Card) int {
		switch {
		case t.IsTrump(c):
			return 3
		case sj.CardPoints(c) > 0:
			return 2
		case twins(hand, c):
			return 1
		}
		return 0
	}
	slices.SortStableFunc(cs, func(a, b cards.Card) int {
		return cmp.Or(cmp.Compare(class(a), class(b)), cmp.Compare(t.Power(a), t.Power(b)),
			cmp.Compare(a.Suit, b.Suit), cmp.Compare(a.Deck, b.Deck))
	})
}

// twins reports whether hand holds both copies of c's face.
func twins(hand []cards.Card, c cards.Card) bool {
	n := 0
	for _, h := range hand {
		if h.Face() == c.Face() {
			n++
		}
	}
	return n > 1
}

// partner is seat's partner.
func partner(seat game.Seat) game.Seat { return (seat + 2) % gs.Seats }

// mustSet is cs as a set; cs are always the seat's own distinct cards.
func mustSet(cs []cards.Card) gs.Set {
	s, err := gs.SetOf(cs...)
	if err != nil {
		panic(err) // a bug: the player chose cards it does not hold
	}
	return s
}
