package shengji_test

import (
	"fmt"

	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

func Example() {
	tr := sj.Trump{Level: cards.Five, Suit: cards.Spades}
	var rules sj.Rules // the defaults: tractors, the kitty by size

	lead := cards.MustParseList("4H 4H 6H 6H") // 5 is the level: a tractor
	units, _ := sj.Decompose(lead, tr, rules)
	fmt.Println(units[0].Describe())

	hand := cards.MustParseList("7H 7H 8H 8H 2H 2H 3C")
	fmt.Println(sj.CheckFollow(hand, lead, cards.MustParseList("2H 2H 7H 7H"), tr, rules))
	fmt.Println(sj.CheckFollow(hand, lead, cards.MustParseList("7H 7H 8H 8H"), tr, rules))

	trick := [][]cards.Card{lead, cards.MustParseList("7H 7H 8H 8H"), cards.MustParseList("2S 2S 3S 3S"), cards.MustParseList("9H 10H JH QH")}
	w, _ := sj.Winner(trick, tr, rules)
	points := 0
	for _, p := range trick {
		points += sj.Points(p)
	}
	fmt.Println("play", w, "ruffs and wins", points, "points")
	fmt.Println(rules.Levels.Result(85))
	// Output:
	// tractor of 2 pairs of hearts
	// a tractor of hearts was led and the hand holds one: play a tractor of 2 pairs
	// <nil>
	// play 2 ruffs and wins 10 points
	// attackers take over
}
