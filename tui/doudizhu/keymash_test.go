package doudizhu

import (
	"math/rand/v2"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/require"

	"teahouse/tui/screentest"
)

// mashKeys are the keys a player might press at any moment.
var mashKeys = []string{"left", "right", "space", "enter", "esc", "p", "t", "c", "s", "1", "2", "3", "4", "9", "T", "0",
	"J", "Q", "K", "A", "B", "R", "h", "l", "?", "x", "up", "down"}

// mash drives m with n random keys, clicks and resizes from r; the screen
// never panics and always fills the terminal.
func mash(t *testing.T, r *rand.Rand, m screenOf, n int) screenOf {
	t.Helper()
	w, h := 80, 24
	for i := range n {
		var msg tea.Msg
		switch k := r.IntN(20); {
		case k == 0:
			w, h = 80+r.IntN(50), 24+r.IntN(20)
			msg = screentest.WindowSize(w, h)
		case k < 4:
			msg = tea.MouseMsg{X: r.IntN(w), Y: r.IntN(h), Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}
		case k == 4:
			msg = backspace
		default:
			msg = screentest.Keys(mashKeys[r.IntN(len(mashKeys))])[0]
		}
		m, _ = drive(t, m, msg)
		if where(m).Over || where(m).Done {
			return m
		}
		if i%50 == 0 {
			screentest.RequireSize(t, m.View(), w, h, "after mashing")
		}
	}
	return m
}

// Random keys, clicks and resizes over whole sessions, every way of
// bidding: nothing panics and the game goes on.
func TestKeyMash(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 600
	}
	for i, variants := range [][]string{{}, {keyBidding, "rob", keyShow, "on"}, {keyBidding, "none", keyRules, "simple"}} {
		r := rand.New(rand.NewPCG(uint64(i), 9))
		s := setup(uint64(40+i), variants...)
		s.Rounds = 3
		m := start(t, screentest.Sized(80, 24, i == 2), s)
		m = mash(t, r, m, n)
		require.NotPanics(t, func() { _ = m.View() })
	}
}
