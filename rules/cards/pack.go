package cards

// Decks returns n decks one after another (52 cards each, 54 with jokers),
// each card marked with its deck number 0..n-1: a blackjack shoe is
// Decks(6, false), a Shengji pack Decks(2, true). n must be 1 to 255.
func Decks(n int, jokers bool) []Card {
	if n < 1 || n > 255 {
		panic("cards: Decks wants 1 to 255 decks")
	}
	per := NumSuits * NumRanks
	if jokers {
		per += 2
	}
	out := make([]Card, 0, n*per)
	for d := range n {
		for _, s := range Suits {
			for r := Ace; r <= King; r++ {
				out = append(out, Card{Rank: r, Suit: s, Deck: uint8(d)})
			}
		}
		if jokers {
			out = append(out, Card{Rank: SmallJoker, Deck: uint8(d)}, Card{Rank: BigJoker, Deck: uint8(d)})
		}
	}
	return out
}

// Intner draws a uniform number in [0, n). game.RNG satisfies it (pass a
// pointer), so the rules packages shuffle with a game's seeded generator
// without importing the engine.
type Intner interface {
	IntN(n int) int
}

// Shuffle puts cs in a uniformly random order drawn from r (Fisher-Yates),
// in place. The same generator state always gives the same order.
func Shuffle(cs []Card, r Intner) {
	for i := len(cs) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		cs[i], cs[j] = cs[j], cs[i]
	}
}

// Count returns how many cards of each face (rank and suit, ignoring the
// deck number) cs holds.
func Count(cs []Card) map[Card]int {
	m := make(map[Card]int, len(cs))
	for _, c := range cs {
		m[c.Face()]++
	}
	return m
}
