package blackjack_test

import (
	"fmt"

	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

func Example() {
	r := bj.Default()
	player := cards.MustParseList("AS 6H")
	total, soft := bj.HandTotal(player)
	fmt.Println(total, soft, bj.Describe(player, false))
	fmt.Println("dealer draws on soft 17:", bj.DealerShouldHit(player, r))

	dealer := cards.MustParseList("10C 7D")
	o := bj.Settle(bj.Final{Cards: cards.MustParseList("AS KH")}, dealer)
	fmt.Println(o, o.Net(bj.Chips(15), r.Payout))
	// Output:
	// 17 true soft 17
	// dealer draws on soft 17: false
	// blackjack 22.5
}
