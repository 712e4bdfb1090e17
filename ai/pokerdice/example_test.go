package pokerdice_test

import (
	"fmt"

	ai "teahouse/ai/pokerdice"
	gp "teahouse/game/pokerdice"
)

// Two AI levels play a best-of-5 match through the reducer, each from its
// own seat's view.
func ExampleNew() {
	s, _ := gp.New(gp.Config{Rounds: 5}, 42)
	p1, _ := ai.New("optimal")
	p2, _ := ai.New("simple")
	players := [gp.Seats]ai.Player{p1, p2}
	for {
		seat, ok := gp.ToMove(s)
		if !ok {
			break
		}
		s, _, _ = gp.Reduce(s, seat, players[seat].Decide(gp.ViewOf(s, seat)))
	}
	fmt.Println("winner:", s.Winner(), "score:", s.Score())
	// Output: winner: P2 score: [2 3]
}

// Tips ranks the holds of the player to move by their exact chances.
func ExampleTips() {
	s, _ := gp.New(gp.Config{Rounds: 5}, 7)
	v := gp.ViewOf(s, 0)
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
	res, err := ai.SimulateRounds(ai.SimConfig{Rounds: 10000, Seed: 1, P1: "optimal", P2: "simple", Starter: "p1"})
	fmt.Printf("%+v %v\n", res, err)
	// Output: {Rounds:10000 P1Wins:5195 P2Wins:4763 Ties:42} <nil>
}
