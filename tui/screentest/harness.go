package screentest

import (
	"math/rand/v2"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/tui/screen"
	"teahouse/tui/table"
	"teahouse/tui/ui"
)

// Sizes are the terminals goldens are drawn at.
var Sizes = [][2]int{{80, 24}, {120, 40}}

// Goldens checks a screen against its golden files, one subtest per size
// of Sizes (testdata/<test>/<w>x<h>.golden): at is the screen in a
// colour-free environment of that size, which it must fill, and which
// shows each of texts.
func Goldens[M screen.Screen](t *testing.T, at func(t *testing.T, env screen.Env) M, texts ...string) {
	GoldensAt(t, Sizes, at, texts...)
}

// Mash drives m with n random keys (names of keys), clicks and resizes
// from r (a fifth of them with -short), from a terminal of 80x24, until
// its game is over: the screen never panics and always fills the
// terminal.
func Mash[M Progressor](t *testing.T, r *rand.Rand, m M, n int, keys []string) M {
	t.Helper()
	if testing.Short() {
		n /= 5
	}
	w, h := 80, 24
	for i := range n {
		var msg tea.Msg
		switch k := r.IntN(20); {
		case k == 0:
			w, h = 80+r.IntN(50), 24+r.IntN(20)
			msg = WindowSize(w, h)
		case k < 4:
			msg = tea.MouseMsg{X: r.IntN(w), Y: r.IntN(h), Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}
		default:
			msg = Keys(keys[r.IntN(len(keys))])[0]
		}
		m, _ = Drive(t, m, msg)
		if p := m.Progress(); p.Over || p.Done {
			break
		}
		if i%50 == 0 {
			RequireSize(t, m.View(), w, h, "after mashing")
		}
	}
	require.NotPanics(t, func() { _ = m.View() })
	return m
}

// Twins checks that a screen draws only what its viewer may see: at every
// step of games of G, seat 0's screen drawn from the true view and from
// its twin (what seat 0 may not see dealt again) is the same at every size
// of Sizes, while the twins drawn for an audience that sees everything
// differ at least once, so the twins do change what could leak.
type Twins[C, S, A, V any] struct {
	Game game.Game[C, S, A, V]
	// Starts are the games played.
	Starts []S
	// Move is the action of the seat to move in s.
	Move func(s S, seat game.Seat) A
	// Eyes is v as eyes see it (the view's viewer set).
	Eyes func(v V, eyes game.Seat) V
	// Twin deals again in v what eyes may not see, each part keeping its
	// size.
	Twin func(v V, eyes game.Seat) V
	// Draw draws the screen of eyes from v, w by h.
	Draw func(eyes game.Seat, v V, w, h int) string
}

// Require plays the games and checks every step.
func (tw Twins[C, S, A, V]) Require(t *testing.T) {
	differs := 0
	for g, s := range tw.Starts {
		for step := 0; !tw.Game.Outcome(s).Over; step++ {
			all := tw.Game.View(s, game.Omniscient)
			mine := tw.Eyes(all, 0)
			twin := tw.Twin(mine, 0)
			for _, sz := range Sizes {
				a, b := tw.Draw(0, mine, sz[0], sz[1]), tw.Draw(0, twin, sz[0], sz[1])
				require.Equal(t, a, b, "game %d step %d at %dx%d", g, step, sz[0], sz[1])
			}
			seeAll := tw.Eyes(tw.Twin(all, game.Omniscient), game.Omniscient)
			if tw.Draw(game.Omniscient, all, 120, 40) != tw.Draw(game.Omniscient, seeAll, 120, 40) {
				differs++
			}
			turn := tw.Game.Waiting(s)[0]
			var err error
			s, _, err = tw.Game.Reduce(s, turn, tw.Move(s, turn))
			require.NoError(t, err)
		}
	}
	assert.Positive(t, differs, "the twins deal again cards an audience would see")
}

// DrawBoard draws board as the screen of eyes would, w by h, from v with
// players seated and one person at the keyboard: f synced to v, then
// drawn, the log empty.
func DrawBoard[F, V, A any](board table.Board[F, V, A], f F, players []game.Player, eyes game.Seat, v V, w, h int) string {
	return BoardBlock(board, f, players, eyes, v, w, h).Text
}

// BoardBlock is DrawBoard's drawing with its zones.
func BoardBlock[F, V, A any](board table.Board[F, V, A], f F, players []game.Player, eyes game.Seat, v V, w, h int) ui.Block {
	c := table.Ctx[V, A]{Env: Sized(w, h, false), Names: screen.SeatNames(players, len(players)), Players: players,
		Viewer: eyes, View: v, Thinking: game.NoSeat, People: 1, Log: ui.Text("")}
	return board.Draw(board.Sync(f, c, v), c, w, h)
}

// RequireOneAtATime checks the log l of a whole game of g: each action was
// made by the seat whose turn it was, and the game ended.
func RequireOneAtATime[C, S, A, V any](t testing.TB, g game.Game[C, S, A, V], l game.Log[A]) {
	t.Helper()
	s, err := game.Start(g, l.Header)
	require.NoError(t, err)
	for i, e := range l.Entries {
		w := g.Waiting(s)
		require.NotEmpty(t, w, "action %d: the game waited", i+1)
		require.Equal(t, w[0], e.Seat, "action %d was the seat's whose turn it was", i+1)
		s, _, err = g.Reduce(s, e.Seat, e.Action)
		require.NoError(t, err)
	}
	assert.True(t, g.Outcome(s).Over)
}

// Refused is a setup a game's screens refuse, and what the refusal says.
type Refused struct {
	Name  string
	Setup screen.Setup
	Err   string
}

// RequireRefused checks that g refuses to start each setup of cases, saying
// why.
func RequireRefused(t *testing.T, g screen.Screens, cases []Refused) {
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			_, err := g.New(Env(false), c.Setup)
			assert.ErrorContains(t, err, c.Err)
		})
	}
}

// RequireOneEnterEnds checks that m, holding the result of its game's last
// deal, ends the game with one enter: the screen says it has finished.
func RequireOneEnterEnds[M interface {
	Progressor
	screen.Ender
}](t testing.TB, m M) {
	t.Helper()
	require.True(t, m.Progress().Holding, "the last deal's result waits for enter")
	_, over := m.Ended()
	require.True(t, over, "the deal held is the game's last")
	m, said := PressSaid(t, m, "enter")
	require.Len(t, said, 1, "one enter ends the game")
	assert.IsType(t, screen.Finished{}, said[0])
	assert.True(t, m.Progress().Done, "the screen is done")
}
