package cards_test

import (
	"fmt"
	"math/rand/v2"

	"teahouse/rules/cards"
)

func Example() {
	shoe := cards.Decks(6, false)
	cards.Shuffle(shoe, rand.New(rand.NewPCG(1, 2))) // a game passes &state.rng
	fmt.Println(len(shoe))

	c, _ := cards.Parse("10h")
	fmt.Println(c, c.ASCII(), c.Name())
	hand := cards.MustParseList("AS KD BJ")
	fmt.Println(cards.Format(hand), hand[2].Name())
	// Output:
	// 312
	// 10♥ 10H ten of hearts
	// AS KD BJ red joker
}
