package table_test

import (
	"context"
	"errors"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/ai/review"
	"teahouse/game"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
	"teahouse/tui/table"
)

// raceReview is a review of P1's steps in a race: its first step best,
// its second an inaccuracy, its third a blunder.
func raceReview(t *testing.T) review.Report {
	t.Helper()
	th := review.Thresholds{Unit: "steps", Inaccuracy: 0.2, Mistake: 0.5, Blunder: 1}
	choices := func(chose, other float64) []review.Choice {
		return []review.Choice{{Action: "step 1", Value: chose}, {Action: "step 2", Value: other}}
	}
	rep, err := review.Of("race", 0, th, []review.Position{
		{Step: 0, Kind: "step", Chosen: 0, Choices: choices(1, 0.5)},
		{Step: 2, Kind: "step", Chosen: 0, Choices: choices(1, 1.25)},
		{Step: 4, Kind: "step", Chosen: 0, Choices: choices(0, 2)},
	})
	require.NoError(t, err)
	return rep
}

// reviewer is a review worked out on demand: it says how far it is, then
// waits for release (closed at once when nil), counting its runs.
type reviewer struct {
	report  review.Report
	err     error
	release chan struct{}
	runs    *int
}

func (r reviewer) run(ctx context.Context, seat game.Seat, progress func(done, total int)) (review.Report, error) {
	*r.runs++
	r.report.Seat = seat
	progress(1, 3)
	if r.release != nil {
		select {
		case <-r.release:
		case <-ctx.Done():
			return review.Report{}, ctx.Err()
		}
	}
	progress(3, 3)
	return r.report, r.err
}

// reviewed is a replay of a race offering r's review of P1, on at once
// when on.
func reviewed(t *testing.T, r reviewer, on bool) raceScreen {
	t.Helper()
	m := replayOf(t, game.Instant)
	offer := screen.Review{Game: "Race", Seat: 0, Seats: 2, On: on}
	if r.runs != nil {
		offer.Run = r.run
	}
	s := m.Reviewed(offer).(raceScreen)
	t.Cleanup(s.Close)
	return s
}

// update gives m one message and returns the command it answers with.
func update(m raceScreen, msg tea.Msg) (raceScreen, tea.Cmd) {
	s, cmd := m.Update(msg)
	return s.(raceScreen), cmd
}

// The review key works the review out in the background, the log's
// title saying how far it is; once it is ready, each of the seat's
// decisions in the log carries its mark, a decision that was not the best
// says the best choice and the cost, and the summary heads the log. The
// key turns the marks off and on again without working it out again.
func TestReviewMarksTheLog(t *testing.T) {
	runs, release := 0, make(chan struct{})
	m := reviewed(t, reviewer{report: raceReview(t), release: release, runs: &runs}, false)
	assert.Contains(t, m.View(), "r review", "the footer names the key")
	m = press(t, m, "G")
	assert.NotContains(t, m.View(), "??")

	m, cmd := update(m, keys("r")[0])
	require.NotNil(t, cmd, "r starts the review")
	msg := cmd() // the review says how far it is, and waits
	m, cmd = update(m, msg)
	assert.Contains(t, m.View(), "Log - reviewing P1 1/3...", "the progress line")
	assert.NotContains(t, m.View(), "??", "no marks until the review is ready")
	close(release)
	var out []tea.Msg
	m, out = drive(t, m, screentest.Run(cmd)...)
	assert.Empty(t, out)

	view := m.View()
	assert.Contains(t, view, "Log - P1 33% accurate")
	assert.Contains(t, view, "Review of P1 AI (two)", "the summary heads the log")
	assert.Contains(t, view, "3 decisions: 1 best, 0 good, 1 inaccuracy")
	assert.Contains(t, view, "P1 AI (two) steps 2 to 2. * ", "P1's first step was the best")
	assert.Contains(t, view, "P1 AI (two) steps 2 to 4. ?! ")
	assert.Contains(t, view, "   inaccuracy: best step 2, cost 0.25 steps")
	assert.Contains(t, view, "P1 AI (two) steps 2 to 6. ?? ")
	assert.Contains(t, view, "   blunder: best step 2, cost 2.00 steps")
	assert.Contains(t, view, "P2 AI (two) steps 2 to 4.  ", "P2's steps are not marked")
	assert.Contains(t, view, "P1 AI (two) steps 2 to 8.  ", "nor P1's steps the review left out")
	assert.Equal(t, 1, runs)

	m = press(t, m, "r")
	assert.NotContains(t, m.View(), "??", "r again: the marks are off")
	assert.Contains(t, m.View(), "Log ")
	m, cmd = update(m, keys("r")[0])
	assert.Nil(t, cmd, "on again: the review is not worked out again")
	assert.Contains(t, m.View(), "??")
	assert.Equal(t, 1, runs)
}

// A game without a reviewer says so in the status line when r is
// pressed; the replay goes on as it was.
func TestReviewOfAGameWithoutOne(t *testing.T) {
	m := reviewed(t, reviewer{}, false)
	assert.Contains(t, m.View(), "r review")
	m, cmd := update(m, keys("r")[0])
	assert.Nil(t, cmd)
	assert.Contains(t, m.View(), "No review for Race yet.")
	m = press(t, m, "right")
	assert.Equal(t, 1, m.Progress().Step)
	assert.NotContains(t, m.View(), "No review for Race yet.", "the next key clears it")
	assert.Contains(t, m.View(), "| Log ", "the log's title is the log's")
}

// A review asked for as the replay opens is worked out by its Init, and
// marks the log as the replay goes, stepping back and forth.
func TestReviewOnAtOpen(t *testing.T) {
	runs := 0
	m := reviewed(t, reviewer{report: raceReview(t), runs: &runs}, true)
	assert.Contains(t, m.View(), "Log - reviewing P1...", "the title says it is under way")
	m, _ = drive(t, m, screentest.Run(m.Init())...)
	assert.Equal(t, 1, runs)
	assert.Contains(t, m.View(), "Review of P1 AI (two)")
	m = press(t, m, "right", "right", "right")
	assert.Contains(t, m.View(), "P1 AI (two) steps 2 to 4. ?! ")
	assert.Contains(t, m.View(), "inaccuracy: best step 2", "the step on screen says the best choice and the cost")
	m = press(t, m, "left")
	assert.NotContains(t, m.View(), "inaccuracy: best", "back a step: the log and its marks go back too")
	assert.Contains(t, m.View(), "P1 AI (two) steps 2 to 2. * ")
}

// A review that fails says why, and r tries again.
func TestReviewThatFails(t *testing.T) {
	runs := 0
	m := reviewed(t, reviewer{err: errors.New("the strategy table is missing"), runs: &runs}, false)
	m, _ = drive(t, m, keys("r")...)
	assert.Contains(t, m.View(), "The review could not be made: the strategy table is missing")
	assert.Contains(t, m.View(), "Log - no review")
	m, _ = drive(t, m, keys("r", "r")...)
	assert.Equal(t, 2, runs, "off, and on again: tried again")
}

// Closing the replay stops a review being worked out (goleak checks that
// its goroutine ends).
func TestReviewStopsWithTheScreen(t *testing.T) {
	runs := 0
	m := reviewed(t, reviewer{report: raceReview(t), release: make(chan struct{}), runs: &runs}, false)
	m, cmd := update(m, keys("r")[0])
	m, cmd = update(m, cmd())
	m.Close()
	msg := cmd()
	m, _ = drive(t, m, msg)
	assert.Contains(t, m.View(), "The review could not be made: context canceled")
}

// A live table offers no review: r is the face's.
func TestLiveTableOffersNoReview(t *testing.T) {
	m := open(t, game.Instant, you, ai)
	runs := 0
	s := m.Reviewed(screen.Review{Game: "Race", Seats: 2, Run: reviewer{runs: &runs}.run, On: true}).(raceScreen)
	assert.Equal(t, m.View(), s.View(), "no key, no title")
	assert.NotContains(t, s.View(), "review")
}

// R reviews the next seat, worked out once; the marks follow the seat.
func TestReviewNextSeat(t *testing.T) {
	runs := 0
	m := reviewed(t, reviewer{report: raceReview(t), runs: &runs}, false)
	m = press(t, m, "G")
	m, _ = drive(t, m, keys("r")...)
	assert.Contains(t, m.View(), "Log - P1 33% accurate")
	m, cmd := update(m, keys("R")[0])
	assert.Contains(t, m.View(), "Log - reviewing P2...")
	assert.NotContains(t, m.View(), "??", "no marks of P1's on P2's review")
	m, _ = drive(t, m, screentest.Run(cmd)...)
	assert.Contains(t, m.View(), "Log - P2 33% accurate")
	assert.Contains(t, m.View(), "Review of P2 AI (two)")
	m, _ = drive(t, m, keys("R")...)
	assert.Contains(t, m.View(), "Log - P1 33% accurate", "back to P1: its review at once")
	assert.Equal(t, 2, runs)
	m, cmd = update(m, keys("r")[0])
	assert.Nil(t, cmd)
	m, cmd = update(m, keys("R")[0])
	assert.Nil(t, cmd, "P2's review is ready: R shows it at once")
	assert.Contains(t, m.View(), "Log - P2 33% accurate")
}

// Turning the review off and on while it is worked out waits for the
// same one: no second run, no second waiting command.
func TestReviewToggledWhileWorkedOut(t *testing.T) {
	runs, release := 0, make(chan struct{})
	m := reviewed(t, reviewer{report: raceReview(t), release: release, runs: &runs}, false)
	m, cmd := update(m, keys("r")[0])
	first := cmd() // its news: the review is under way
	m = press(t, m, "r")
	m, again := update(m, keys("r")[0])
	assert.Nil(t, screentest.Run(again), "the first command waits still")
	close(release)
	m, _ = drive(t, m, first)
	assert.Equal(t, 1, runs)
	assert.Contains(t, m.View(), "Log - P1 33% accurate")
}

// An estimated cost says its standard error, in ASCII too.
func TestBestWordsOfAnEstimate(t *testing.T) {
	th := review.Thresholds{Unit: "points", Inaccuracy: 0.05, Mistake: 0.1, Blunder: 0.2}
	rep, err := review.Of("race", 0, th, []review.Position{
		{Step: 0, Kind: "play", Chosen: 1, Choices: []review.Choice{{Action: "pass", Value: 0.5, SE: 0.03}, {Action: "play 7", Value: 0.2, SE: 0.04}}},
	})
	require.NoError(t, err)
	d := rep.Decisions[0]
	assert.Equal(t, "blunder: best pass, cost 0.300 ± 0.050 points", table.BestWords(rep, d, false))
	assert.Equal(t, "blunder: best pass, cost 0.300 +/- 0.050 points", table.BestWords(rep, d, true))
	assert.Equal(t, "??", table.MarkSign(d.Mark, true))
}
