package tui

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/gametest"
	"teahouse/game/store"
	"teahouse/tui/screen"
)

// The saved logs of testdata/saved: a finished Risk Choice match, a
// Yahtzee game left at turn 40, a match whose third line is an action
// out of turn, and an index entry whose file is gone.
var (
	savedFinished = store.LogEntry{Path: "testdata/saved/pokerdice-20260101-201500-7.jsonl", Game: "pokerdice",
		Date: time.Date(2026, 1, 1, 20, 15, 0, 0, time.UTC), Players: []string{"ann", "AI (optimal)"}, Finished: true}
	savedLeft = store.LogEntry{Path: "testdata/saved/yahtzee-20260101-213000-11.jsonl", Game: "yahtzee",
		Date: time.Date(2026, 1, 1, 21, 30, 0, 0, time.UTC), Players: []string{"ann", "bob"}}
	savedCorrupt = store.LogEntry{Path: "testdata/saved/pokerdice-20260101-224500-8.jsonl", Game: "pokerdice",
		Date: time.Date(2026, 1, 1, 22, 45, 0, 0, time.UTC), Players: []string{"ann", "AI (optimal)"}, Finished: true}
	savedGone = store.LogEntry{Path: "testdata/saved/gone.jsonl", Game: "blackjack",
		Date: time.Date(2026, 1, 1, 23, 0, 0, 0, time.UTC), Players: []string{"ann"}}
)

// browse sends msgs to the app and, while it shows the saved games, runs
// the commands it returns (reading the list, checking the entries on
// screen, writing a page) and feeds their messages back, as the program
// does. An Update or a command that never returns fails the test.
func browse(t *testing.T, a App, msgs ...tea.Msg) App {
	t.Helper()
	for _, msg := range msgs {
		for msg != nil {
			var cmd tea.Cmd
			within(t, func() {
				next, c := a.Update(msg)
				a, cmd = next.(App), c
			})
			msg = nil
			if cmd != nil && a.mode == modeBrowser {
				within(t, func() { msg = cmd() })
			}
		}
	}
	return a
}

// within runs f and fails the test if it has not returned after
// gametest.Patience: an Update or a command waiting for a FIFO's writer
// never does.
func within(t *testing.T, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(gametest.Patience(t)):
		t.Fatalf("still waiting after %v", gametest.Patience(t))
	}
}

// savedIndex lists the saved logs newest first, as the store does.
func savedIndex() *fakeRecords {
	return &fakeRecords{logs: []store.LogEntry{savedGone, savedCorrupt, savedLeft, savedFinished}}
}

func TestBrowserGolden(t *testing.T) {
	app := recordsApp(t, savedIndex(), 80, 24)
	tm := teatest.NewTestModel(t, app, teatest.WithInitialTermSize(80, 24))
	tm.Type("g")
	waitText(t, tm, "the file is missing") // the list is read and its entries replayed
	require.NoError(t, tm.Quit())
	final := tm.FinalModel(t, teatest.WithFinalTimeout(gametest.Patience(t))).(App)
	v := final.View()
	lines := strings.Split(v, "\n")
	assert.Len(t, lines, 24)
	for _, l := range lines {
		assert.LessOrEqual(t, lipgloss.Width(l), 80)
	}
	golden.RequireEqual(t, []byte(v))
}

// Each entry says when, which game, finished or not, the players and the
// result; the two logs that cannot be replayed say why, and the list goes
// on past them.
func TestBrowserListsEveryLog(t *testing.T) {
	a := recordsApp(t, savedIndex(), 100, 40)
	a = browse(t, a, key("g"))
	require.Equal(t, modeBrowser, a.mode)
	v := statsView(a)
	assert.Regexp(t, `2026-01-01 20:15\s+Risk Choice.*finished`, v)
	assert.Contains(t, v, "AI (optimal) wins: ann 1 point, AI (optimal) 2 points")
	assert.Regexp(t, `2026-01-01 21:30\s+Yahtzee\s+unfinished`, v)
	assert.Contains(t, v, "ann, bob")
	assert.Regexp(t, `2026-01-01 22:45\s+Risk Choice.*cannot be replayed`, v)
	assert.Contains(t, v, "corrupt game log: action 2 (P1): not your turn")
	assert.Contains(t, v, "the file is missing")
	assert.Less(t, strings.Index(v, "23:00"), strings.Index(v, "22:45"), "newest first")
}

// Enter on a log that cannot be replayed says why and stays; the replay
// button is dimmed there.
func TestBrowserRefusesACorruptLog(t *testing.T) {
	a := recordsApp(t, savedIndex(), 80, 24)
	a = browse(t, a, key("g"), key("down"))
	assert.Contains(t, statsView(a), "( enter Replay )", "dimmed on a corrupt log")
	a = send(a, key("enter"))
	assert.Equal(t, modeBrowser, a.mode)
	assert.Contains(t, a.status, "not your turn")
	a = send(a, key("down"))
	assert.Empty(t, a.status, "moving on clears it")
	assert.Contains(t, statsView(a), "[ enter Replay ]")
}

// A saved log opens in the replay viewer, as `teahouse replay FILE` opens
// it; leaving the replay comes back to the list.
func TestBrowserOpensAReplay(t *testing.T) {
	app := recordsApp(t, savedIndex(), 100, 30)
	tm := teatest.NewTestModel(t, app, teatest.WithInitialTermSize(100, 30))
	tm.Type("g")
	waitText(t, tm, "the file is missing") // the list is read
	tm.Type("G")                           // the oldest: the finished match
	tm.Send(key("enter"))
	waitText(t, tm, "step 0 of")
	tm.Type("G")
	tm.Send(key("esc"))
	waitText(t, tm, "Saved games")
	require.NoError(t, tm.Quit())
	final := tm.FinalModel(t, teatest.WithFinalTimeout(gametest.Patience(t))).(App)
	assert.Equal(t, modeBrowser, final.mode)
	assert.Equal(t, len(final.browser.entries)-1, final.browser.focus, "the focus where it was")
}

// The replay the browser opens is the one ReadReplay reads for the
// command line.
func TestBrowserReplayIsTheFile(t *testing.T) {
	a := recordsApp(t, savedIndex(), 100, 30)
	a = browse(t, a, key("g"), key("end"), key("enter"))
	require.Equal(t, modeGame, a.mode)
	require.True(t, a.replaying)
	f, err := ReadReplay(savedFinished.Path)
	require.NoError(t, err)
	again, err := a.scr.SaveLog(t.TempDir())
	require.NoError(t, err)
	g, err := ReadReplay(again)
	require.NoError(t, err)
	assert.Equal(t, f.Data, g.Data)
	h, err := game.ReadHeader(bytes.NewReader(f.Data), f.Name)
	require.NoError(t, err)
	assert.Equal(t, game.LogName(h.Game, h.Started, 1), filepath.Base(g.Name), "named by its game and start, not its seed")
}

// Twenty logs at 80x24: a screenful at a time, the focus scrolling the
// list; a click focuses an entry and a second click opens it.
func TestBrowserScrollsAndClicks(t *testing.T) {
	rec := &fakeRecords{}
	for i := range 20 {
		e := savedFinished
		e.Date = e.Date.Add(-time.Duration(i) * time.Hour)
		rec.logs = append(rec.logs, e)
	}
	a := recordsApp(t, rec, 80, 24)
	a = browse(t, a, key("g"))
	page := a.browserRows()
	assert.Contains(t, statsView(a), fmt.Sprintf("1-%d of 20", page))
	a = send(a, key("end"))
	assert.Contains(t, statsView(a), fmt.Sprintf("%d-20 of 20", 21-page))
	assert.Contains(t, statsView(a), "> "+rec.logs[19].Date.Format("2006-01-02 15:04"))
	a = send(a, key("pgup"))
	assert.Equal(t, 19-page, a.browser.focus)
	assert.Len(t, strings.Split(a.View(), "\n"), 24)

	b := a.browser.view(a.env, a.games, a.status)
	other := a.browser.top + 2
	a = send(a, click(zoneIn(t, b, fmt.Sprintf("browser-entry-%d", other))))
	assert.Equal(t, other, a.browser.focus, "a click focuses")
	assert.Equal(t, modeBrowser, a.mode)
	b = a.browser.view(a.env, a.games, a.status)
	a = send(a, click(zoneIn(t, b, fmt.Sprintf("browser-entry-%d", a.browser.focus))))
	assert.Equal(t, modeGame, a.mode, "a second click opens")
}

func TestBrowserEmptyAndBrokenIndex(t *testing.T) {
	a := recordsApp(t, &fakeRecords{}, 80, 24)
	a = browse(t, a, key("g"))
	assert.Contains(t, statsView(a), "No saved games yet")
	a = send(a, key("enter"))
	assert.Equal(t, modeBrowser, a.mode, "nothing to open")

	a = recordsApp(t, &fakeRecords{logsErr: errors.New("database is locked")}, 80, 24)
	a = browse(t, a, key("g"))
	assert.Contains(t, statsView(a), "Could not read the saved games: database is locked")

	a = recordsApp(t, nil, 80, 24)
	a = browse(t, a, key("g"))
	assert.Contains(t, statsView(a), "The saved games are not listed this time")
	a = send(a, click(zoneIn(t, a.browser.view(a.env, a.games, a.status), "browser-back")))
	assert.Equal(t, modeLobby, a.mode)
}

// The result of a replay opened from the saved games leads back there.
func TestBrowserReplayResultLeadsBack(t *testing.T) {
	a := recordsApp(t, savedIndex(), 100, 30)
	a = browse(t, a, key("g"), key("end"), key("enter"))
	require.Equal(t, modeGame, a.mode)
	a = send(a, screen.Finished{Summary: []string{"AI (optimal) wins"}})
	require.Equal(t, modeResult, a.mode)
	assert.Contains(t, statsView(a), "Saved games")
	assert.NotContains(t, statsView(a), "Rematch")
	a = send(a, key("l"))
	assert.Equal(t, modeBrowser, a.mode)
	a = send(a, key("esc"))
	assert.Equal(t, modeLobby, a.mode)
	a = send(a, key("s"), key("esc"))
	assert.Equal(t, modeLobby, a.mode)
}

// Seats of one label are told apart by their place, as the table does.
func TestResultLineTellsLikeSeatsApart(t *testing.T) {
	e := store.LogEntry{Players: []string{"AI (optimal)", "AI (optimal)", "ann"}}
	o := game.Outcome{Over: true, Winners: []game.Seat{1}, Seats: []game.SeatResult{{Line: "0 points"}, {Line: "2 points"}, {Line: "1 point"}}}
	assert.Equal(t, "P2 AI (optimal) wins: P1 AI (optimal) 0 points, P2 AI (optimal) 2 points, ann 1 point", resultLine(e, o))
	assert.Equal(t, "a draw: P1 AI (optimal) 0 points, P2 AI (optimal) 2 points, ann 1 point", resultLine(e, game.Outcome{Over: true, Seats: o.Seats}))
}

// w writes the saved game in focus as a web page beside its log and says
// where; a page that cannot be written says why, and the list stays.
func TestBrowserWritesAWebPage(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile(webLog("pokerdice"))
	require.NoError(t, err)
	path := filepath.Join(dir, "pokerdice-20260102-150400-7.jsonl")
	require.NoError(t, os.WriteFile(path, data, 0o644))
	entry := store.LogEntry{Path: path, Game: "pokerdice", Date: time.Date(2026, 1, 2, 15, 4, 0, 0, time.UTC),
		Players: []string{"AI (simple)", "AI (optimal)"}, Finished: true}
	a := recordsApp(t, &fakeRecords{logs: []store.LogEntry{entry}}, 100, 30)
	a = browse(t, a, key("g"))
	assert.Contains(t, statsView(a), "[ w Web page ]")
	write := func(a App) App {
		next, cmd := a.Update(key("w"))
		a = next.(App)
		require.NotNil(t, cmd)
		assert.Contains(t, statsView(a), "Writing the web page")
		return send(a, cmd())
	}
	a = write(a)
	page := strings.TrimSuffix(path, ".jsonl") + ".html"
	assert.FileExists(t, page)
	assert.Equal(t, modeBrowser, a.mode)
	assert.Empty(t, a.status)
	assert.Contains(t, statsView(a), "Wrote "+dir)
	assert.Contains(t, statsView(a), "showing every hand")

	require.NoError(t, os.Remove(page))
	require.NoError(t, os.Mkdir(page, 0o755)) // a directory where the page would go
	a = write(a)
	assert.Contains(t, a.status, "cannot write "+page)
	assert.Equal(t, modeBrowser, a.mode)
}

// A replay that reaches the game's end records nothing and rates nobody:
// the game was kept when it was played.
func TestReplayIsNotRecorded(t *testing.T) {
	rec := savedIndex()
	a := recordsApp(t, rec, 100, 30)
	a = browse(t, a, key("g"), key("end"), key("enter"))
	require.True(t, a.replaying)
	a = send(a, screen.Finished{
		Outcome: game.Outcome{Over: true, Winners: []game.Seat{0}, Seats: []game.SeatResult{{Score: 3}, {Score: 1}}, Contests: game.ByScore([]float64{3, 1})},
		Players: []game.Player{{ID: "local:ann", Name: "ann", Kind: game.Human}, {ID: "ai:hard", Kind: game.AI, Level: "hard"}},
	})
	assert.Empty(t, rec.results)
	assert.Empty(t, rec.rated)
}
