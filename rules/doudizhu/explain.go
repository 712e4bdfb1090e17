package doudizhu

import "fmt"

// Explain says why cards c are no play under the rule set, in a player's
// words: "a pair chain needs at least 3 pairs", "2 and the jokers are
// never part of a chain". It is meant for cards Classify does not read.
func Explain(c Counts, r Rules) string {
	n := c.Len()
	if n == 0 {
		return "choose the cards to play"
	}
	groups, size, run := shape(c)
	switch {
	case c[BlackJoker] == 1 && c[RedJoker] == 1 && r == Simple && n == 2:
		return "the simple rules have no rocket: the two jokers are two solos"
	case c[BlackJoker] == 1 && c[RedJoker] == 1 && n > 2:
		return "the two jokers are never kickers: together they are the rocket"
	case size > 0 && run && groups > 1 && (c[Two] > 0 || c[BlackJoker] > 0 || c[RedJoker] > 0):
		return "2 and the jokers are never part of a chain"
	case size == 1 && run && groups < 5:
		return "a solo chain needs at least 5 cards"
	case size == 1 && run && groups > 12:
		return "a solo chain is 12 cards at most"
	case size == 2 && run && groups == 2:
		return "a pair chain needs at least 3 pairs"
	case size == 2 && run && groups > 10:
		return "a pair chain is 10 pairs at most"
	case size == 3 && run && groups > 6:
		return "a trio chain is 6 trios at most"
	case size > 0 && groups > 1:
		return fmt.Sprintf("%s is no play: its ranks are not consecutive", c)
	case size == 4 && n > 4 || size == 0 && hasGroup(c, 4):
		return "four of a kind takes two solos or two pairs, never wings of a chain"
	case hasGroup(c, 3):
		if r == Simple {
			return "under the simple rules a trio takes one solo at most"
		}
		return "a trio takes one solo or one pair; an airplane takes one solo or one pair for each trio, of other ranks"
	}
	return fmt.Sprintf("%s is no play", c)
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
