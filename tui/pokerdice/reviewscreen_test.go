package pokerdice

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aipd "teahouse/ai/pokerdice"
	"teahouse/ai/review"
	"teahouse/game"
	"teahouse/game/catalog"
	gp "teahouse/game/pokerdice"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// reviewer is Risk Choice's reviewer, as ai.Games joins it.
var reviewer = review.Join(catalog.Of(gp.Def, aipd.Roster), aipd.Review, aipd.ReviewThresholds, aipd.ReviewVersion)

// slipped is the log of a match whose last hold of P2 (the simple
// seat's, always the best in this match) is changed to rerolling every
// die: the rest of the log replays as it was.
func slipped(t *testing.T) (string, []byte) {
	t.Helper()
	_, path, data := savedMatch(t, nil)
	lines := strings.Split(string(data), "\n")
	for i := len(lines) - 1; i > 0; i-- {
		if strings.HasPrefix(lines[i], `{"seat":1,"action":{"kind":"hold","dice":`) {
			lines[i] = `{"seat":1,"action":{"kind":"hold","dice":0}}`
			break
		}
	}
	return path, []byte(strings.Join(lines, "\n"))
}

// The replay of a match with the review of P2 on, at its last hold, a
// slip, at 80x24 and 100x30: the log marks each of its holds and says
// the best hold and the cost of the slip, and its title the seat's
// accuracy.
func TestReviewScreenGolden(t *testing.T) {
	path, data := slipped(t)
	rep, err := reviewer.Review(context.Background(), data, path, review.Request{Seat: 1})
	require.NoError(t, err)
	require.NotEmpty(t, rep.Decisions)
	last := rep.Decisions[len(rep.Decisions)-1]
	require.Contains(t, []review.Mark{review.Inaccuracy, review.Mistake, review.Blunder}, last.Mark, "rerolling every die was a slip")
	for _, size := range [][2]int{{80, 24}, {100, 30}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			env := testEnv(false)
			env.Width, env.Height = size[0], size[1]
			m := screentest.OpenReviewed[screenOf](t, Screens, env, data, "match.jsonl", screentest.ReviewBy("Risk Choice", reviewer, data, path, 1, 2))
			for range last.Step + 1 {
				m = press(t, m, "right")
			}
			view := m.View()
			screentest.RequireSize(t, view, size[0], size[1], t.Name())
			assert.Contains(t, view, fmt.Sprintf("Log · P2 %.0f%% accurate", rep.Summary.Accuracy))
			assert.Contains(t, view, string(last.Mark)+": best", "the slip says the best hold and its cost")
			golden.RequireEqual(t, []byte(view))
		})
	}
}

// r turns the marks off and on again; the log's title says how far the
// review is until it is ready; a game without a reviewer says so.
func TestReviewScreenToggle(t *testing.T) {
	_, path, data := savedMatch(t, nil)
	release := make(chan struct{})
	r := screentest.ReviewBy("Risk Choice", reviewer, data, path, 1, 2)
	run := r.Run
	r.Run = func(ctx context.Context, seat game.Seat, progress func(done, total int)) (review.Report, error) {
		progress(1, 4)
		<-release
		return run(ctx, seat, progress)
	}
	r.On = false
	m := screentest.OpenReviewed[screenOf](t, Screens, testEnv(false), data, path, r)
	m = press(t, m, "right", "right")
	plain := m.View()
	s, cmd := m.Update(keys("r")[0])
	require.NotNil(t, cmd)
	s, wait := s.Update(cmd())
	assert.Contains(t, s.View(), "Log · reviewing P2 1/4…")
	close(release)
	m, _ = drive(t, s.(screenOf), screentest.Run(wait)...)
	marked := m.View()
	assert.NotEqual(t, plain, marked)
	assert.Regexp(t, `holds .* [★✓?]`, marked, "P2's hold is marked")
	m = press(t, m, "r")
	assert.Equal(t, plain, m.View())
	m = press(t, m, "r")
	assert.Equal(t, marked, m.View())

	none := screentest.OpenReviewed[screenOf](t, Screens, testEnv(false), data, path, screen.Review{Game: "Risk Choice"})
	none = press(t, none, "r")
	assert.Contains(t, none.View(), "No review for Risk Choice yet.")
}
