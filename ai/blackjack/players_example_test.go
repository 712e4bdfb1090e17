package blackjack_test

import (
	"fmt"

	"teahouse/ai/blackjack"
	"teahouse/game"
	gb "teahouse/game/blackjack"
)

// A counter at a one-seat table: it decides from its view and observes the
// events of every action, redacted for its seat.
func ExampleNewPlayer() {
	cfg := gb.Config{Rounds: 50}
	s, err := gb.New(cfg, 7)
	if err != nil {
		panic(err)
	}
	p, err := blackjack.NewPlayer("counter", cfg.Rules)
	if err != nil {
		panic(err)
	}
	for {
		seat, ok := gb.ToMove(s)
		if !ok {
			break
		}
		var events []game.Event
		if s, events, err = gb.Reduce(s, seat, p.Decide(gb.ViewOf(s, seat))); err != nil {
			panic(err)
		}
		if o, ok := p.(blackjack.Observer); ok {
			o.Observe(gb.Redact(events, seat))
		}
	}
	fmt.Printf("after %d rounds: %s chips\n", s.Round(), s.Bankroll(0))
	// Output: after 50 rounds: 980 chips
}
