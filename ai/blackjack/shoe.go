package blackjack

import (
	"errors"
	"fmt"
	"strings"

	bj "teahouse/rules/blackjack"
)

// Values is the number of distinct blackjack card values: ace (1), 2..9 and
// the ten-value cards (10, J, Q, K all count 10).
const Values = 10

// ErrShoe is wrapped by every error about a shoe composition: a card value
// out of 1..10, a deck count out of range, or more cards of a value removed
// than the shoe holds.
var ErrShoe = errors.New("invalid shoe composition")

// Shoe is a composition: how many cards of each blackjack value remain
// unseen. It is a small value type; methods never modify the receiver.
//
// The zero Shoe is empty. Build a full one with NewShoe, or one reduced by
// the cards already seen with ShoeAfter.
type Shoe struct {
	n     [Values]uint16 // n[v-1]: cards of value v (ace = 1, ten-value = 10)
	total uint16
}

// NewShoe returns the composition of decks full 52-card decks: 4·decks of
// each value ace..9 and 16·decks ten-value cards. It panics if decks is out
// of bj.MinDecks..bj.MaxDecks, as a full shoe of any other size is a
// programming error; use shoeOf for counts read from input.
func NewShoe(decks int) Shoe {
	if decks < bj.MinDecks || decks > bj.MaxDecks {
		panic(fmt.Sprintf("blackjack: NewShoe(%d): want %d to %d decks", decks, bj.MinDecks, bj.MaxDecks))
	}
	var s Shoe
	for v := 1; v <= 9; v++ {
		s.n[v-1] = uint16(4 * decks)
	}
	s.n[9] = uint16(16 * decks)
	s.total = uint16(52 * decks)
	return s
}

// shoeOf returns the composition with counts[v-1] cards of value v. It
// refuses negative counts and more cards than 8 decks hold.
func shoeOf(counts [Values]int) (Shoe, error) {
	var s Shoe
	full := NewShoe(bj.MaxDecks)
	for i, c := range counts {
		if c < 0 || c > int(full.n[i]) {
			return Shoe{}, fmt.Errorf("%w: %d cards of value %d", ErrShoe, c, i+1)
		}
		s.n[i] = uint16(c)
		s.total += uint16(c)
	}
	return s, nil
}

// ShoeAfter returns the unseen composition of a shoe of decks decks once
// the cards of the given values (1..10, ace = 1) have been seen: the
// discards, the cards on the table and the dealer's up card, but never the
// dealer's hole card, which is still unseen.
func ShoeAfter(decks int, seen []int) (Shoe, error) {
	if decks < bj.MinDecks || decks > bj.MaxDecks {
		return Shoe{}, fmt.Errorf("%w: %d decks: want %d to %d", ErrShoe, decks, bj.MinDecks, bj.MaxDecks)
	}
	return NewShoe(decks).Remove(seen...)
}

// Remove returns the composition without one card of each given value. It
// fails if a value is out of 1..10 or the shoe has no card of that value
// left; the receiver is unchanged either way.
func (s Shoe) Remove(values ...int) (Shoe, error) {
	for _, v := range values {
		if v < 1 || v > Values {
			return s, fmt.Errorf("%w: card value %d: want 1 to 10", ErrShoe, v)
		}
		if s.n[v-1] == 0 {
			return s, fmt.Errorf("%w: no card of value %d left to remove", ErrShoe, v)
		}
		s.n[v-1]--
		s.total--
	}
	return s, nil
}

// Add returns the composition with one more card of each given value, as
// when discards are shuffled back. Values out of 1..10 are an error.
func (s Shoe) Add(values ...int) (Shoe, error) {
	for _, v := range values {
		if v < 1 || v > Values {
			return s, fmt.Errorf("%w: card value %d: want 1 to 10", ErrShoe, v)
		}
		s.n[v-1]++
		s.total++
	}
	return s, nil
}

// Count returns how many cards of value v (1..10) remain; 0 for any other v.
func (s Shoe) Count(v int) int {
	if v < 1 || v > Values {
		return 0
	}
	return int(s.n[v-1])
}

// Counts returns the count of every value, index v-1 for value v.
func (s Shoe) Counts() [Values]int {
	var c [Values]int
	for i, n := range s.n {
		c[i] = int(n)
	}
	return c
}

// Total returns how many cards remain.
func (s Shoe) Total() int { return int(s.total) }

// Prob returns the chance that the next card drawn has value v: Count(v)
// over Total, or 0 for an empty shoe.
func (s Shoe) Prob(v int) float64 {
	if s.total == 0 {
		return 0
	}
	return float64(s.Count(v)) / float64(s.total)
}

// Decks returns the remaining depth in decks (Total / 52).
func (s Shoe) Decks() float64 { return float64(s.total) / 52 }

// String lists the counts, "A:24 2:24 3:24 4:24 5:24 6:24 7:24 8:24 9:24 T:96 (312)".
func (s Shoe) String() string {
	var b strings.Builder
	for i, n := range s.n {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%s:%d", valueName(i+1), n)
	}
	fmt.Fprintf(&b, " (%d)", s.total)
	return b.String()
}

// valueName is the one-letter name of a card value in charts and strings.
func valueName(v int) string {
	switch v {
	case 1:
		return "A"
	case 10:
		return "T"
	}
	return string(rune('0' + v))
}

// key packs the composition into 62 bits (6 bits for each of ace..9, which
// hold at most 32 in 8 decks, and 8 bits for the ten-values, at most 128),
// the memo key of dealer and player values.
func (s *Shoe) key() uint64 {
	var k uint64
	for i := 0; i < 9; i++ {
		k |= uint64(s.n[i]) << keyShift[i]
	}
	return k | uint64(s.n[9])<<keyShift[9]
}

// keyShift[i] is the bit offset of value i+1 in Shoe.key.
var keyShift = [Values]uint{0, 6, 12, 18, 24, 30, 36, 42, 48, 54}

// take removes one card of value index i in place; the recursions walk a
// single Shoe down and back up with take and put instead of copying it.
func (s *Shoe) take(i int) {
	s.n[i]--
	s.total--
}

// put undoes take.
func (s *Shoe) put(i int) {
	s.n[i]++
	s.total++
}
