package yahtzee

import (
	"fmt"
	"os"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/tui/replay"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
	"teahouse/tui/ui"
)

// cacheDir is where the tests' strategy table is cached: solved once per
// test binary (a couple of seconds) and then shared from memory by every
// screen the tests start.
var cacheDir string

func TestMain(m *testing.M) {
	// Goldens and text checks are colour-free; the screen never uses the
	// default renderer, but the fallback stays plain too.
	lipgloss.SetColorProfile(termenv.Ascii)
	dir, err := os.MkdirTemp("", "teahouse-yahtzee-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	cacheDir = dir
	if _, err := shared.load(cacheDir, nil); err != nil {
		fmt.Fprintln(os.Stderr, "strategy table:", err)
		os.Exit(1)
	}
	code := m.Run()
	_ = os.RemoveAll(dir)
	os.Exit(code)
}

var (
	you       = game.Player{Name: "You", Kind: game.Human}
	aiOptimal = game.Player{Name: "AI (optimal)", Kind: game.AI, Level: "optimal"}
	aiGreedy  = game.Player{Name: "AI (greedy)", Kind: game.AI, Level: "greedy"}
)

// testEnv is a colour-free 100x30 environment whose strategy table is the
// tests' shared one.
func testEnv(ascii bool) screen.Env {
	env := screentest.Env(ascii)
	env.CacheDir = cacheDir
	return env
}

// sized is testEnv at w by h.
func sized(w, h int, ascii bool) screen.Env {
	env := testEnv(ascii)
	env.Width, env.Height = w, h
	return env
}

// The shared screen-test helpers, under the names these tests use.
var (
	run         = screentest.Run
	keys        = screentest.Keys
	flatten     = screentest.Flatten
	requireSize = screentest.RequireSize
	click       = screentest.Click
)

// setup is a game of seed between players (you and the optimal AI by
// default) at instant speed.
func setup(seed uint64, players ...game.Player) screen.Setup {
	if len(players) == 0 {
		players = []game.Player{you, aiOptimal}
	}
	return screen.Setup{Game: "yahtzee", Players: players, Seed: seed, Speed: game.Instant}
}

// start builds the screen of s and runs its Init: the strategy table is in.
func start(t testing.TB, env screen.Env, s screen.Setup) model {
	t.Helper()
	return screentest.Start[model](t, Game, env, s)
}

// drive runs the screen synchronously, and press one key at a time (see
// screentest.Drive and screentest.Press).
var (
	drive = screentest.Drive[model]
	press = screentest.Press[model]
)

// zone returns the rectangle of the zone id on the screen.
func zone(m model, id string) (ui.Rect, bool) { return screentest.ZoneOf(m.screen(), id) }

// fromTable builds the screen of a table already played to some point, as
// if the game had been started there, and runs its Init.
func fromTable(t testing.TB, env screen.Env, tbl table) model {
	t.Helper()
	m := newModel(env, tbl, replay.Replay[gy.Action]{})
	m, _ = drive(t, m, run(m.Init())...)
	return m
}

func itoa(n int) string { return fmt.Sprint(n) }

var windowSizeMsg = screentest.WindowSize
