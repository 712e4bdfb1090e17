package pokerdice

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aipd "teahouse/ai/pokerdice"
	gp "teahouse/game/pokerdice"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

func TestReviewWords(t *testing.T) {
	tests := []struct {
		review aipd.HoldReview
		want   string
	}{
		{aipd.HoldReview{Holds: 7, Best: 7}, "You chose the best hold all 7 times."},
		{aipd.HoldReview{Holds: 1, Best: 1}, "You chose the best hold the one time."},
		{aipd.HoldReview{Holds: 7, Best: 5, GivenAway: 0.1234}, "You chose the best hold 5 of 7 times (gave away 12.3% win chance in all)."},
		{aipd.HoldReview{Holds: 9, Best: 0, GivenAway: 1.5}, "You chose the best hold 0 of 9 times (gave away 150.0% win chance in all)."},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, reviewWords("You", tt.review))
	}
}

// At the end of a match the log panel and the result say how often you
// held the best holds, as ai/pokerdice reviews the saved log; the
// computer's holds are not reviewed.
func TestReviewAtTheEndOfAMatch(t *testing.T) {
	m := start(t, testEnv(true), setup(42, map[string]string{"skills": "on"}))
	m, summary := playOn(t, m, "1", "2")
	l := screentest.LogOf[gp.Action](t, m, "pokerdice")
	r, err := aipd.ReviewHolds(l)
	require.NoError(t, err)
	holds := 0
	for _, e := range l.Entries {
		if e.Seat == 0 && (e.Action.Kind == gp.KindHold || e.Action.Kind == gp.KindRelock) {
			holds++
		}
	}
	require.Equal(t, holds, r[0].Holds)
	want := reviewWords("You", r[0])
	assert.Equal(t, want, summary[len(summary)-1])
	assert.Contains(t, flatten(m.View()), want, "the log panel says it too")
	assert.NotContains(t, flatten(m.View()), "AI (optimal) chose the best hold")
}

// Two people at one keyboard are both reviewed; a replay reviews the
// people's seats of the log it reads.
func TestReviewHotSeatAndReplay(t *testing.T) {
	m := start(t, testEnv(true), setup(8, nil, p1, p2))
	var out []tea.Msg
	for step := 0; !where(m).Done; step++ {
		require.Less(t, step, 200)
		var said []tea.Msg
		m, said = driveKeys(t, m, "3", "enter")
		out = append(out, said...)
	}
	require.NotEmpty(t, out)
	summary := out[len(out)-1].(screen.Finished).Summary
	r, err := aipd.ReviewHolds(screentest.LogOf[gp.Action](t, m, "pokerdice"))
	require.NoError(t, err)
	assert.Equal(t, []string{reviewWords("Player 1", r[0]), reviewWords("Player 2", r[1])}, summary[len(summary)-2:])

	path, data := screentest.SavedLog(t, m)
	rep := press(t, replayOf(t, data, path), "G")
	_, said := driveKeys(t, rep, "enter")
	require.Len(t, said, 1)
	assert.Equal(t, summary[len(summary)-2:], said[0].(screen.Finished).Summary[len(summary)-2:], "the replay says the same")
}
