package doudizhu

import (
	"math/bits"

	"teahouse/rules/cards"
)

// Set is a set of the physical cards of one pack, one bit each: rank r's
// four suits are bits 4r to 4r+3 (spades, hearts, diamonds, clubs), the
// black joker bit 52 and the red joker bit 53. A plain value: hands in a
// game state copy with it.
type Set uint64

// FullPack is the set of all 54 cards.
const FullPack Set = 1<<54 - 1

// SetOf is the set of cs; every card must be of one standard pack.
func SetOf(cs []cards.Card) Set {
	var s Set
	for _, c := range cs {
		s |= 1 << bitOf(c)
	}
	return s
}

// bitOf is a card's bit.
func bitOf(c cards.Card) uint {
	r := RankOf(c)
	switch r {
	case BlackJoker:
		return 52
	case RedJoker:
		return 53
	}
	return uint(r)*4 + uint(c.Suit-cards.Spades)
}

// cardOf is the card of bit i.
func cardOf(i uint) cards.Card {
	switch i {
	case 52:
		return cards.Card{Rank: cards.SmallJoker}
	case 53:
		return cards.Card{Rank: cards.BigJoker}
	}
	r, s := Rank(i/4), cards.Suits[i%4]
	switch r {
	case Ace:
		return cards.New(cards.Ace, s)
	case Two:
		return cards.New(cards.Two, s)
	}
	return cards.New(cards.Three+cards.Rank(r), s)
}

// rankBits are the bits of rank r.
func rankBits(r Rank) Set {
	switch r {
	case BlackJoker:
		return 1 << 52
	case RedJoker:
		return 1 << 53
	}
	return 0xF << (4 * uint(r))
}

// MarshalText writes the set in rank notation, as Counts does: suits play
// no part, so programs and logs read ranks only.
func (s Set) MarshalText() ([]byte, error) { return s.Counts().MarshalText() }

// Len is the number of cards.
func (s Set) Len() int { return bits.OnesCount64(uint64(s)) }

// Has reports whether c is in s.
func (s Set) Has(c cards.Card) bool { return s&(1<<bitOf(c)) != 0 }

// Counts is how many cards of each rank s holds.
func (s Set) Counts() Counts {
	var c Counts
	for r := range Rank(NumRanks) {
		c[r] = uint8(bits.OnesCount64(uint64(s & rankBits(r))))
	}
	return c
}

// Cards lists s as a hand is shown: highest rank first (red joker, black
// joker, 2, A, K .. 3), suits in pack order within a rank.
func (s Set) Cards() []cards.Card {
	out := make([]cards.Card, 0, s.Len())
	for r := Rank(NumRanks); r > 0; r-- {
		b := s & rankBits(r-1)
		for b != 0 {
			i := uint(bits.TrailingZeros64(uint64(b)))
			out = append(out, cardOf(i))
			b &^= 1 << i
		}
	}
	return out
}

// Take returns the cards of s a play of c takes, and s without them: of
// each rank, the cards last in the order Cards shows, so a screen that
// marks the last cards of a rank shows what will be played. ok is false
// when s does not hold c.
func (s Set) Take(c Counts) (taken, rest Set, ok bool) {
	for r := range Rank(NumRanks) {
		b := s & rankBits(r)
		if bits.OnesCount64(uint64(b)) < int(c[r]) {
			return 0, s, false
		}
		for range c[r] {
			top := Set(1) << (63 - bits.LeadingZeros64(uint64(b)))
			taken |= top
			b &^= top
		}
	}
	return taken, s &^ taken, true
}
