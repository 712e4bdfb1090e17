package doudizhu

import (
	"fmt"
	"strings"

	"teahouse/rules/cards"
)

// Counts is a multiset of ranks: how many cards of each rank. It is a
// hand, a play's cards or the cards a seat has not seen.
type Counts [NumRanks]uint8

// Pack is one pack of 54 cards: four of each rank and one of each joker.
var Pack = func() Counts {
	var c Counts
	for r := Three; r <= Two; r++ {
		c[r] = 4
	}
	c[BlackJoker], c[RedJoker] = 1, 1
	return c
}()

// ParseCounts reads cards in rank notation, such as "33344" or "TJQKA" or
// "BR"; spaces are ignored, so "333 44" reads too. The empty string is no
// cards.
func ParseCounts(s string) (Counts, error) {
	var c Counts
	for i := range len(s) {
		if s[i] == ' ' {
			continue
		}
		r, err := ParseRank(s[i])
		if err != nil {
			return Counts{}, err
		}
		c[r]++
		if c[r] > Pack[r] {
			return Counts{}, fmt.Errorf("%d of rank %s: a pack has %d", c[r], r, Pack[r])
		}
	}
	return c, nil
}

// MustParse is ParseCounts for cards known to be right, as in tests; it
// panics on a mistake.
func MustParse(s string) Counts {
	c, err := ParseCounts(s)
	if err != nil {
		panic(err)
	}
	return c
}

// CountsOf counts the ranks of a list of cards.
func CountsOf(cs []cards.Card) Counts {
	var c Counts
	for _, card := range cs {
		c[RankOf(card)]++
	}
	return c
}

// String writes the cards in ascending order, 3 first and R last, as
// "33344".
func (c Counts) String() string {
	var b strings.Builder
	for r := range NumRanks {
		for range c[r] {
			b.WriteByte(rankLetters[r])
		}
	}
	return b.String()
}

// MarshalText writes the cards as String does; an empty play is "".
func (c Counts) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads cards as ParseCounts does.
func (c *Counts) UnmarshalText(b []byte) error {
	v, err := ParseCounts(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// Len is the number of cards.
func (c Counts) Len() int {
	n := 0
	for _, k := range c {
		n += int(k)
	}
	return n
}

// Empty reports whether c holds no card.
func (c Counts) Empty() bool { return c == Counts{} }

// Contains reports whether c holds every card of o.
func (c Counts) Contains(o Counts) bool {
	for r := range NumRanks {
		if o[r] > c[r] {
			return false
		}
	}
	return true
}

// Minus returns c without the cards of o, which it must contain.
func (c Counts) Minus(o Counts) Counts {
	for r := range NumRanks {
		c[r] -= o[r]
	}
	return c
}

// Plus returns c with the cards of o added.
func (c Counts) Plus(o Counts) Counts {
	for r := range NumRanks {
		c[r] += o[r]
	}
	return c
}
