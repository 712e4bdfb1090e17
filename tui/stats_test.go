package tui

import (
	"fmt"
	"io"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/gametest"
	"teahouse/game/store"
	bj "teahouse/rules/blackjack"
	"teahouse/tui/screentest"
	"teahouse/tui/ui"
)

// recordsApp is the shell with the real games and rec as its records, at
// w by h, its clock at noon UTC on 2 January 2026.
func recordsApp(t *testing.T, rec Records, w, h int) App {
	t.Helper()
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	a := New(Options{GamesDir: t.TempDir(), Records: rec, Login: "ann", Now: func() time.Time { return day(2) }}, r)
	return resize(a, w, h)
}

// yahtzeeRecords has two players' Yahtzee games and twelve scores.
func yahtzeeRecords() *fakeRecords {
	rec := &fakeRecords{
		stats: map[string][]store.PlayerStats{"yahtzee": {
			{Player: "local:ann", Name: "ann", Played: 12, Won: 5, Best: 281, Mean: 221.25},
			{Player: "ai:optimal", Name: "AI (optimal)", Played: 12, Won: 7, Best: 302, Mean: 248.5},
		}},
		high: map[string][]store.HighScore{},
	}
	for i := range 12 {
		name := []string{"ann", "AI (optimal)"}[i%2]
		rec.high["yahtzee"] = append(rec.high["yahtzee"], store.HighScore{Player: "local:" + name, Name: name, Score: float64(302 - 7*i), Date: day(1 + i)})
	}
	return rec
}

func statsView(a App) string { return ansi.Strip(a.View()) }

// The statistics of Yahtzee at 80x24: both players, the ten best scores
// with their dates, every line inside the screen.
func TestStatsGolden(t *testing.T) {
	recordsGolden(t, yahtzeeRecords(), "j", "s", "High scores") // Yahtzee in the lobby
}

// recordsGolden opens the screen of key at the lobby's game moved to by
// moves, with rec as the records, at 80x24, waits for want, and checks
// the screen against its golden file, every line inside the screen.
func recordsGolden(t *testing.T, rec Records, moves, key, want string) {
	t.Helper()
	tm := teatest.NewTestModel(t, recordsApp(t, rec, 80, 24), teatest.WithInitialTermSize(80, 24))
	tm.Type(moves)
	tm.Type(key)
	waitText(t, tm, want)
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

func TestStatsShowsWhatTheRecordsHold(t *testing.T) {
	rec := yahtzeeRecords()
	a := recordsApp(t, rec, 100, 40)
	a = send(a, key("j"), key("s"))
	require.Equal(t, modeStats, a.mode)
	v := statsView(a)
	assert.Contains(t, v, "Yahtzee")
	for _, s := range rec.stats["yahtzee"] {
		assert.Regexp(t, row(s.Name, s.Played, s.Won, s.Best, fmt.Sprintf("%.1f", s.Mean)), v)
	}
	shown := 0
	for i, h := range rec.high["yahtzee"] {
		if regexp.MustCompile(row(i+1, h.Score, h.Name, h.Date.Format("2006-01-02"))).MatchString(v) {
			shown++
		}
	}
	assert.Equal(t, highScoresShown, shown, "the best ten, in order")
	assert.Contains(t, v, rec.high["yahtzee"][0].Date.Format("2006-01-02"))
	assert.NotContains(t, v, rec.high["yahtzee"][10].Date.Format("2006-01-02"), "the eleventh is not listed")
}

// Two computers of one level at one game are told apart by seat in the
// high scores; their statistics are one row, the level's.
func TestStatsComputersBySeat(t *testing.T) {
	rec := &fakeRecords{
		stats: map[string][]store.PlayerStats{"yahtzee": {
			{Player: "ai:optimal", Name: "AI (optimal)", Played: 2, Won: 1, Best: 250, Mean: 240},
			{Player: "local:ann", Name: "ann", Played: 1, Best: 200, Mean: 200},
		}},
		high: map[string][]store.HighScore{"yahtzee": {
			{Player: "ai:optimal", Name: "AI (optimal)", Seat: 2, Score: 250, Date: day(1)},
			{Player: "ai:optimal", Name: "AI (optimal)", Seat: 1, Score: 230, Date: day(1)},
			{Player: "local:ann", Name: "ann", Seat: 0, Score: 200, Date: day(1)},
			{Player: "ai:optimal", Name: "AI (optimal)", Seat: -1, Score: 100, Date: day(1)},
		}},
	}
	a := send(recordsApp(t, rec, 80, 24), key("j"), key("s"))
	v := statsView(a)
	assert.Regexp(t, row("AI (optimal)", 2, 1, 250, "240.0"), v)
	assert.Regexp(t, row(1, 250, "AI (optimal) at P3", "2026-01-01"), v)
	assert.Regexp(t, row(2, 230, "AI (optimal) at P2", "2026-01-01"), v)
	assert.Regexp(t, row(3, 200, "ann", "2026-01-01"), v, "a person by name")
	assert.Regexp(t, row(4, 100, "AI (optimal)", "2026-01-01"), v, "a score from before seats were kept")
}

func TestStatsEmptyStatesSaySo(t *testing.T) {
	a := recordsApp(t, &fakeRecords{}, 80, 24)
	a = send(a, key("s"))
	assert.Contains(t, statsView(a), "No finished games of "+a.games[0].Title+" yet.")
	assert.NotContains(t, statsView(a), "High scores", "Risk Choice keeps no high scores")
	a = send(a, key("right"))
	assert.Contains(t, statsView(a), "No finished games of Yahtzee yet.")
	assert.Contains(t, statsView(a), "No scores yet.")

	none := recordsApp(t, nil, 80, 24)
	none = send(none, key("s"))
	assert.Contains(t, statsView(none), "No statistics are kept this time")
}

// left/right and a click on a game's name change the game; esc and the
// Back button go back to the lobby.
func TestStatsKeysAndClicks(t *testing.T) {
	a := recordsApp(t, yahtzeeRecords(), 80, 24)
	a = send(a, key("s"))
	require.Equal(t, 0, a.stats.game)
	a = send(a, key("right"))
	assert.Equal(t, 1, a.stats.game)
	a = send(a, key("left"), key("left"))
	assert.Equal(t, len(a.games)-1, a.stats.game, "left from the first is the last")

	a = send(a, click(zoneIn(t, a.stats.view(a.env, a.games), "stats-game-1")))
	assert.Equal(t, 1, a.stats.game)
	assert.Contains(t, statsView(a), "High scores")
	a = send(a, click(zoneIn(t, a.stats.view(a.env, a.games), "stats-back")))
	assert.Equal(t, modeLobby, a.mode)

	a = send(a, click(zoneIn(t, a.lobby.view(a.env, a.status), "lobby-stats")))
	assert.Equal(t, modeStats, a.mode)
	a = send(a, key("esc"))
	assert.Equal(t, modeLobby, a.mode)
}

// Six players and ten scores are taller than 80x24: the page says there
// is more and scrolls to it.
func TestStatsScrolls(t *testing.T) {
	rec := yahtzeeRecords()
	for i := range 4 {
		name := fmt.Sprintf("Player %d", i+3)
		rec.stats["yahtzee"] = append(rec.stats["yahtzee"], store.PlayerStats{Player: "local:" + name, Name: name, Played: 1})
	}
	a := recordsApp(t, rec, 80, 24)
	a = send(a, key("j"), key("s"))
	v := statsView(a)
	assert.Contains(t, v, "more below")
	last := rec.high["yahtzee"][highScoresShown-1]
	lastRow := row(highScoresShown, last.Score, last.Name)
	assert.NotRegexp(t, lastRow, v)
	a = send(a, key("end"))
	v = statsView(a)
	assert.Regexp(t, lastRow, v)
	assert.Contains(t, v, "more above")
	assert.Len(t, strings.Split(a.View(), "\n"), 24)
	a = send(a, key("home"))
	assert.Contains(t, statsView(a), "Player")
}

// row is a pattern of a table row of cells, in order, apart by spaces.
func row(cells ...any) string {
	parts := make([]string, len(cells))
	for i, c := range cells {
		parts[i] = regexp.QuoteMeta(fmt.Sprint(c))
	}
	return `(?m)^[^\S\n]*\S*[^\S\n]*` + strings.Join(parts, `[^\S\n]+`) + `(\s|$)`
}

// zoneIn is where b draws zone id.
func zoneIn(t *testing.T, b ui.Block, id string) ui.Rect {
	t.Helper()
	for _, z := range b.Zones {
		if z.ID == id {
			return z.Rect
		}
	}
	t.Fatalf("no zone %q", id)
	return ui.Rect{}
}

// Blackjack's page ends with what its bank keeps of each person.
func TestStatsBlackjackLifetime(t *testing.T) {
	dir := t.TempDir()
	st := screentest.Store(t, dir)
	_, err := st.Apply(map[string]store.Change{
		"local:ann": {Bankroll: bj.Chips(1210), Rounds: 30, Hands: 32, Won: 15, Lost: 14, Pushed: 3, Blackjacks: 2, Net: bj.Chips(210)},
	})
	require.NoError(t, err)
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	a := New(Options{GamesDir: filepath.Join(dir, "games"), Records: &fakeRecords{}, Store: st, Now: func() time.Time { return day(2) }}, r)
	a = resize(a, 80, 24)
	a = send(a, key("j"), key("j"), key("s"))
	v := statsView(a)
	assert.Contains(t, v, "No finished games of Blackjack yet.")
	assert.Contains(t, v, "Lifetime results")
	assert.Regexp(t, row("ann", 30, 15, 14, 3, 2, "+210", 1210), v)
	for _, l := range strings.Split(a.View(), "\n") {
		assert.LessOrEqual(t, lipgloss.Width(l), 80)
	}
}
