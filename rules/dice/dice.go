// Package dice holds the primitives shared by every dice game: faces, hands
// of dice, value counts and hold masks.
//
//	hand := dice.Hand{3, 3, 6, 1, 4}
//	counts := hand.Counts() // counts[3] == 2
//	kept := dice.Mask(0b00011).Faces(hand) // [3 3]
package dice

import (
	"fmt"
	"strconv"
	"strings"
)

// Sides is the number of faces of a die.
const Sides = 6

// HandSize is the number of dice in a hand.
const HandSize = 5

// Hand is the faces of five dice in table order. Each face is 1..6.
type Hand [HandSize]int

// Counts returns how many dice show each value; index 0 is unused.
func (h Hand) Counts() [Sides + 1]int {
	var c [Sides + 1]int
	for _, f := range h {
		c[f]++
	}
	return c
}

// Valid reports whether every face of h is 1..6.
func (h Hand) Valid() bool {
	for _, f := range h {
		if f < 1 || f > Sides {
			return false
		}
	}
	return true
}

// String writes the faces as digits, for example "33614".
func (h Hand) String() string {
	var b strings.Builder
	for _, f := range h {
		fmt.Fprintf(&b, "%d", f)
	}
	return b.String()
}

// ParseHand reads five faces written as digits, such as "33614".
func ParseHand(s string) (Hand, error) {
	var h Hand
	if len(s) != HandSize {
		return h, fmt.Errorf("dice %q: want %d digits 1-6", s, HandSize)
	}
	for i := range HandSize {
		f := int(s[i] - '0')
		if f < 1 || f > Sides {
			return h, fmt.Errorf("dice %q: %q is not a face 1-6", s, s[i])
		}
		h[i] = f
	}
	return h, nil
}

// Mask selects dice of a hand by position: bit i selects die i.
type Mask uint8

// FullMask selects all five dice.
const FullMask Mask = 1<<HandSize - 1

// Has reports whether die i is selected.
func (m Mask) Has(i int) bool { return m&(1<<i) != 0 }

// Toggle returns m with die i flipped.
func (m Mask) Toggle(i int) Mask { return m ^ 1<<i }

// Count returns the number of selected dice.
func (m Mask) Count() int {
	n := 0
	for i := range HandSize {
		if m.Has(i) {
			n++
		}
	}
	return n
}

// Valid reports whether m selects only positions 0..4.
func (m Mask) Valid() bool { return m&^FullMask == 0 }

// Faces returns the faces of h that m selects, in table order.
func (m Mask) Faces(h Hand) []int {
	out := make([]int, 0, HandSize)
	for i, f := range h {
		if m.Has(i) {
			out = append(out, f)
		}
	}
	return out
}

// Positions returns the 1-based positions m selects, for messages such as "dice 1, 3".
func (m Mask) Positions() []int {
	var out []int
	for i := range HandSize {
		if m.Has(i) {
			out = append(out, i+1)
		}
	}
	return out
}

// Words names the selected positions for players, 1-based: "die 2" or
// "dice 1, 2, 5" ("no dice" when m is empty).
func (m Mask) Words() string {
	ps := m.Positions()
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = fmt.Sprint(p)
	}
	switch len(ps) {
	case 0:
		return "no dice"
	case 1:
		return "die " + parts[0]
	}
	return "dice " + strings.Join(parts, ", ")
}

// FaceWords names the faces of h that m selects, in table order: "5 5 3"
// (empty when m selects none).
func (m Mask) FaceWords(h Hand) string {
	parts := make([]string, 0, HandSize)
	for _, f := range m.Faces(h) {
		parts = append(parts, strconv.Itoa(f))
	}
	return strings.Join(parts, " ")
}
