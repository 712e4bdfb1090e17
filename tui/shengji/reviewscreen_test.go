package shengji

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/ai/review"
	aisj "teahouse/ai/shengji"
	"teahouse/game"
	"teahouse/game/catalog"
	gs "teahouse/game/shengji"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// The replay of a deal with the review on marks the reviewed seat's
// declaration in the log, where the declaration is written: a
// declaring choice is reviewed as a burial or a play is.
func TestReviewMarksADeclaration(t *testing.T) {
	s := screentest.Setup("shengji", 13, nil, greedy, greedy, greedy, greedy)
	s.Options["deals"] = "1"
	m := start(t, screentest.Sized(100, 30, false), s)
	for steps := 0; !where(m).Over; steps++ {
		require.Less(t, steps, 50, "the deal ends")
		m, _ = drive(t, m, screentest.Keys("enter")...)
	}
	path, data := screentest.SavedLog(t, m)
	rv := review.Join(catalog.Of(gs.Def, aisj.Roster), aisj.Review, aisj.ReviewThresholds, aisj.ReviewVersion)
	run := func(ctx context.Context, seat game.Seat, progress func(done, total int)) (review.Report, error) {
		return rv.Review(ctx, data, path, review.Request{Seat: seat, Samples: 8, Progress: progress})
	}
	for seat := range game.Seat(gs.Seats) {
		rep, err := run(context.Background(), seat, nil)
		require.NoError(t, err)
		for _, d := range rep.Decisions {
			if d.Kind != "declare" || !strings.HasPrefix(d.Chose, "declare") {
				continue
			}
			r := screen.Review{Game: "Shengji", Seat: seat, Seats: gs.Seats, On: true, Run: run}
			m := screentest.OpenReviewed[screenOf](t, Screens, screentest.Sized(100, 30, false), data, path, r)
			m = press(t, m, strings.Fields(strings.Repeat("right ", d.Step+1))...)
			require.Equal(t, d.Step+1, where(m).Step)
			assert.Regexp(t, `(?s)declares.*with.*\)\. [★✓?]`, m.View(), "%s's declaration is marked", seat)
			return
		}
	}
	t.Fatal("no seat declared")
}
