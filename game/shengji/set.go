package shengji

import (
	"encoding/json"
	"fmt"
	"math/bits"

	"teahouse/rules/cards"
)

// Set is a set of the 108 physical cards of two decks, one bit each: a
// plain value, so a state that holds sets copies them whole. The two
// copies of a card (Deck 0 and 1) are different members.
type Set [2]uint64

// cardsPerDeck is the cards of one deck with its jokers.
const cardsPerDeck = 54

// index is c's bit, or -1 when c is not a card of two decks.
func index(c cards.Card) int {
	if !c.Valid() || c.Deck > 1 {
		return -1
	}
	i := 0
	switch c.Rank {
	case cards.SmallJoker:
		i = 52
	case cards.BigJoker:
		i = 53
	default:
		i = (int(c.Suit)-1)*cards.NumRanks + int(c.Rank) - 1
	}
	return int(c.Deck)*cardsPerDeck + i
}

// cardAt is the card of bit i.
func cardAt(i int) cards.Card {
	deck, k := i/cardsPerDeck, i%cardsPerDeck
	switch k {
	case 52:
		return cards.Card{Rank: cards.SmallJoker, Deck: uint8(deck)}
	case 53:
		return cards.Card{Rank: cards.BigJoker, Deck: uint8(deck)}
	}
	return cards.Card{Rank: cards.Rank(k%cards.NumRanks + 1), Suit: cards.Suit(k/cards.NumRanks + 1), Deck: uint8(deck)}
}

// SetOf is the set of cs; it fails on a card that is not one of two decks'
// or on a card given twice.
func SetOf(cs ...cards.Card) (Set, error) {
	var s Set
	for _, c := range cs {
		i := index(c)
		switch {
		case i < 0:
			return Set{}, fmt.Errorf("%s is not a card of two decks", c.ASCII())
		case s.has(i):
			return Set{}, fmt.Errorf("%s is given twice", c.ASCII())
		}
		s[i/64] |= 1 << (i % 64)
	}
	return s, nil
}

// mustSetOf is SetOf for cards the game itself drew from the pack.
func mustSetOf(cs ...cards.Card) Set {
	s, err := SetOf(cs...)
	if err != nil {
		panic("shengji: " + err.Error())
	}
	return s
}

func (s Set) has(i int) bool { return s[i/64]&(1<<(i%64)) != 0 }

// Has reports whether c is in s.
func (s Set) Has(c cards.Card) bool {
	i := index(c)
	return i >= 0 && s.has(i)
}

// Len is the number of cards in s.
func (s Set) Len() int { return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) }

// Empty reports whether s holds no card.
func (s Set) Empty() bool { return s == Set{} }

// Union is the cards in s or o.
func (s Set) Union(o Set) Set { return Set{s[0] | o[0], s[1] | o[1]} }

// Minus is the cards of s not in o.
func (s Set) Minus(o Set) Set { return Set{s[0] &^ o[0], s[1] &^ o[1]} }

// Inter is the cards in both s and o.
func (s Set) Inter(o Set) Set { return Set{s[0] & o[0], s[1] & o[1]} }

// Contains reports whether every card of o is in s.
func (s Set) Contains(o Set) bool { return o.Minus(s).Empty() }

// Cards lists s in pack order: spades, hearts, diamonds, clubs, the
// jokers, the first deck before the second.
func (s Set) Cards() []cards.Card {
	out := make([]cards.Card, 0, s.Len())
	for w, word := range s {
		for word != 0 {
			b := bits.TrailingZeros64(word)
			out = append(out, cardAt(w*64+b))
			word &= word - 1
		}
	}
	return out
}

// String writes the cards as a log does, without deck marks: "5S 5S BJ".
func (s Set) String() string { return cards.Format(s.Cards()) }

// MarshalJSON writes the set as a list of cards, each with its deck mark.
func (s Set) MarshalJSON() ([]byte, error) { return json.Marshal(s.Cards()) }

// UnmarshalJSON reads a list of cards; a card given twice is refused.
func (s *Set) UnmarshalJSON(b []byte) error {
	var cs []cards.Card
	if err := json.Unmarshal(b, &cs); err != nil {
		return err
	}
	v, err := SetOf(cs...)
	if err == nil {
		*s = v
	}
	return err
}
