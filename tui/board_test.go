package tui

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/rating"
	"teahouse/game/store"
)

// Where the real games stand in the lobby.
const (
	lobbyYahtzee   = 1
	lobbyBlackjack = 2
	lobbyDoudizhu  = 3
	lobbyShengji   = 4
)

// boardRecords hold a Dou Dizhu leaderboard: the three computer levels
// as landmarks (one never played, named by its ID), ann (the person at
// the keyboard), two other people (one with a name of escape
// sequences) and a program; a Shengji board of one person.
func boardRecords() *fakeRecords {
	r := func(R, RD float64) rating.Rating { return rating.Rating{R: R, RD: RD, Vol: 0.06} }
	return &fakeRecords{board: map[string][]store.Standing{
		"doudizhu": {
			{Player: "ai:expert", Name: "AI (expert)", Rating: r(1812.4, 31.6), Games: 40, Last: day(1), Landmark: true},
			{Player: "exec:./bots/ddz-greedy --deep", Name: "Program (ddz-greedy)", Rating: r(1690, 60), Games: 120, Last: day(1)},
			{Player: "local:ann", Name: "ann", Rating: r(1623.2, 42.9), Games: 14, Last: day(2)},
			{Player: "ai:rule", Name: "ai:rule", Rating: r(1540, 35), Landmark: true},
			{Player: "ssh:SHA256:xThH", Name: "\x1b]0;pwned\x07bo\x1b[31m", Rating: r(1480, 120), Games: 3, Last: day(1)},
			{Player: "local:cy", Name: "cy", Rating: r(1402, 210), Games: 1, Last: day(1)},
			{Player: "ai:simple", Name: "AI (simple)", Rating: r(1180, 30), Games: 9, Last: day(1), Landmark: true},
		},
		"shengji": {{Player: "local:bo", Name: "bo", Rating: r(1500, 350)}},
	}}
}

// boardView is the leaderboard drawn, without styles.
func boardView(a App) string { return ansi.Strip(a.View()) }

// The Dou Dizhu leaderboard at 80x24: every row in order with its rank,
// rating and margin, games and last day; ann's row marked hers, the
// computer levels landmarks, the program by its command, a hostile name
// plain.
func TestBoardGolden(t *testing.T) {
	recordsGolden(t, boardRecords(), "jjj", "l", "ddz-greedy") // Dou Dizhu in the lobby
}

func TestBoardShowsTheStandings(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {100, 30}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			a := recordsApp(t, boardRecords(), size[0], size[1])
			a = send(a, key("j"), key("j"), key("j"), key("l"))
			require.Equal(t, modeBoard, a.mode)
			v := boardView(a)
			assert.Regexp(t, row(1, "AI (expert)", "1812 ± 62", 40, "2026-01-01", "landmark"), v)
			assert.Regexp(t, row(2, "./bots/ddz-greedy --deep", "1690 ± 118", 120, "2026-01-01", "program"), v, "a program by its command")
			assert.Regexp(t, row(3, "ann", "1623 ± 84", 14, "2026-01-02", "you"), v, "the person's own row")
			assert.Regexp(t, row(4, "AI (rule)", "1540 ± 69", 0, "—", "landmark"), v, "a landmark never played, named by its level")
			assert.Regexp(t, row(5, "bo", "1480 ± 235", 3), v, "a name from outside, plain")
			assert.Regexp(t, row(7, "AI (simple)", "1180 ± 59", 9, "2026-01-01", "landmark"), v)
			noEscape(t, "the leaderboard", a.View())
			for _, l := range strings.Split(a.View(), "\n") {
				assert.LessOrEqual(t, lipgloss.Width(l), size[0])
			}
		})
	}
}

// The person's own row is drawn in the focus style, the others plain.
func TestBoardHighlightsTheOwnRow(t *testing.T) {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.ANSI256)
	a := New(Options{GamesDir: t.TempDir(), Records: boardRecords(), Login: "ann", Now: func() time.Time { return day(2) }}, r)
	a = send(resize(a, 80, 24), key("j"), key("j"), key("j"), key("l"))
	th := a.env.Theme
	require.NotEqual(t, th.Focus.Render("ann"), th.Text.Render("ann"), "the focus style stands out")
	// the sequence a style starts a line with
	opens := func(st lipgloss.Style) string { r := st.Render("x"); return r[:strings.Index(r, "x")] }
	seen := 0
	for _, l := range a.board.lines {
		plain := ansi.Strip(l)
		switch {
		case strings.Contains(plain, " ann "):
			assert.True(t, strings.HasPrefix(l, opens(th.Focus)), "%q", l)
			seen++
		case strings.Contains(plain, " cy "), strings.Contains(plain, "AI (expert)"):
			assert.True(t, strings.HasPrefix(l, opens(th.Text)), "%q", l)
			seen++
		}
	}
	assert.Equal(t, 3, seen)
}

// At a server the person is their key's ID: that row is theirs.
func TestBoardOwnRowByPlayerID(t *testing.T) {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	a := New(Options{GamesDir: t.TempDir(), Records: boardRecords(), Login: "bo", Player: "ssh:SHA256:xThH", Now: func() time.Time { return day(2) }}, r)
	a = send(resize(a, 80, 24), key("j"), key("j"), key("j"), key("l"))
	v := boardView(a)
	assert.Regexp(t, row(5, "bo", "1480 ± 235", 3, "2026-01-01", "you"), v)
	assert.Regexp(t, row(2, "./bots/ddz-greedy --deep", "1690 ± 118", 120, "2026-01-01", "program"), v)
	assert.NotRegexp(t, row(3, "ann", "1623 ± 84", 14, "2026-01-02", "you"), v)
}

// The leaderboard opens at the game in focus in the lobby; left/right
// and tab change the game, a click on a game's name too; esc and Back
// go back to the lobby; the lobby's button opens it as l does.
func TestBoardKeysAndClicks(t *testing.T) {
	a := recordsApp(t, boardRecords(), 80, 24)
	a = send(a, key("j"), key("j"), key("j"), key("l"))
	require.Equal(t, modeBoard, a.mode)
	assert.Equal(t, lobbyDoudizhu, a.board.game)
	a = send(a, key("right"))
	assert.Equal(t, lobbyShengji, a.board.game)
	assert.Regexp(t, row(1, "bo", "1500 ± 686", 0, "—"), boardView(a))
	a = send(a, key("tab"))
	assert.Equal(t, 0, a.board.game, "right from the last is the first")
	assert.Contains(t, boardView(a), "Nobody is rated at "+a.games[0].Title+" yet")
	a = send(a, key("left"), key("l"))
	assert.Equal(t, 0, a.board.game, "l is right, as in the statistics")
	a = send(a, tea.KeyMsg{Type: tea.KeyShiftTab})
	assert.Equal(t, lobbyShengji, a.board.game)

	a = send(a, click(zoneIn(t, a.board.view(a.env, a.games), fmt.Sprintf("board-game-%d", lobbyDoudizhu))))
	assert.Equal(t, lobbyDoudizhu, a.board.game)
	assert.Contains(t, boardView(a), "ddz-greedy")
	a = send(a, key("esc"))
	assert.Equal(t, modeLobby, a.mode)
	assert.Equal(t, lobbyDoudizhu, a.lobby.focus, "the lobby's focus stays")

	a = send(a, click(zoneIn(t, a.lobby.view(a.env, a.status), "lobby-board")))
	require.Equal(t, modeBoard, a.mode)
	a = send(a, click(zoneIn(t, a.board.view(a.env, a.games), "board-back")))
	assert.Equal(t, modeLobby, a.mode)

	a = send(a, key("l"))
	a = send(a, click(zoneIn(t, a.board.view(a.env, a.games), "lobby-quit")))
	assert.True(t, a.quit, "the Quit button quits")
}

// Names longer than their column are cut: a program's command at its
// start, where it says least, a person's name at its end.
func TestBoardCutsLongNames(t *testing.T) {
	rec := boardRecords()
	rec.board["yahtzee"] = []store.Standing{
		{Player: "exec:python3 /home/ann/teahouse/bots/yahtzee_greedy.py", Name: "Program (yahtzee_greedy.py)", Rating: rating.New()},
		{Player: "ssh:SHA256:xThH", Name: "Bartholomew Oppenheimer-Smythe", Rating: rating.New()},
	}
	v := boardView(send(recordsApp(t, rec, 80, 24), key("j"), key("l")))
	assert.Regexp(t, row(1, "…se/bots/yahtzee_greedy.py", "1500 ± 686", 0, "—", "program"), v)
	assert.Regexp(t, row(2, "Bartholomew Oppenheimer-S…", "1500 ± 686"), v)
}

// Forty players are taller than 80x24: the headings stay, the rows
// scroll by keys and the wheel, and the title line says what is hidden.
func TestBoardScrolls(t *testing.T) {
	rec := boardRecords()
	var many []store.Standing
	for i := range 40 {
		many = append(many, store.Standing{Player: fmt.Sprintf("local:p%02d", i), Name: fmt.Sprintf("p%02d", i),
			Rating: rating.Rating{R: float64(2000 - 10*i), RD: 50, Vol: 0.06}, Games: i + 1, Last: day(1)})
	}
	rec.board["yahtzee"] = many
	a := recordsApp(t, rec, 80, 24)
	a = send(a, key("j"), key("l"))
	require.Equal(t, lobbyYahtzee, a.board.game)
	first, last := row(1, "p00", "2000 ± 98"), row(40, "p39", "1610 ± 98")
	v := boardView(a)
	assert.Regexp(t, first, v)
	assert.NotRegexp(t, last, v)
	assert.Contains(t, v, "more below")

	a = send(a, key("end"))
	v = boardView(a)
	assert.Regexp(t, last, v)
	assert.NotRegexp(t, first, v)
	assert.Regexp(t, row("#", "Player", "Rating", "Games", "Last played"), v, "the headings stay")
	assert.Contains(t, v, "more above")
	assert.Len(t, strings.Split(a.View(), "\n"), 24)

	a = send(a, key("home"), key("down"), key("down"))
	assert.Regexp(t, row(3, "p02"), boardView(a))
	assert.NotRegexp(t, row(2, "p01"), boardView(a))
	a = send(a, tea.MouseMsg{Button: tea.MouseButtonWheelUp, Action: tea.MouseActionPress})
	assert.Regexp(t, row(2, "p01"), boardView(a))
	assert.NotRegexp(t, first, boardView(a))
	a = send(a, tea.MouseMsg{Button: tea.MouseButtonWheelUp, Action: tea.MouseActionPress})
	assert.Regexp(t, first, boardView(a))
	a = send(a, tea.MouseMsg{Button: tea.MouseButtonWheelDown, Action: tea.MouseActionPress})
	assert.NotRegexp(t, first, boardView(a))
	a = send(a, key("pgdown"), key("pgdown"), key("pgdown"))
	assert.Regexp(t, last, boardView(a))
	a = send(a, key("right"))
	assert.Equal(t, lobbyBlackjack, a.board.game)
	assert.Equal(t, 0, a.board.offset, "another game starts at its top")
}

// Blackjack is not rated: one line says so and where its results are;
// no records, or records that cannot be read, say why.
func TestBoardSaysWhyThereIsNothing(t *testing.T) {
	a := send(recordsApp(t, boardRecords(), 80, 24), key("j"), key("j"), key("l"))
	require.Equal(t, lobbyBlackjack, a.board.game)
	v := strings.Join(strings.Fields(strings.ReplaceAll(boardView(a), "│", "")), " ")
	assert.Contains(t, v, "Blackjack is played against the house: it is not rated. Its lifetime results are on the statistics screen.")

	none := send(recordsApp(t, nil, 80, 24), key("l"))
	require.Equal(t, modeBoard, none.mode)
	assert.Contains(t, boardView(none), "No ratings are kept this time: there is no database to keep them in.")

	rec := boardRecords()
	rec.bad = errors.New("database is locked")
	bad := send(recordsApp(t, rec, 80, 24), key("l"))
	assert.Contains(t, boardView(bad), "Could not read the ratings: database is locked")
}
