package pokerdice_test

import (
	"context"
	"fmt"
	"teahouse/game/catalog"

	aipd "teahouse/ai/pokerdice"
	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
	gp "teahouse/game/pokerdice"
)

// Two AI levels play a best-of-5 match on the table host, each from its
// own seat's view.
func ExampleRoster() {
	seats, _ := aipd.Roster.Sitters([]game.Player{{Kind: game.AI, Level: "optimal"}, {Kind: game.AI, Level: "simple"}},
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
	for _, t := range aipd.Tips(v, 3) {
		fmt.Printf("keep %v: %.4f (win %.4f, draw %.4f)\n", t.Hold.Faces(v.Me().Dice), t.Value, t.Win, t.Draw)
	}
	// Output:
	// P1 42355 P2 53354
	// keep [5 5]: 0.4336 (win 0.4275, draw 0.0123)
	// keep [4 5 5]: 0.4329 (win 0.4306, draw 0.0046)
	// keep [3 5 5]: 0.3588 (win 0.3333, draw 0.0509)
}

// A run of the catalog's Risk Choice measures one level against another
// over one-round matches (a tie is played again), P1 holding first; the
// same seed always gives the same counts.
func Example_run() {
	seats := []game.Player{{Kind: game.AI, Level: "optimal"}, {Kind: game.AI, Level: "simple"}}
	rep, err := catalog.Of(gp.Def, aipd.Roster).Simulate(context.Background(),
		catalog.Run{Games: 10000, Seed: 1, Seats: seats, Settings: game.Settings{"rounds": "1"}})
	r := rep.(gp.RunReport)
	fmt.Println(r.Rounds, r.P1Wins, r.P2Wins, r.Ties, err)
	// Output: 10042 5218 4782 42 <nil>
}
