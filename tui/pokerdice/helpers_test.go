package pokerdice

import (
	"os"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"teahouse/game"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
	"teahouse/tui/ui"
)

func TestMain(m *testing.M) {
	// Goldens and text checks are colour-free; the screen never uses the
	// default renderer, but the fallback stays plain too.
	lipgloss.SetColorProfile(termenv.Ascii)
	os.Exit(m.Run())
}

var (
	you       = game.Player{Name: "You", Kind: game.Human}
	aiOptimal = game.Player{Name: "AI (optimal)", Kind: game.AI, Level: "optimal"}
	aiSimple  = game.Player{Name: "AI (simple)", Kind: game.AI, Level: "simple"}
)

// The shared screen-test helpers, under the names these tests use.
var (
	testEnv     = screentest.Env
	run         = screentest.Run
	keys        = screentest.Keys
	flatten     = screentest.Flatten
	region      = screentest.Region
	requireSize = screentest.RequireSize
	windowSize  = screentest.WindowSize
)

// setup is a match of seed between players at instant speed.
func setup(seed uint64, variants map[string]string, players ...game.Player) screen.Setup {
	if len(players) == 0 {
		players = []game.Player{you, aiOptimal}
	}
	return screen.Setup{Game: "pokerdice", Players: players, Variants: variants, Rounds: 5, Seed: seed, Speed: game.Instant}
}

// start builds the screen of s and runs its Init.
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

func tea80x24() tea.WindowSizeMsg { return windowSize(80, 24) }
