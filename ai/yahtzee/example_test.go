package yahtzee_test

import (
	"context"
	"fmt"
	"teahouse/game/catalog"

	aiyz "teahouse/ai/yahtzee"
	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// table is the strategy table, solved once for all the package's tests. A
// program calls aiyz.Load(aiyz.LoadOptions{}), which reads the user's cache.
var table = aiyz.SolvedTable

// The expected final score of a fresh solitaire game under optimal play.
func ExampleTable_FreshValue() {
	fmt.Printf("%.4f\n", table().FreshValue())
	// Output: 254.5877
}

// The best holds of a first roll, with the expected final score of each.
func ExampleHolds() {
	d := dice.Hand{6, 6, 6, 2, 3}
	for _, h := range aiyz.Holds(table(), yz.Card{}, d, 2, 3) {
		fmt.Printf("keep %v: %.2f\n", h.Hold.Faces(d), h.EV)
	}
	// Output:
	// keep [6 6 6]: 265.11
	// keep [6 6 6 2]: 261.28
	// keep [6 6 6 3]: 261.28
}

// The cost of each box for a large straight on the first turn.
func ExampleBoxes() {
	for _, b := range aiyz.Boxes(table(), yz.Card{}, dice.Hand{1, 2, 3, 4, 5})[:3] {
		fmt.Printf("%s (%d points): %.2f\n", b.Box, b.Points, b.EV)
	}
	// Output:
	// Lg. straight (40 points): 261.53
	// Sm. straight (30 points): 246.56
	// Aces (1 points): 239.63
}

// Two AI levels play a game on the table host, each from its own view.
func ExampleRoster() {
	seats, _ := aiyz.Roster(aiyz.Ready(table())).Sitters(
		[]game.Player{{Kind: game.AI, Level: "optimal"}, {Kind: game.AI, Level: "greedy"}},
		func(game.Seat) bot.Options { return bot.Options{} })
	g, _ := host.Play(context.Background(), gy.Game, gy.Config{Seats: 2}, 42, seats, host.PlayOptions{})
	s := g.State
	fmt.Println("over:", s.Over(), "cards full:", s.Card(0).Done(), s.Card(1).Done())
	// Output: over: true cards full: true true
}

// A run of the catalog's Yahtzee measures the levels against each other;
// the same seed always gives the same result.
func Example_run() {
	rep, err := catalog.Of(gy.Def, aiyz.Roster(aiyz.Ready(table()))).Simulate(context.Background(),
		catalog.Run{Games: 1000, Seed: 1, Seats: []game.Player{{Kind: game.AI, Level: "optimal"}, {Kind: game.AI, Level: "greedy"}}})
	if err != nil {
		panic(err)
	}
	res := rep.(gy.RunReport)
	optimal, greedy := res.Players[0], res.Players[1]
	fmt.Println(res.Games, "games; optimal scores more:", optimal.Mean > greedy.Mean, "and wins more:", optimal.Wins > greedy.Wins)
	// Output: 1000 games; optimal scores more: true and wins more: true
}
