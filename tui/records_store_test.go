package tui

import (
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/store"
	"teahouse/tui/screen"
)

// storeApp is one run of teahouse over the data directory dir: the real
// games and a store of its own, closed when the test ends.
func storeApp(t *testing.T, dir string) App { return storeAppOf(t, dir, "") }

// storeAppOf is storeApp for the player of ID player ("" for the person
// at this keyboard).
func storeAppOf(t *testing.T, dir, player string) App {
	t.Helper()
	st, err := store.Open(dir)
	require.NoError(t, err)
	t.Cleanup(func() { _ = st.Close() })
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	a := New(Options{GamesDir: filepath.Join(dir, "games"), Records: st, Login: "ann", Player: player, Now: func() time.Time { return day(2) }}, r)
	return resize(a, 80, 24)
}

// The setup a game was started with is the next run's starting point, in
// the same data directory; the seed is random again.
func TestRememberedSetupAcrossRuns(t *testing.T) {
	dir := t.TempDir()
	first := storeApp(t, dir)
	first = send(first, key("enter")) // Risk Choice
	require.Equal(t, modeSetup, first.mode)
	first = send(first, key("down"), key("right"), key("right")) // P2: the strongest AI -> You -> hot seat
	first = send(first, key("down"), key("right"))               // holds: free -> strict
	first = send(first, key("down"), key("down"), key("right"))  // best of 5 -> 7
	first = send(first, key("down"), key("right"))               // p1 -> p2 starts
	first = send(first, key("down"), key("right"))               // speed
	first = send(first, key("down"), key("4"), key("2"))
	require.Equal(t, "42", first.setup.seed.Value())
	chosen := first.setup.choices
	first = send(first, key("enter"))
	require.Equal(t, modeGame, first.mode, first.status)
	first = first.Leave()

	second := storeApp(t, dir)
	second = send(second, key("enter"))
	require.Equal(t, modeSetup, second.mode)
	assert.Empty(t, second.status)
	for i, c := range second.setup.choices {
		assert.Equal(t, chosen[i].value(), c.value(), c.key)
	}
	assert.Empty(t, second.setup.seed.Value(), "the seed is not remembered")
	assert.Contains(t, ansi.Strip(second.View()), "< strict >")

	other := send(storeApp(t, dir), key("down"), key("enter")) // Yahtzee
	assert.Equal(t, newSetupForm(other.games[1], nil).choices, other.setup.choices, "each game has its own")
}

// A setup an earlier build kept in the database (the first form) opens
// as it was.
func TestRememberedSetupOfAnEarlierBuild(t *testing.T) {
	dir := t.TempDir()
	st, err := store.Open(dir)
	require.NoError(t, err)
	require.NoError(t, st.Remember(screen.LocalID("ann"), "doudizhu",
		[]byte(`{"version":1,"choices":{"seat-1":"AI rule","bidding":"rob","cap":"none","rules":"simple","rounds":"6","speed":"fast"}}`)))
	require.NoError(t, st.Close())

	a := send(storeApp(t, dir), key("down"), key("down"), key("down"), key("enter")) // Dou Dizhu
	require.Equal(t, modeSetup, a.mode)
	assert.Empty(t, a.status)
	s, err := a.setup.setup()
	require.NoError(t, err)
	assert.Equal(t, game.Settings{"bidding": "rob", "rob-back": "off", "show-cards": "none", "doubling": "off", "cap": "0", "rules": "simple", "deals": "6"}, s.Options)
	assert.Equal(t, "rule", s.Players[1].Level)
	assert.Equal(t, game.Fast, s.Speed)
}

// Remembered setups are each player's own: what one player (one ID)
// started a game with is not another's default, at one server's store.
func TestRememberedSetupPerPlayer(t *testing.T) {
	dir := t.TempDir()
	ann := send(storeAppOf(t, dir, "ssh:SHA256:ann"), key("enter")) // Risk Choice
	require.Equal(t, modeSetup, ann.mode)
	defaults := slices.Clone(ann.setup.choices)
	ann = send(ann, key("down"), key("right"), key("right")) // P2: the strongest AI -> You -> hot seat
	ann = send(ann, key("down"), key("right"))               // holds: free -> strict
	chosen := ann.setup.choices
	require.NotEqual(t, defaults, chosen)
	ann = send(ann, key("enter"))
	require.Equal(t, modeGame, ann.mode, ann.status)
	ann.Leave()

	bo := send(storeAppOf(t, dir, "ssh:SHA256:bo"), key("enter"))
	require.Equal(t, modeSetup, bo.mode)
	assert.Empty(t, bo.status)
	assert.Equal(t, defaults, bo.setup.choices, "a new player starts from the defaults")

	again := send(storeAppOf(t, dir, "ssh:SHA256:ann"), key("enter"))
	for i, c := range again.setup.choices {
		assert.Equal(t, chosen[i].value(), c.value(), c.key)
	}
}

// A finished game is kept in the store: the statistics show it, its
// players are rated, and the saved games list its log.
func TestRecordedGameShowsNextRun(t *testing.T) {
	dir := t.TempDir()
	saves := &[]string{}
	st, err := store.Open(dir)
	require.NoError(t, err)
	defer st.Close()
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	a := New(Options{GamesDir: filepath.Join(dir, "games"), Records: st, Games: []screen.Game{fakeGame(saves)},
		Now: func() time.Time { return day(3) }, Start: &screen.Setup{Game: "fake", Seed: 1,
			Players: []game.Player{{ID: "local:ann", Name: "ann", Kind: game.Human}, {ID: "ai:hard", Kind: game.AI, Level: "hard"}}}}, r)
	a = resize(a, 80, 24)
	fs := a.scr.(fakeScreen)
	fs.running = false
	a.scr = fs
	a = send(a, screen.Finished{
		Outcome: game.Outcome{Over: true, Winners: []game.Seat{0}, Seats: []game.SeatResult{{Score: 3, Line: "3 points"}, {Score: 1, Line: "1 point"}},
			Contests: game.ByScore([]float64{3, 1})},
		Players: []game.Player{{ID: "local:ann", Name: "ann", Kind: game.Human}, {ID: "ai:hard", Kind: game.AI, Level: "hard"}},
	})
	require.Equal(t, modeResult, a.mode)
	assert.NotContains(t, ansi.Strip(a.View()), "could not")

	stats, err := st.Stats("fake")
	require.NoError(t, err)
	require.Len(t, stats, 2)
	board, err := st.Leaderboard("fake")
	require.NoError(t, err)
	require.Len(t, board, 2)
	assert.Equal(t, "local:ann", board[0].Player, "the winner first")
	assert.Equal(t, []int{1, 1}, []int{board[0].Games, board[1].Games})
	a = send(a, key("l"), key("s"))
	assert.Regexp(t, row("ann", 1, 1, 3, "3.0"), ansi.Strip(a.View()))
	assert.Regexp(t, row("AI (hard)", 1, 0, 1, "1.0"), ansi.Strip(a.View()))
	logs, err := st.Logs()
	require.NoError(t, err)
	require.Len(t, logs, 1)
	assert.Equal(t, store.LogEntry{Path: a.SavedLog(), Game: "fake", Date: day(3), Players: []string{"ann", "AI (hard)"}, Finished: true}, logs[0])
	a = browse(t, a, key("esc"), key("g"))
	assert.Contains(t, ansi.Strip(a.View()), "2026-01-03 12:00  Fake game", "listed (the fake game writes no file)")
}

// Logs in the games directory that the index does not hold (saved before
// there was one) are indexed as the saved games open; a file that cannot
// be read is listed with the reason and left alone.
func TestBrowserListsLogsSavedBeforeTheIndex(t *testing.T) {
	dir := t.TempDir()
	games := filepath.Join(dir, "games")
	require.NoError(t, os.MkdirAll(games, 0o755))
	data, err := os.ReadFile(savedFinished.Path)
	require.NoError(t, err)
	old := filepath.Join(games, filepath.Base(savedFinished.Path))
	require.NoError(t, os.WriteFile(old, data, 0o644))
	empty := filepath.Join(games, "empty.jsonl")
	require.NoError(t, os.WriteFile(empty, nil, 0o644))

	a := browse(t, storeApp(t, dir), key("g"))
	require.Len(t, a.browser.entries, 2)
	v := ansi.Strip(a.View())
	assert.Contains(t, v, "2026-01-01 20:15  Risk Choice")
	assert.Contains(t, v, "AI (optimal) wins: ann 1 point, AI (optimal) 2 points")
	assert.Contains(t, v, "the file is empty")
	got, err := os.ReadFile(empty)
	require.NoError(t, err)
	assert.Empty(t, got, "left as it was")

	again := browse(t, storeApp(t, dir), key("g"))
	require.Len(t, again.browser.entries, 2, "indexed once")
	st, err := store.Open(dir)
	require.NoError(t, err)
	defer st.Close()
	logs, err := st.Logs()
	require.NoError(t, err)
	require.Len(t, logs, 1)
	assert.Equal(t, old, logs[0].Path)
	assert.Equal(t, []string{"ann", "AI (optimal)"}, logs[0].Players)
}
