package tui

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// fakeScreen records what the shell does with a game screen.
type fakeScreen struct {
	setup   screen.Setup
	running bool
	got     []tea.Msg
	saves   *[]string
	fail    error // what SaveLog returns, if set
}

func (f fakeScreen) Init() tea.Cmd { return nil }
func (f fakeScreen) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	f.got = append(f.got, msg)
	return f, nil
}
func (f fakeScreen) View() string  { return "FAKE GAME SCREEN" }
func (f fakeScreen) Close()        {}
func (f fakeScreen) Running() bool { return f.running }
func (f fakeScreen) SaveLog(dir string) (string, error) {
	if f.fail != nil {
		return "", f.fail
	}
	p := filepath.Join(dir, "fake.jsonl")
	*f.saves = append(*f.saves, p)
	return p, nil
}

func fakeGame(saves *[]string) screen.Game {
	info := fakeInfo("fake", "Fake game", 2, 2, 2,
		game.Option{Key: "rule", Label: "Rule", Kind: game.Choice, Values: []string{"a", "b"}, Default: "a", Help: "the rule"},
		game.Option{Key: "rounds", Label: "Best of", Kind: game.Number, Values: []string{"1", "3", "5"}, Min: 1, Max: 99, Default: "3", Help: "the match"})
	return screen.Join(fakeEntry{info: info}, screen.Screens{
		New: func(_ screen.Env, s screen.Setup) (screen.Screen, error) {
			switch s.Seed {
			case 13:
				return nil, errors.New("unlucky seed")
			case 14:
				return fakeScreen{setup: s, running: true, saves: saves, fail: errors.New("open /data/games/fake.jsonl: read-only file system")}, nil
			}
			return fakeScreen{setup: s, running: true, saves: saves}, nil
		},
	})
}

func newTestApp(t *testing.T, start *screen.Setup) (App, *[]string) {
	t.Helper()
	saves := &[]string{}
	r := lipgloss.NewRenderer(nil)
	r.SetColorProfile(termenv.Ascii)
	a := New(Options{GamesDir: t.TempDir(), Games: []screen.Game{fakeGame(saves)}, Start: start,
		Now: func() time.Time { return time.Unix(1_000_000, 0) }}, r)
	return resize(a, 100, 30), saves
}

func resize(a App, w, h int) App { return send(a, tea.WindowSizeMsg{Width: w, Height: h}) }

func send(a App, msgs ...tea.Msg) App {
	for _, m := range msgs {
		next, _ := a.Update(m)
		a = next.(App)
	}
	return a
}

func key(s string) tea.KeyMsg {
	switch s {
	case "enter":
		return tea.KeyMsg{Type: tea.KeyEnter}
	case "esc":
		return tea.KeyMsg{Type: tea.KeyEsc}
	case "down":
		return tea.KeyMsg{Type: tea.KeyDown}
	case "right":
		return tea.KeyMsg{Type: tea.KeyRight}
	case "up":
		return tea.KeyMsg{Type: tea.KeyUp}
	case "left":
		return tea.KeyMsg{Type: tea.KeyLeft}
	case "home":
		return tea.KeyMsg{Type: tea.KeyHome}
	case "end":
		return tea.KeyMsg{Type: tea.KeyEnd}
	case "pgup":
		return tea.KeyMsg{Type: tea.KeyPgUp}
	case "pgdown":
		return tea.KeyMsg{Type: tea.KeyPgDown}
	case "ctrl+c":
		return tea.KeyMsg{Type: tea.KeyCtrlC}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)}
}

func TestTooSmallNamesTheSizeNeeded(t *testing.T) {
	a, _ := newTestApp(t, nil)
	a = resize(a, 60, 20)
	v := ansi.Strip(a.View())
	assert.Contains(t, v, "60x20")
	assert.Contains(t, v, "80x24")
	assert.LessOrEqual(t, lipgloss.Height(v), 20)
	assert.LessOrEqual(t, lipgloss.Width(v), 60)
	a = resize(a, 80, 24)
	assert.Contains(t, ansi.Strip(a.View()), "Fake game", "the lobby returns at 80x24")
}

func TestLobbySetupStartsTheGame(t *testing.T) {
	a, _ := newTestApp(t, nil)
	require.Contains(t, a.View(), "Fake game")
	a = send(a, key("enter"))
	require.Equal(t, modeSetup, a.mode)
	v := ansi.Strip(a.View())
	assert.Contains(t, v, "You")
	assert.Contains(t, v, "AI hard", "the second seat defaults to the strongest AI")

	a = send(a, key("down"), key("right"), key("right")) // P2: AI hard -> You -> hot seat (one You only)
	a = send(a, key("down"), key("right"))               // rule a -> b
	a = send(a, key("enter"))
	require.Equal(t, modeGame, a.mode)
	s := a.scr.(fakeScreen).setup
	assert.Equal(t, "fake", s.Game)
	assert.Equal(t, game.Human, s.Players[0].Kind)
	assert.Equal(t, game.Human, s.Players[1].Kind, "P2 cycled from AI hard to a human")
	assert.Equal(t, "Player 1", s.Players[0].Name, "two humans are named by seat")
	assert.Equal(t, "b", s.Options["rule"])
	assert.Equal(t, "3", s.Options["rounds"])
	assert.Equal(t, game.Normal, s.Speed)
}

func TestSetupRefusesABadStart(t *testing.T) {
	a, _ := newTestApp(t, nil)
	a = send(a, key("enter"))
	a.setup.seed.SetValue("13")
	a = send(a, key("enter"))
	assert.Equal(t, modeSetup, a.mode)
	assert.Contains(t, a.View(), "unlucky seed")

	// a game given on the command line that cannot start opens its setup
	// with the options given, a number not offered among the values
	b, _ := newTestApp(t, &screen.Setup{Game: "fake", Seed: 13, Options: game.Settings{"rule": "b", "rounds": "7"},
		Players: []game.Player{{Kind: game.Human}, {Kind: game.Human}}})
	require.Equal(t, modeSetup, b.mode)
	v := ansi.Strip(b.View())
	assert.Contains(t, v, "unlucky seed")
	assert.Contains(t, v, "< b >")
	assert.Contains(t, v, "< 7 >")
	i := slices.IndexFunc(b.setup.choices, func(c choice) bool { return c.key == "rounds" })
	assert.Equal(t, []string{"1", "3", "5", "7"}, b.setup.choices[i].values)
}

func TestQuitMidGameAsksFirst(t *testing.T) {
	a, saves := newTestApp(t, &screen.Setup{Game: "fake", Seed: 1})
	require.Equal(t, modeGame, a.mode)

	next, cmd := a.Update(key("q"))
	a = next.(App)
	assert.Nil(t, cmd, "no quit without confirmation")
	assert.Contains(t, ansi.Strip(a.View()), "Quit teahouse?")
	a = send(a, key("n"))
	assert.Equal(t, "FAKE GAME SCREEN", a.View())
	assert.Empty(t, *saves)

	a = send(a, key("q"))
	next, cmd = a.Update(key("y"))
	a = next.(App)
	require.NotNil(t, cmd)
	assert.IsType(t, tea.QuitMsg{}, cmd())
	assert.Len(t, *saves, 1, "the abandoned game's log is saved")
	assert.Equal(t, (*saves)[0], a.SavedLog())
}

func TestConfirmByMouse(t *testing.T) {
	a, _ := newTestApp(t, &screen.Setup{Game: "fake", Seed: 1})
	a = send(a, screen.Leave{})
	require.Equal(t, confirmLeave, a.confirm)
	rect := zoneOf(t, a, "confirm-yes")
	a = send(a, tea.MouseMsg{X: rect.X + 1, Y: rect.Y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
	assert.Equal(t, modeLobby, a.mode, "leaving goes back to the lobby")
}

func zoneOf(t *testing.T, a App, id string) (r struct{ X, Y int }) {
	t.Helper()
	for _, z := range a.dialog().Zones {
		if z.ID == id {
			return struct{ X, Y int }{z.X, z.Y}
		}
	}
	t.Fatalf("no zone %q", id)
	return
}

func TestKeysReachTheGameScreen(t *testing.T) {
	a, _ := newTestApp(t, &screen.Setup{Game: "fake", Seed: 1})
	a = send(a, key("x"))
	got := a.scr.(fakeScreen).got
	require.NotEmpty(t, got)
	assert.Equal(t, key("x"), got[len(got)-1])
}

func TestKeysWhileTooSmallDoNothing(t *testing.T) {
	a, _ := newTestApp(t, &screen.Setup{Game: "fake", Seed: 1})
	a = resize(a, 50, 15)
	before := len(a.scr.(fakeScreen).got)
	a = send(a, key("2"), key("enter"), key("q"), tea.MouseMsg{X: 3, Y: 3, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
	assert.Len(t, a.scr.(fakeScreen).got, before, "no key or click reaches a game not shown")
	assert.Equal(t, confirmNone, a.confirm, "q asks nothing unseen")
	a = resize(a, 80, 24)
	a = send(a, key("2"))
	got := a.scr.(fakeScreen).got
	assert.Equal(t, key("2"), got[len(got)-1], "keys act again once the screen is shown")
	a = resize(a, 50, 15)
	a = send(a, key("ctrl+c"))
	assert.Equal(t, confirmQuit, a.confirm, "ctrl+c still asks to quit a game")
}

func TestFinishedShowsResultAndRematch(t *testing.T) {
	a, saves := newTestApp(t, &screen.Setup{Game: "fake", Seed: 7})
	a = send(a, screen.Finished{Summary: []string{"You win the match 3-1"}})
	require.Equal(t, modeResult, a.mode)
	v := ansi.Strip(a.View())
	assert.Contains(t, v, "You win the match 3-1")
	assert.Contains(t, v, "Log saved")
	assert.Len(t, *saves, 1)

	assert.Contains(t, v, "Seed 7", "the seed is told once the game is over")
	a = send(a, key("r"))
	require.Equal(t, modeGame, a.mode)
	assert.NotEqual(t, uint64(7), a.scr.(fakeScreen).setup.Seed, "a rematch deals a new seed")

	fixed, _ := newTestApp(t, &screen.Setup{Game: "fake", Seed: 7, SeedFixed: true})
	fixed = send(fixed, screen.Finished{}, key("r"))
	assert.Equal(t, uint64(7), fixed.scr.(fakeScreen).setup.Seed, "a seed chosen stays for the rematch")
}

func TestQuitOutsideAGameIsImmediate(t *testing.T) {
	a, _ := newTestApp(t, nil)
	_, cmd := a.Update(key("q"))
	require.NotNil(t, cmd)
	assert.IsType(t, tea.QuitMsg{}, cmd())
	assert.False(t, strings.Contains(a.View(), "Quit teahouse?"))
}

func TestLeavingAFinishedGameSavesItsLogOnce(t *testing.T) {
	a, saves := newTestApp(t, &screen.Setup{Game: "fake", Seed: 1})
	fs := a.scr.(fakeScreen)
	fs.running = false
	a.scr = fs
	a = send(a, screen.Leave{})
	assert.Equal(t, modeLobby, a.mode, "no question once the game is over")
	assert.Len(t, *saves, 1)
}

// tableGame is a fake game for one to six players with no match length,
// two seats by default, like Yahtzee.
func tableGame(got *[]screen.Setup, env *screen.Env) screen.Game {
	return screen.Join(fakeEntry{info: fakeInfo("table", "Table game", 2, 1, 6)}, screen.Screens{
		New: func(e screen.Env, s screen.Setup) (screen.Screen, error) {
			*got, *env = append(*got, s), e
			return fakeScreen{setup: s, running: true, saves: &[]string{}}, nil
		},
	})
}

func newTableApp(t *testing.T) (App, *[]screen.Setup, *screen.Env) {
	t.Helper()
	got, env := &[]screen.Setup{}, &screen.Env{}
	r := lipgloss.NewRenderer(nil)
	r.SetColorProfile(termenv.Ascii)
	a := New(Options{GamesDir: t.TempDir(), CacheDir: "/cache/teahouse", Games: []screen.Game{tableGame(got, env)}, Login: "ann",
		Now: func() time.Time { return time.Unix(1_000_000, 0) }}, r)
	a = resize(a, 80, 24)
	return send(a, key("enter")), got, env
}

// A game for one to six players offers six seats, those beyond the first
// may be left empty, and the default is the game's two seats; without
// options there is no line of them.
func TestSetupSeatRange(t *testing.T) {
	a, got, env := newTableApp(t)
	require.Equal(t, modeSetup, a.mode)
	v := ansi.Strip(a.View())
	for i := 1; i <= 6; i++ {
		assert.Contains(t, v, fmt.Sprintf("P%d", i))
	}
	assert.Equal(t, 4, strings.Count(v, "< Empty >"), "P3..P6 start empty")
	assert.NotContains(t, v, "Best of")
	assert.NotContains(t, a.setup.choices[0].values, seatEmpty, "P1 cannot be empty")
	for _, line := range strings.Split(a.View(), "\n") {
		assert.LessOrEqual(t, lipgloss.Width(line), 80)
	}
	assert.Len(t, strings.Split(a.View(), "\n"), 24)

	a = send(a, key("enter"))
	require.Equal(t, modeGame, a.mode)
	require.Len(t, *got, 1)
	s := (*got)[0]
	assert.Equal(t, []game.Player{{ID: "local:ann", Name: "ann", Kind: game.Human}, {ID: "ai:hard", Kind: game.AI, Level: "hard"}}, s.Players)
	assert.Empty(t, s.Options)
	assert.Equal(t, "/cache/teahouse", env.CacheDir, "the cache directory reaches the game")
}

// Empty seats are skipped and the seats after them move up; humans are
// named by their place at the table.
func TestSetupEmptySeatsAreSkipped(t *testing.T) {
	a, got, _ := newTableApp(t)
	a = send(a, key("down"), key("right"))                                          // P2: AI hard -> Empty
	a = send(a, key("down"), key("down"), key("right"), key("right"))               // P4: Empty -> You -> hot seat
	a = send(a, key("down"), key("down"), key("right"), key("right"), key("right")) // P6: AI easy
	a = send(a, key("enter"))
	require.Len(t, *got, 1)
	assert.Equal(t, []game.Player{
		{ID: "local:Player 1", Name: "Player 1", Kind: game.Human},
		{ID: "local:Player 2", Name: "Player 2", Kind: game.Human},
		{ID: "ai:easy", Kind: game.AI, Level: "easy"},
	}, (*got)[0].Players)

	a, got, _ = newTableApp(t)
	a = send(a, key("down"), key("right")) // P2 empty: one player alone
	a = send(a, key("enter"))
	require.Len(t, *got, 1)
	assert.Equal(t, []game.Player{{ID: "local:ann", Name: "ann", Kind: game.Human}}, (*got)[0].Players)
}

// A game with a fixed number of seats has no empty choice.
func TestSetupFixedSeatsHaveNoEmptyChoice(t *testing.T) {
	a, _ := newTestApp(t, nil)
	a = send(a, key("enter"))
	assert.NotContains(t, ansi.Strip(a.View()), seatEmpty)
	for _, c := range a.setup.choices {
		assert.NotContains(t, c.values, seatEmpty)
	}
	assert.Contains(t, ansi.Strip(a.View()), "Best of")
}

// setupZone is where the setup screen draws zone id.
func setupZone(t *testing.T, a App, id string) ui.Rect {
	t.Helper()
	for _, z := range a.setup.view(a.env, a.status).Zones {
		if z.ID == id {
			return z.Rect
		}
	}
	t.Fatalf("no zone %q", id)
	return ui.Rect{}
}

func click(r ui.Rect) tea.MouseMsg {
	return tea.MouseMsg{X: r.X, Y: r.Y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}
}

// A click on < steps a choice back, on > forward, on its label only
// focuses it; a click on the seed focuses the seed.
func TestSetupArrowsByMouse(t *testing.T) {
	a, _ := newTestApp(t, nil)
	a = send(a, key("enter"))
	rule := slices.IndexFunc(a.setup.choices, func(c choice) bool { return c.label == "Rule" })
	require.GreaterOrEqual(t, rule, 0)
	was := a.setup.choices[rule].index
	n := len(a.setup.choices[rule].values)
	a = send(a, click(setupZone(t, a, fmt.Sprintf("setup-%d-prev", rule))))
	assert.Equal(t, (was+n-1)%n, a.setup.choices[rule].index, "< steps back")
	assert.Equal(t, rule, a.setup.focus)
	a = send(a, click(setupZone(t, a, fmt.Sprintf("setup-%d-next", rule))))
	assert.Equal(t, was, a.setup.choices[rule].index, "> steps forward")
	a = send(a, click(setupZone(t, a, fmt.Sprintf("setup-%d", 0))))
	assert.Equal(t, 0, a.setup.focus)
	assert.Equal(t, was, a.setup.choices[rule].index, "a click on another row changes nothing")
	a = send(a, click(setupZone(t, a, fmt.Sprintf("setup-%d", len(a.setup.choices)))))
	assert.Equal(t, len(a.setup.choices), a.setup.focus, "the seed")
	assert.True(t, a.setup.seed.Focused())
}

// Moving the focus (whose help differs in length) or a message coming up
// does not move the form.
func TestSetupFormStaysPut(t *testing.T) {
	a, _ := newTestApp(t, nil)
	a = send(a, key("enter"))
	start := setupZone(t, a, "setup-start")
	for range len(a.setup.choices) + 1 {
		a = send(a, key("down"))
		assert.Equal(t, start, setupZone(t, a, "setup-start"), "focus on %d", a.setup.focus)
	}
	a.status = "The seed is a whole number: digits only (leave it empty for a random one)"
	assert.Equal(t, start, setupZone(t, a, "setup-start"), "with a message")
}

// A save that fails is said, with the reason, before the game is quit or
// left; the dialog never claims a save.
func TestAFailedSaveAsksBeforeQuitting(t *testing.T) {
	a, _ := newTestApp(t, &screen.Setup{Game: "fake", Seed: 14})
	a = send(a, key("q"), key("y"))
	v := dialogText(a.View()) // the question wraps
	assert.Contains(t, v, "could not be saved")
	assert.Contains(t, v, "read-only file system")
	assert.Contains(t, v, "Quit anyway?")
	assert.NotContains(t, v, "is saved")
	a = send(a, key("n"))
	assert.Equal(t, "FAKE GAME SCREEN", a.View(), "no: back to the game")

	a = send(a, screen.Leave{}, key("y"))
	assert.Contains(t, dialogText(a.View()), "Leave anyway?")
	next, cmd := a.Update(key("y"))
	a = next.(App)
	assert.Nil(t, cmd)
	assert.Equal(t, modeLobby, a.mode)
	lost := a.Leave().Unkept()
	require.Len(t, lost, 1, "said lost as the program ends")
	assert.Contains(t, lost[0], "read-only file system")
}

// At a server's table, leaving or quitting saves nothing here: the
// dialog says what happens instead (the table plays on and keeps its
// log), and fits 80 columns.
func TestConfirmAtATableSaysWhatHappens(t *testing.T) {
	for _, c := range []struct {
		msg  tea.Msg
		want string
	}{
		{screen.Leave{}, "Leave this table? It plays on, keeps its log, and keeps your seat a while."},
		{key("q"), "Quit? The table plays on, keeps its log, and keeps your seat a while."},
	} {
		a, saves := newTestApp(t, &screen.Setup{Game: "fake", Seed: 1})
		a.atTable = true
		a = resize(a, 80, 24)
		a = send(a, c.msg)
		v := strings.Join(strings.Fields(strings.ReplaceAll(ansi.Strip(a.View()), "│", " ")), " ")
		assert.Contains(t, v, c.want, "the question, wrapped")
		assert.NotContains(t, v, "saved in its log")
		for _, l := range strings.Split(a.View(), "\n") {
			assert.LessOrEqual(t, ansi.StringWidth(l), 80)
		}
		assert.Empty(t, *saves)
	}
}

// A setup with more lines than the terminal has shows a window of them
// that follows the focus, saying how many more there are.
func TestSetupScrollsManyOptions(t *testing.T) {
	var opts []game.Option
	for i := range 20 {
		opts = append(opts, game.Option{Key: fmt.Sprintf("o%d", i), Label: fmt.Sprintf("Option %d", i), Kind: game.Flag,
			Default: game.Off, Help: "an option"})
	}
	g := screen.Join(fakeEntry{info: fakeInfo("many", "Many options", 2, 2, 2, opts...)}, screen.Screens{
		New: func(_ screen.Env, s screen.Setup) (screen.Screen, error) {
			return fakeScreen{setup: s, saves: &[]string{}}, nil
		}})
	r := lipgloss.NewRenderer(nil)
	r.SetColorProfile(termenv.Ascii)
	a := resize(New(Options{Games: []screen.Game{g}}, r), 80, 24)
	a = send(a, key("enter"))
	require.Equal(t, modeSetup, a.mode)
	for step := 0; step <= len(a.setup.choices); step++ {
		v := ansi.Strip(a.View())
		require.Len(t, strings.Split(v, "\n"), 24, "step %d", step)
		if a.setup.focus < len(a.setup.choices) {
			assert.Contains(t, v, "> "+fmt.Sprintf("%-10s", a.setup.choices[a.setup.focus].label), "the focus is shown, step %d", step)
		} else {
			assert.Contains(t, v, "> Seed")
		}
		a = send(a, key("down"))
	}
	v := ansi.Strip(a.View()) // back at the top
	assert.Contains(t, v, "more below")
	assert.NotContains(t, v, "more above")
	a = send(a, key("up"))
	assert.Contains(t, ansi.Strip(a.View()), "more above")
	assert.NotContains(t, ansi.Strip(a.View()), "more below")
	assert.Contains(t, ansi.Strip(a.View()), "> Seed")
}
