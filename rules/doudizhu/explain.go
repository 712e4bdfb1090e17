package doudizhu

import (
	"fmt"
	"strings"
)

// Explain says why cards c are no play under the rule set, in a player's
// words: "J Q is no play: a chain needs 5 or more consecutive ranks", "5 6
// 8 9 is no play: a chain needs the 7 too", "2 and the jokers are never
// part of a chain". It is meant for cards Classify does not read.
func Explain(c Counts, r Rules) string {
	n := c.Len()
	if n == 0 {
		return "choose the cards to play"
	}
	groups, size, run := shape(c)
	no := Words(c) + " is no play: "
	switch {
	case c[BlackJoker] == 1 && c[RedJoker] == 1 && r == Simple && n == 2:
		return "the simple rules have no rocket: the two jokers are two solos"
	case c[BlackJoker] == 1 && c[RedJoker] == 1 && n > 2:
		return "the two jokers are never kickers: together they are the rocket"
	case size > 0 && run && groups > 1 && (c[Two] > 0 || c[BlackJoker] > 0 || c[RedJoker] > 0):
		return "2 and the jokers are never part of a chain"
	case size == 1 && run && groups < 5:
		return no + "a chain needs 5 or more consecutive ranks"
	case size == 1 && run && groups > 12:
		return "a chain is 12 ranks at most, 3 to A"
	case size == 2 && run && groups == 2:
		return no + "a pair chain needs 3 or more consecutive pairs"
	case size == 2 && run && groups > 10:
		return "a pair chain is 10 pairs at most"
	case size == 3 && run && groups > 6:
		return "an airplane is 6 trios at most"
	case size > 0 && groups > 1:
		return no + gapWords(c, groups, size)
	case size == 4 && n > 4 || size == 0 && hasGroup(c, 4):
		return "four of a kind takes two solos or two pairs, never wings of a chain"
	case hasGroup(c, 3):
		if r == Simple {
			return "under the simple rules a trio takes one solo at most"
		}
		return "a trio takes one solo or one pair; an airplane takes one solo or one pair for each trio, of other ranks"
	}
	return no + "not a play of any kind"
}

// Words writes cards as a player reads them, ranks apart, low to high: "5
// 6 8 9", "10 J Q".
func Words(c Counts) string {
	var parts []string
	for r := range Rank(NumRanks) {
		for range c[r] {
			parts = append(parts, r.Name())
		}
	}
	return strings.Join(parts, " ")
}

// gapWords says what a chain of groups groups of size cards, with ranks
// missing between its lowest and highest, lacks: "a chain needs the 7
// too", or, when more than two ranks are missing, that its ranks are not
// consecutive.
func gapWords(c Counts, groups, size int) string {
	lacks := Gaps(c)
	switch {
	case size == 1 && groups+len(lacks) < 5:
		return "a chain needs 5 or more consecutive ranks"
	case size == 2 && groups+len(lacks) < 3:
		return "a pair chain needs 3 or more consecutive pairs"
	case size > 3 || len(lacks) == 0 || len(lacks) > 2 || lacks[len(lacks)-1] > Ace:
		return "its ranks are not consecutive"
	}
	unit := [...]string{"", "a chain", "a pair chain", "an airplane"}[size]
	var each []string
	for _, r := range lacks {
		switch size {
		case 1:
			each = append(each, "the "+r.Name())
		case 2:
			each = append(each, "a pair of "+r.Name())
		default:
			each = append(each, "three "+r.Name()+"s")
		}
	}
	return fmt.Sprintf("%s needs %s too", unit, strings.Join(each, " and "))
}

// Gaps are the ranks missing between the lowest and the highest of c:
// for 5 6 8 9, the 7.
func Gaps(c Counts) []Rank {
	var out []Rank
	first, last := -1, -1
	for r := range NumRanks {
		if c[r] > 0 {
			if first < 0 {
				first = r
			}
			last = r
		}
	}
	for r := first + 1; r < last; r++ {
		if c[r] == 0 {
			out = append(out, Rank(r))
		}
	}
	return out
}

// shape says whether c is groups of one size: how many groups, their size
// (0 when sizes differ) and whether their ranks are consecutive.
func shape(c Counts) (groups, size int, run bool) {
	first, last := -1, -1
	for r := range NumRanks {
		k := int(c[r])
		if k == 0 {
			continue
		}
		switch {
		case size == 0 && groups == 0:
			size = k
		case k != size:
			size = -1
		}
		if first < 0 {
			first = r
		}
		last = r
		groups++
	}
	if size < 0 {
		return groups, 0, false
	}
	return groups, size, last-first+1 == groups
}

// hasGroup reports whether c holds k or more of some rank.
func hasGroup(c Counts, k int) bool {
	for _, n := range c {
		if int(n) >= k {
			return true
		}
	}
	return false
}
