package blackjack_test

import (
	"context"
	"fmt"

	aibj "teahouse/ai/blackjack"
	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/game/bot"
	"teahouse/game/host"
)

// A counter at a one-seat table on the table host: it decides from its
// view and counts the events its seat saw.
func ExampleRoster() {
	cfg := gb.Config{Rounds: 50}
	seats, err := aibj.Roster(cfg.Rules).Sitters([]game.Player{{Kind: game.AI, Level: "counter"}},
		func(game.Seat) bot.Options { return bot.Options{} })
	if err != nil {
		panic(err)
	}
	g, err := host.Play(context.Background(), gb.Game, cfg, 7, seats, host.PlayOptions{})
	if err != nil {
		panic(err)
	}
	fmt.Printf("after %d rounds: %s chips\n", g.State.Round(), g.State.Bankroll(0))
	// Output: after 50 rounds: 980 chips
}
