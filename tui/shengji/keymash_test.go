package shengji

import (
	"math/rand/v2"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/require"

	"teahouse/tui/screentest"
)

// mashKeys are the keys a player might press at any moment.
var mashKeys = []string{"left", "right", "space", "enter", "enter", "esc", "p", "1", "2", "3", "4", "9", "T", "0",
	"J", "Q", "K", "A", "B", "R", "h", "l", "?", "x", "up", "down", "backspace"}

// Random keys, clicks and resizes, with trump declared and fixed: nothing
// panics and the screen always fills the terminal.
func TestKeyMash(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 800
	}
	for i, trump := range []string{"ask", "NT"} {
		r := rand.New(rand.NewPCG(uint64(i), 9))
		m := start(t, screentest.Sized(80, 24, false), setup(uint64(40+i), trump))
		w, h := 80, 24
		for k := range n {
			var msg tea.Msg
			switch x := r.IntN(20); {
			case x == 0:
				w, h = 80+r.IntN(50), 24+r.IntN(20)
				msg = screentest.WindowSize(w, h)
			case x < 4:
				msg = tea.MouseMsg{X: r.IntN(w), Y: r.IntN(h), Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}
			default:
				msg = screentest.Keys(mashKeys[r.IntN(len(mashKeys))])[0]
			}
			m, _ = drive(t, m, msg)
			if where(m).Over || where(m).Done {
				break
			}
			if k%50 == 0 {
				screentest.RequireSize(t, m.View(), w, h, "after mashing")
			}
		}
		require.NotPanics(t, func() { _ = m.View() })
	}
}
