package yahtzee

import (
	"fmt"
	"os"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	aiyz "teahouse/ai/yahtzee"
	"teahouse/game"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// cacheDir is where the tests' strategy table is cached: solved once per
// test binary (a second or two) and then shared from memory by every
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
	if _, err := loadTable(cacheDir, aiyz.LoadOptions{}); err != nil {
		fmt.Fprintln(os.Stderr, "strategy table:", err)
		os.Exit(1)
	}
	code := m.Run()
	_ = os.RemoveAll(dir)
	os.Exit(code)
}

var (
	you       = game.Player{ID: "local:you", Name: "You", Kind: game.Human}
	aiOptimal = game.Player{ID: "ai:optimal", Name: "AI (optimal)", Kind: game.AI, Level: "optimal"}
	aiGreedy  = game.Player{ID: "ai:greedy", Name: "AI (greedy)", Kind: game.AI, Level: "greedy"}
	p1        = game.Player{ID: "local:Player 1", Name: "Player 1", Kind: game.Human}
	p2        = game.Player{ID: "local:Player 2", Name: "Player 2", Kind: game.Human}
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
