package pokerdice_test

import (
	"context"
	"fmt"

	ai "teahouse/ai/pokerdice"
	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
	gp "teahouse/game/pokerdice"
)

// Two AI levels play a best-of-5 match on the table host, each from its
// own seat's view.
func ExampleRoster() {
	seats, _ := ai.Roster.Sitters([]game.Player{{Kind: game.AI, Level: "optimal"}, {Kind: game.AI, Level: "simple"}},
		func(game.Seat) bot.Options { return bot.Options{} })
	g, _ := host.Play(context.Background(), gp.Game, gp.Config{Rounds: 5}, 42, seats, host.PlayOptions{})
	fmt.Println("winner:", g.State.Winner(), "score:", g.State.Score())
	// Output: winner: P2 score: [2 3]
}

// Tips ranks the holds of the player to move by their exact chances.
func ExampleTips() {
	s, _ := gp.Game.New(gp.Config{Rounds: 5}, 7)
	v := gp.Game.View(s, 0)
	fmt.Println("P1", v.Players[0].Dice, "P2", v.Players[1].Dice)
	for _, t := range ai.Tips(v, 3) {
		fmt.Printf("keep %v: %.4f (win %.4f, draw %.4f)\n", t.Hold.Faces(v.Me().Dice), t.Value, t.Win, t.Draw)
	}
	// Output:
	// P1 42355 P2 53354
	// keep [5 5]: 0.4336 (win 0.4275, draw 0.0123)
	// keep [4 5 5]: 0.4329 (win 0.4306, draw 0.0046)
	// keep [3 5 5]: 0.3588 (win 0.3333, draw 0.0509)
}

// SimulateRounds measures one level against another over independent
// rounds; the same seed always gives the same counts.
func ExampleSimulateRounds() {
	seats := [gp.Seats]game.Player{{Kind: game.AI, Level: "optimal"}, {Kind: game.AI, Level: "simple"}}
	res, err := ai.SimulateRounds(ai.SimConfig{Rounds: 10000, Seed: 1, Seats: seats, Starter: "p1"})
	fmt.Println(res.Rounds, res.P1Wins, res.P2Wins, res.Ties, err)
	// Output: 10000 5195 4763 42 <nil>
}
