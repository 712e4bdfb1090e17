package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"

	gs "teahouse/game/shengji"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// Every log line of whole games reads correctly with "You" in each seat
// and with every seat named: never "You's throw" or "You plays".
func TestLogGrammar(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		cfg := gs.Config{Deals: 2}
		steps := screentest.PlayedOut(t, gs.Game, cfg, seed, screentest.NewChoices(screentest.RandomBytes(seed, 1<<14)))
		for _, names := range screentest.Namings(gs.Seats) {
			c := ctx{Env: screentest.Env(false), Names: names}
			var lines []string
			for _, s := range steps {
				lines = append(lines, face{}.Describe(c, s.Seen, s.Seen, s.Event)...)
			}
			assert.NotEmpty(t, lines)
			screentest.RequireGrammar(t, names, lines)
		}
	}
}

// A failed throw is told with the thrower's possessive and verbs that
// agree: "Your throw", "You play", "P2's throw", "P2 plays".
func TestFailureWordsAgree(t *testing.T) {
	fl := gs.Failure{Seat: 0, Hand: 1}
	for _, tc := range []struct {
		names screen.Names
		want  []string
	}{
		{screen.Names{"You", "P2", "P3", "P4"}, []string{"Your throw", "P2 beats", "You play"}},
		{screen.Names{"P1", "You", "P3", "P4"}, []string{"P1's throw", "You beat", "P1 plays"}},
	} {
		line := failureWords(ctx{Env: screentest.Env(false), Names: tc.names}, fl)
		for _, w := range tc.want {
			assert.Contains(t, line, w)
		}
		screentest.RequireGrammar(t, tc.names, []string{line})
	}
}
