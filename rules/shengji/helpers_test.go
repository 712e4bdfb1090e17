package shengji

import (
	"strings"

	"teahouse/rules/cards"
)

// cs reads cards for a test, such as "5S 5S BJ".
func cs(s string) []cards.Card { return cards.MustParseList(s) }

// The trump contexts the tests use.
var (
	fiveSpades  = Trump{Level: cards.Five, Suit: cards.Spades}
	twoHearts   = Trump{Level: cards.Two, Suit: cards.Hearts}
	aceNoTrump  = Trump{Level: cards.Ace}
	fourClubs   = Trump{Level: cards.Four, Suit: cards.Clubs}
	fourHearts  = Trump{Level: cards.Four, Suit: cards.Hearts}
	aceHearts   = Trump{Level: cards.Ace, Suit: cards.Hearts}
	noTractors  = Rules{NoTractors: true}
	defaultRule = Rules{}
)

// shapes writes units as "tractor AS AS KS KS", "pair 5H 5H", "single BJ".
func shapes(units []Unit) []string {
	out := make([]string, len(units))
	for i, u := range units {
		out[i] = u.Kind.String() + " " + u.String()
	}
	return out
}

// trick reads the plays of a trick separated by "|": "AH | 3H | 2S | KH".
func trick(s string) [][]cards.Card {
	var out [][]cards.Card
	for _, p := range strings.Split(s, "|") {
		out = append(out, cs(p))
	}
	return out
}
