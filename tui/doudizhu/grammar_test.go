package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"

	gd "teahouse/game/doudizhu"
	"teahouse/tui/screentest"
)

// Every log line of whole sessions reads correctly with "You" in each
// seat and with every seat named: never "You passes" or "You's".
func TestLogGrammar(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		for _, bidding := range []gd.Bidding{gd.ScoreBids, gd.CallAndRob} {
			cfg := gd.Config{Deals: 3, Bidding: bidding, ShowCards: gd.ShowBeforeDeal, Doubling: true, RobBack: true}
			steps := screentest.PlayedOut(t, gd.Game, cfg, seed, screentest.NewChoices(screentest.RandomBytes(seed, 1<<14)))
			for _, names := range screentest.Namings(gd.Seats) {
				c := ctx{Env: screentest.Env(false), Names: names}
				var lines []string
				for _, s := range steps {
					lines = append(lines, face{}.Describe(c, s.Seen, gd.Game.Apply(s.Seen, s.Event), s.Event)...)
				}
				assert.NotEmpty(t, lines)
				screentest.RequireGrammar(t, names, lines)
			}
		}
	}
}
