package pokerdice

import (
	"cmp"
	"os"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
	"teahouse/tui/table"
)

// start builds a screen of the game and runs its Init, press and drive
// feed it keys and messages; where says where it stands.
var start, press, drive, where = screentest.Helpers[screenOf](Screens)

func TestMain(m *testing.M) {
	// Goldens and text checks are colour-free; the screen never uses the
	// default renderer, but the fallback stays plain too.
	lipgloss.SetColorProfile(termenv.Ascii)
	os.Exit(m.Run())
}

var (
	you       = game.Player{ID: "local:ann", Name: "ann", Kind: game.Human}
	aiOptimal = game.Player{ID: "ai:optimal", Kind: game.AI, Level: "optimal"}
	aiSimple  = game.Player{ID: "ai:simple", Kind: game.AI, Level: "simple"}
	p1        = game.Player{ID: "local:Player 1", Name: "Player 1", Kind: game.Human}
	p2        = game.Player{ID: "local:Player 2", Name: "Player 2", Kind: game.Human}
)

// The shared screen-test helpers, under the names these tests use.
var (
	testEnv     = screentest.Env
	keys        = screentest.Keys
	flatten     = screentest.Flatten
	requireSize = screentest.RequireSize
	windowSize  = screentest.WindowSize
	clickText   = screentest.ClickText[screenOf]
	driveKeys   = screentest.PressSaid[screenOf]
)

// setup is a match of seed between players at instant speed.
func setup(seed uint64, options game.Settings, players ...game.Player) screen.Setup {
	if len(players) == 0 {
		players = []game.Player{you, aiOptimal}
	}
	if options == nil {
		options = game.Settings{}
	}
	options["rounds"] = cmp.Or(options["rounds"], "5")
	return screen.Setup{Game: "pokerdice", Players: players, Options: options, Seed: seed, Speed: game.Instant}
}

// truth is the match as the table holds it: its saved log, replayed.
var _, truth = screentest.Records(gp.Game, "pokerdice")

// entries are the actions of the match so far.
func entries(t testing.TB, m screenOf) []game.Entry[gp.Action] {
	t.Helper()
	return screentest.LogOf[gp.Action](t, m, "pokerdice").Entries
}

// playOn presses keys for you until the match is over: enter at results,
// stand after the reroll, and otherwise hold the given dice and roll.
func playOn(t testing.TB, m screenOf, hold ...string) (screenOf, []string) {
	t.Helper()
	return screentest.PlayOn(t, m, 500, func(m screenOf, p table.Progress) []string {
		if s := truth(t, m); p.MyTurn && s.Config().Skills && gp.Game.View(s, p.Viewer).Phase == gp.PhaseRelock {
			return []string{"s"}
		}
		return append(hold, "enter")
	})
}
