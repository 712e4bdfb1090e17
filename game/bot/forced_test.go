package bot_test

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/bot"
	"teahouse/game/host"
)

// A program is asked every decision, or, with SkipForced, only those with
// a choice: the events of the decisions skipped come with the next
// request, and so does the news of a new game.
func TestForcedDecisions(t *testing.T) {
	tests := []struct {
		name string
		skip bool
		log  string // what the program saw, one line a request
	}{
		{"asked", false, "seat 0, 0 events, new game true\n" + "seat 0, 1 events, new game false\n" +
			"seat 0, 1 events, new game false\n" + "seat 0, 1 events, new game false\n" + "seat 0, 1 events, new game false\n"},
		{"skipped", true, "seat 0, 1 events, new game true\n" + "seat 0, 2 events, new game false\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, seat := shProgram[stepView, step](t, "steps", `TEAHOUSE_TEST_BOT=first exec "$0" -test.run=none`, "",
				bot.Options{Timeout: time.Minute, SkipForced: tt.skip})
			g, err := host.Play(context.Background(), steps{}, 5, 1, []host.Sitter[stepView, step]{seat}, host.PlayOptions{})
			require.NoError(t, err)
			require.NoError(t, p.Close())
			assert.True(t, g.Outcome().Over)
			assert.Empty(t, g.Notes)
			b, err := os.ReadFile(stderrPath)
			require.NoError(t, err)
			assert.Equal(t, tt.log, string(b))
		})
	}
}
