package blackjack

import (
	"os"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/tui/replay"
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
	aiBasic   = game.Player{Name: "AI (basic)", Kind: game.AI, Level: "basic"}
	aiCounter = game.Player{Name: "AI (counter)", Kind: game.AI, Level: "counter"}
)

// Seeds of the first round of a table of you and the basic AI (P2), at the
// default rules:
const (
	// seedDouble deals you 7♣ 4♦ (11) against the dealer's 4♦, the hole
	// card the K♠, the AI Q♣ 5♥.
	seedDouble = 259
	// seedSplit deals you 8♣ 8♣ against a 9♠.
	seedSplit = 226
	// seedInsurance deals you 9♠ 6♣ against an ace.
	seedInsurance = 31
	// seedNatural deals you J♣ A♠ against an ace: even money.
	seedNatural = 129
)

// testEnv is a colour-free 100x30 environment that keeps no files.
func testEnv(ascii bool) screen.Env { return screentest.Env(ascii) }

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
	region      = screentest.Region
	drive       = screentest.Drive[model]
	press       = screentest.Press[model]
)

// setup is a table of seed with players (you and the basic AI by default)
// at instant speed.
func setup(seed uint64, players ...game.Player) screen.Setup {
	if len(players) == 0 {
		players = []game.Player{you, aiBasic}
	}
	return screen.Setup{Game: "blackjack", Players: players, Seed: seed, Speed: game.Instant}
}

// start builds the screen of s and runs its Init.
func start(t testing.TB, env screen.Env, s screen.Setup) model {
	t.Helper()
	return screentest.Start[model](t, Game, env, s)
}

// zone returns the rectangle of the zone id on the screen.
func zone(m model, id string) (ui.Rect, bool) { return screentest.ZoneOf(m.screen(), id) }

// clickZone clicks the centre of the zone id, which must be on screen.
func clickZone(t testing.TB, m model, id string) model {
	t.Helper()
	return screentest.ClickZone(t, m, m.screen(), id)
}

// fromTable builds the screen of a table already played to some point, as
// if the game had been started there, and runs its Init.
func fromTable(t testing.TB, env screen.Env, tbl table) model {
	t.Helper()
	m := newModel(env, tbl, replay.Replay[gb.Action]{}, false)
	m, _ = drive(t, m, run(m.Init())...)
	return m
}

// entries are the actions at the table so far.
func entries(m model) []game.Entry[gb.Action] { return m.tbl.Log().Entries }

// dealt starts seed's table and bets the minimum: your first hand is
// dealt and the screen waits for you.
func dealt(t testing.TB, env screen.Env, seed uint64, players ...game.Player) model {
	t.Helper()
	m := press(t, start(t, env, setup(seed, players...)), "enter")
	require.True(t, m.myTurn(), "your turn after the deal")
	return m
}

// sideText is the text of the box beside the table (the log, the hint or
// the result), its wrapped lines joined.
func sideText(m model) string { return flatten(region(m.View(), m.layout().side)) }

var windowSize = screentest.WindowSize
