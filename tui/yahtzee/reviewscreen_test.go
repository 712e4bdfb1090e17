package yahtzee

import (
	"context"
	"fmt"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/ai/review"
	aiyz "teahouse/ai/yahtzee"
	"teahouse/game"
	"teahouse/game/catalog"
	gy "teahouse/game/yahtzee"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// reviewer is Yahtzee's reviewer with the tests' strategy table, as
// ai.Games joins it.
func reviewer() review.Reviewer {
	src := func(context.Context) (*aiyz.Table, error) { return loadTable(cacheDir, aiyz.LoadOptions{}) }
	return review.Join(catalog.Of(gy.Def, aiyz.Roster(src)), aiyz.Review(src), aiyz.ReviewThresholds, aiyz.ReviewVersion)
}

// firstSlip is the first of rep's decisions that was not the best.
func firstSlip(t *testing.T, rep review.Report) review.Decision {
	t.Helper()
	for _, d := range rep.Decisions {
		if d.Mark != review.Best && d.Mark != review.Good {
			return d
		}
	}
	t.Fatal("the greedy seat never slipped")
	return review.Decision{}
}

// The replay with the review of the greedy seat (P2) on, at the step of
// its first slip, at 80x24 and 100x30: the log marks it, says the best
// choice and the cost, and its title the seat's accuracy.
func TestReviewScreenGolden(t *testing.T) {
	path, data, _ := savedGame(t)
	rv := reviewer()
	rep, err := rv.Review(context.Background(), data, path, review.Request{Seat: 1})
	require.NoError(t, err)
	d := firstSlip(t, rep)
	for _, size := range [][2]int{{80, 24}, {100, 30}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			m := screentest.OpenReviewed[screenOf](t, Screens, sized(size[0], size[1], false), data, "game.jsonl",
				screentest.ReviewBy("Yahtzee", rv, data, path, 1, 2))
			for range d.Step + 1 {
				m = press(t, m, "right")
			}
			require.Equal(t, d.Step+1, where(m).Step)
			view := m.View()
			screentest.RequireSize(t, view, size[0], size[1], t.Name())
			assert.Contains(t, view, "Log · P2 ")
			assert.Contains(t, view, " "+map[review.Mark]string{review.Inaccuracy: "?!", review.Mistake: "?", review.Blunder: "??"}[d.Mark]+" ")
			assert.Contains(t, flatten(view), string(d.Mark)+": best")
			golden.RequireEqual(t, []byte(view))
		})
	}
}

// r turns the marks off and on; before the review is ready the log's
// title says how far it is; a game without a reviewer says so in a line.
func TestReviewScreenToggleAndProgress(t *testing.T) {
	path, data, _ := savedGame(t)
	release := make(chan struct{})
	r := screentest.ReviewBy("Yahtzee", reviewer(), data, path, 1, 2)
	run := r.Run
	r.Run = func(ctx context.Context, seat game.Seat, progress func(done, total int)) (review.Report, error) {
		progress(3, 34)
		<-release
		return run(ctx, seat, progress)
	}
	r.On = false
	m := screentest.OpenReviewed[screenOf](t, Screens, sized(80, 24, false), data, "game.jsonl", r)
	m = press(t, m, "right", "right", "right")
	plain := m.View()
	assert.Contains(t, plain, "r review")

	s, cmd := m.Update(keys("r")[0])
	require.NotNil(t, cmd)
	s, wait := s.Update(cmd())
	m = s.(screenOf)
	assert.Contains(t, m.View(), "Log · reviewing P2 3/34…")
	golden.RequireEqual(t, []byte(m.View()))
	close(release)
	m, _ = drive(t, m, screentest.Run(wait)...)
	marked := m.View()
	assert.Regexp(t, `Log · P2 \d+% accurate`, marked)

	m = press(t, m, "r")
	assert.Equal(t, plain, m.View(), "r again: the marks are gone")
	m = press(t, m, "r")
	assert.Equal(t, marked, m.View(), "and back, at once")
}

// A game without a reviewer says so in a line when r is pressed, and
// the replay goes on.
func TestReviewScreenNone(t *testing.T) {
	path, data, _ := savedGame(t)
	m := screentest.OpenReviewed[screenOf](t, Screens, sized(80, 24, false), data, path, screen.Review{Game: "Yahtzee"})
	m = press(t, m, "right", "r")
	assert.Contains(t, m.View(), "No review for Yahtzee yet.")
	golden.RequireEqual(t, []byte(m.View()))
	m = press(t, m, "right")
	assert.Equal(t, 2, where(m).Step)
	assert.NotContains(t, m.View(), "No review")
}
