package blackjack_test

import (
	"fmt"
	"strings"

	aibj "teahouse/ai/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

// The `t` hint for 10-6 against a dealer ten, first thing off a fresh
// six-deck shoe: basic strategy hits, and the exact EVs say by how much.
func ExampleNewHint() {
	r := bj.Default()
	player := []cards.Card{cards.New(cards.Ten, cards.Spades), cards.New(cards.Six, cards.Hearts)}
	dealer := []cards.Card{cards.New(cards.King, cards.Clubs), {}} // the hole card is face down
	unseen, err := aibj.ShoeAfterCards(r.Decks, player, dealer)
	if err != nil {
		panic(err)
	}
	hint, err := aibj.NewHint(r, unseen, 10, bj.PlayerHand{Cards: player, Hands: 1})
	if err != nil {
		panic(err)
	}
	fmt.Println(hint)
	// Output: basic: hit (H) · exact for the 309 cards left: stand -0.5410  *hit -0.5347  double -1.0694
}

// The basic-strategy chart for the default rules, as `teahouse blackjack
// strategy` prints it (the hard 9 to 12 rows shown).
func ExampleChartFor() {
	chart, err := aibj.ChartFor(bj.Default())
	if err != nil {
		panic(err)
	}
	fmt.Println(aibj.ChartHeader)
	for _, line := range strings.Split(chart.String(), "\n")[4:8] {
		fmt.Println(line)
	}
	// Output:
	//      2  3  4  5  6  7  8  9 10  A
	// H9   H  D  D  D  D  H  H  H  H  H
	// H10  D  D  D  D  D  D  D  D  H  H
	// H11  D  D  D  D  D  D  D  D  D  H
	// H12  H  H  S  S  S  H  H  H  H  H
}

// Exact dealer outcomes for a 6 up card off the top of a single deck.
func ExampleDealerProbs() {
	s, _ := aibj.ShoeAfter(1, []int{6})
	d, _ := aibj.DealerProbs(s, 6, false)
	fmt.Println(d)
	// Output: 17:0.1669 18:0.1065 19:0.1072 20:0.1007 21:0.0979 bust:0.4208
}

// A Hi-Lo counter's bet and insurance decisions.
func ExampleCount() {
	c := aibj.NewCount(6).Add(2, 3, 4, 5, 6, 5, 4, 3, 2, 6, 5, 4, 3, 2, 6, 5, 4, 3)
	fmt.Printf("running %d, true %.2f, bet %d units, insure %v\n",
		c.Running, c.True(), aibj.BetUnits(c.True()), aibj.TakeInsurance(c.True()))
	// Output: running 18, true 3.18, bet 4 units, insure true
}
