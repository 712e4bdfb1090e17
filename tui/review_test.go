package tui

import (
	"context"
	"html"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/ai/review"
	"teahouse/game/store"
	"teahouse/tui/screentest"
	"teahouse/tui/table"
)

// copiedLog copies the web page test log of game into a directory of the
// test's, where its review may be kept, and returns its path.
func copiedLog(t *testing.T, game string) string {
	t.Helper()
	data, err := os.ReadFile(webLog(game))
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), game+"-20260102-150400-7.jsonl")
	require.NoError(t, os.WriteFile(path, data, 0o644))
	return path
}

// runScreen feeds the app the messages of cmd and of the commands they
// bring, as the program does, while a screen is hosted.
func runScreen(t *testing.T, a App, cmd tea.Cmd) App {
	t.Helper()
	queue := screentest.Run(cmd)
	for steps := 0; len(queue) > 0 && a.mode == modeGame; steps++ {
		require.Less(t, steps, 10_000)
		next, c := a.Update(queue[0])
		a, queue = next.(App), append(queue[1:], screentest.Run(c)...)
	}
	return a
}

// v on the saved games opens the game in focus in the replay viewer with
// its review on: worked out, kept beside the log, its marks in the log.
func TestBrowserOpensAReview(t *testing.T) {
	path := copiedLog(t, "pokerdice")
	entry := store.LogEntry{Path: path, Game: "pokerdice", Date: time.Date(2026, 1, 2, 15, 4, 0, 0, time.UTC),
		Players: []string{"AI (simple)", "AI (optimal)"}, Finished: true}
	a := recordsApp(t, &fakeRecords{logs: []store.LogEntry{entry}}, 100, 30)
	a = browse(t, a, key("g"))
	assert.Contains(t, statsView(a), "[ v Review ]")
	next, cmd := a.Update(key("v"))
	a = next.(App)
	require.Equal(t, modeGame, a.mode)
	assert.True(t, a.replaying && a.fromBrowser)
	a = runScreen(t, a, cmd)
	assert.Contains(t, statsView(a), "Log · P1 100% accurate")
	assert.FileExists(t, review.KeptFile(path), "the review is kept beside the log")
	next, cmd = a.Update(key("esc"))
	a = send(next.(App), cmd())
	assert.Equal(t, modeBrowser, a.mode, "leaving it goes back to the saved games")
}

// v on the result of a game played here opens its saved log in the
// replay viewer with its review on; a replay's result, or a game whose
// log was not saved, offers none.
func TestResultOffersAReview(t *testing.T) {
	path := copiedLog(t, "pokerdice")
	a := recordsApp(t, &fakeRecords{}, 80, 24)
	a.mode, a.result = modeResult, newResult([]string{"AI (optimal) wins the match 2-1."}, path, 7, false, "Lobby")
	assert.Contains(t, statsView(a), "[ v Review ]")
	next, cmd := a.Update(key("v"))
	a = next.(App)
	require.Equal(t, modeGame, a.mode)
	require.True(t, a.replaying)
	a = runScreen(t, a, cmd)
	assert.Regexp(t, `Log · P1 \d+% accurate`, statsView(a))
	assert.Contains(t, statsView(a), "r review")

	for _, r := range []result{
		newResult([]string{"AI (greedy) wins"}, "", 7, false, "Lobby"),  // not saved
		newResult([]string{"AI (greedy) wins"}, path, 7, true, "Lobby"), // a replay
	} {
		b := recordsApp(t, &fakeRecords{}, 80, 24)
		b.mode, b.result = modeResult, r
		assert.NotContains(t, statsView(b), "Review")
		b = send(b, key("v"))
		assert.Equal(t, modeResult, b.mode)
	}

	gone := recordsApp(t, &fakeRecords{}, 80, 24)
	gone.mode, gone.result = modeResult, newResult([]string{"x"}, filepath.Join(t.TempDir(), "gone.jsonl"), 7, false, "Lobby")
	gone = send(gone, key("v"))
	assert.Equal(t, modeResult, gone.mode)
	assert.Contains(t, statsView(gone), "gone.jsonl", "a log gone says so on the result")
}

// reviewedPage writes the page of the log at path with the eyes as and
// the review, and returns its text.
func reviewedPage(t *testing.T, path, as string) (string, string) {
	t.Helper()
	f, err := ReadReplay(path)
	require.NoError(t, err)
	out := filepath.Join(t.TempDir(), "page.html")
	said, err := WebPage(context.Background(), f, out, as, true)
	require.NoError(t, err)
	b, err := os.ReadFile(out)
	require.NoError(t, err)
	return string(b), said
}

// replay --html --review: the summary at the top, every decision of the
// seat shown marked beside its log line, the best choice beside a slip,
// names escaped, nothing loaded from elsewhere.
func TestWebPageReview(t *testing.T) {
	path := copiedLog(t, "pokerdice")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	// P1 is a person with a name that is markup, who rerolled every die
	// at its last hold.
	text := strings.Replace(string(data), `{"id":"ai:simple","kind":"ai","level":"simple"}`,
		`{"id":"local:x","name":"<b>ann</b>","kind":"human"}`, 1)
	lines := strings.Split(text, "\n")
	for i := len(lines) - 1; i > 0; i-- {
		if strings.HasPrefix(lines[i], `{"seat":0,"action":{"kind":"hold"`) {
			lines[i] = `{"seat":0,"action":{"kind":"hold","dice":0}}`
			break
		}
	}
	require.NoError(t, os.WriteFile(path, []byte(strings.Join(lines, "\n")), 0o644))
	page, said := reviewedPage(t, path, "")
	assert.Contains(t, said, "with the review of P1, <b>ann</b>")

	f, err := ReadReplay(path)
	require.NoError(t, err)
	g, ok := FindGame(Games(), "pokerdice")
	require.True(t, ok)
	rv, err := review.For(g.Entry)
	require.NoError(t, err)
	rep, err := rv.Review(context.Background(), f.Data, f.Name, review.Request{Seat: 0})
	require.NoError(t, err)

	assert.Contains(t, page, `<section class="review"><h2>Review of P1, &lt;b&gt;ann&lt;/b&gt;</h2>`)
	assert.NotContains(t, page, "<b>ann</b>")
	assert.Contains(t, page, "<p>"+rep.Summary.Line(rep.Unit, rep.Thresholds.Digits())+"</p>")
	assert.Equal(t, len(rep.Decisions), strings.Count(page, `<span class="rv `), "every decision marked")
	slips := 0
	for _, d := range rep.Decisions {
		if d.Mark != review.Best {
			slips++
		}
	}
	require.Positive(t, slips)
	assert.Equal(t, slips, strings.Count(page, `<span class="rv-best">`), "the best choice beside each slip")
	assert.Contains(t, page, `class="rv best" title="best">★</span>`)
	last := rep.Decisions[len(rep.Decisions)-1]
	assert.Contains(t, page, `class="rv `+string(last.Mark)+`" title="`+string(last.Mark)+`">`+table.MarkSign(last.Mark, false)+`</span><span class="rv-best">`+
		html.EscapeString(table.BestWords(rep, last, false))+`</span>`, "the slip, the best hold beside it")
	for _, external := range []string{"http:", "https:", "<link", "src=", "@import", "url("} {
		assert.NotContains(t, page, external, "the page loads nothing from elsewhere")
	}
	again, _ := reviewedPage(t, path, "")
	assert.Equal(t, page, again, "the same log gives the same bytes (the review kept)")

	plain := webPage(t, path, "")
	assert.NotContains(t, plain, `class="review"`, "no review unless asked")
	assert.NotContains(t, plain, `<span class="rv`)
}

// On a page through one seat's eyes the review is that seat's: another
// seat's best choices would tell what it held.
func TestWebPageReviewIsOfTheSeatShown(t *testing.T) {
	path := copiedLog(t, "pokerdice")
	page, said := reviewedPage(t, path, "P2")
	assert.Contains(t, said, "with the review of P2, AI (optimal)")
	assert.Contains(t, page, "Review of P2, AI (optimal)")
	page, _ = reviewedPage(t, path, "all")
	assert.Contains(t, page, "Review of P1, AI (simple)", "every hand: the seat a review is of by default")
}

// A game without a reviewer has no reviewed page: an error that says so,
// and no page written.
func TestWebPageReviewOfAGameWithoutOne(t *testing.T) {
	for _, g := range Games() {
		if _, err := review.For(g.Entry); err == nil {
			continue
		}
		f, err := ReadReplay(webLog(g.Name))
		require.NoError(t, err)
		out := filepath.Join(t.TempDir(), "page.html")
		_, err = WebPage(context.Background(), f, out, "all", true)
		require.ErrorIs(t, err, review.ErrNoReviewer)
		assert.Contains(t, err.Error(), "no review for "+g.Name+" yet")
		assert.NoFileExists(t, out)
		return
	}
	t.Skip("every game has a reviewer")
}
