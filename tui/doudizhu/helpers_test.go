package doudizhu

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// start builds a screen of the game and runs its Init, press and drive
// feed it keys and messages; where says where it stands.
var start, press, drive, where = screentest.Helpers[screenOf](Screens)

// The default renderer is colour-free too: the goldens are plain text.
func init() { lipgloss.SetColorProfile(termenv.Ascii) }

var (
	you        = game.Player{ID: screen.LocalID("ann"), Name: "ann", Kind: game.Human}
	aiSimple   = game.Player{ID: "ai:simple", Kind: game.AI, Level: "simple"}
	threeSeats = []game.Player{you, aiSimple, aiSimple}
)

// seed7 deals you (P1) R 2 2 A K Q 10 8 8 7 7 6 6 5 4 3 3 and the bottom
// cards 2 A 7: you bid 3 and lead with 20 cards.
const seed7 = 7

// setup is a session of seed with you and two simple computers, with
// the options given as key, value pairs.
func setup(seed uint64, variants ...string) screen.Setup {
	s := screentest.Setup("doudizhu", seed, threeSeats)
	s.Options["deals"] = "1"
	for i := 0; i+1 < len(variants); i += 2 {
		s.Options[variants[i]] = variants[i+1]
	}
	return s
}

// saved is the session's log so far, read back; truth is the session as
// the host holds it: its saved log, replayed.
var saved, truth = screentest.Records(gd.Game, "doudizhu")

// backspace is the backspace key.
var backspace = tea.KeyMsg{Type: tea.KeyBackspace}

// myKeys are the keys that make your move in the session's true
// position, whatever the hint says: the lowest play that beats the table
// (the lowest lead when leading), typed by its ranks, or the pass.
func myKeys(t testing.TB, m screenOf) []string {
	t.Helper()
	legal := gd.Game.View(truth(t, m), 0).Legal()
	require.NotEmpty(t, legal, "your move")
	for _, a := range legal {
		if a.Kind == gd.KindPlay {
			return append(strings.Split(a.Cards.String(), ""), "enter")
		}
	}
	return []string{"p"}
}

// playOut plays your turns by myKeys until the screen holds a deal's
// result or the session ends.
func playOut(t testing.TB, m screenOf) screenOf {
	t.Helper()
	for steps := 0; !where(m).Holding && !where(m).Over; steps++ {
		require.Less(t, steps, 200, "the deal ends")
		require.True(t, where(m).MyTurn, "the screen waits for you:\n%s", m.View())
		m = press(t, m, myKeys(t, m)...)
	}
	return m
}

// mustCounts reads cards in rank notation.
func mustCounts(t testing.TB, s string) dz.Counts {
	t.Helper()
	c, err := dz.ParseCounts(s)
	require.NoError(t, err)
	return c
}
