package doudizhu

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aidz "teahouse/ai/doudizhu"
	"teahouse/game"
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
	"teahouse/tui/ui"
)

// step has the seat to act take a (the rule player's choice when a is
// nil) and moves b by the step's events as the screen does, one event at
// a time through check, then to the view after the step.
func step(t *testing.T, b board, s gd.State, a *gd.Action, check func(b board, e game.Event)) (board, gd.State) {
	t.Helper()
	seat := s.Turn()
	if a == nil {
		rule, err := aidz.New("rule")
		require.NoError(t, err)
		d := rule.Decide(gd.Game.View(s, seat))
		a = &d
	}
	next, events, err := gd.Game.Reduce(s, seat, *a)
	require.NoError(t, err)
	for _, e := range events {
		b = b.apply(gd.Game.Redact(e, b.v.Viewer))
		if check != nil {
			check(b, e)
		}
	}
	return b.sync(gd.Game.View(next, b.v.Viewer)), next
}

// eyes is the seat whose board the tests follow.
const eyes = game.Seat(1)

// A trick won stays on the table, each play with its very cards, until
// its winner leads again; then only the lead is there.
func TestBoardKeepsTheTrickWonUntilTheNextLead(t *testing.T) {
	s, err := gd.Game.New(gd.Config{Deals: 1, Bidding: gd.NoBidding}, 3)
	require.NoError(t, err)
	b := boardOf(gd.Game.View(s, eyes))
	var cards [gd.Seats]dz.Set // each seat's last play in the trick
	won, leads := 0, 0
	for s.Phase() == gd.PhasePlay {
		var trickWon *trick
		b, s = step(t, b, s, nil, func(b board, e game.Event) {
			switch e := e.(type) {
			case gd.Played:
				cards[e.Seat] = e.Cards
				if e.Lead {
					leads++
					assert.Nil(t, b.won, "a lead clears the trick won")
					assert.Equal(t, [gd.Seats]bool{e.Seat == 0, e.Seat == 1, e.Seat == 2}, b.onTable().acted, "the lead alone")
				}
			case gd.TrickWon:
				won++
				require.NotNil(t, b.won, "the trick stays")
				trickWon = b.won
				tr := b.onTable()
				for i, acted := range tr.acted {
					if acted && !tr.last[i].IsPass() {
						assert.Equal(t, cards[i], tr.cards[i], "P%d's play with its very cards", i+1)
						assert.Equal(t, cards[i].Counts(), tr.last[i].Cards)
					}
				}
				assert.False(t, anyActed(b.v.Acted), "the view's table is clear")
				cards = [gd.Seats]dz.Set{}
			}
		})
		if trickWon != nil && s.Phase() == gd.PhasePlay {
			assert.Equal(t, trickWon, b.won, "the trick won stays through the step's end")
		}
	}
	assert.Positive(t, won, "tricks were won")
	assert.Greater(t, leads, won, "and led again")
}

// What each seat says in the bidding stays in front of it, calls and
// robs too (which the view does not keep), until the first play.
func TestBoardSaysTheBidding(t *testing.T) {
	s, err := gd.Game.New(gd.Config{Deals: 1, Bidding: gd.CallAndRob}, 3)
	require.NoError(t, err)
	b := boardOf(gd.Game.View(s, eyes))
	for _, tt := range []struct {
		a    gd.Action
		said [gd.Seats]string
	}{
		{gd.PassAction(), [gd.Seats]string{"pass"}},
		{gd.Call(), [gd.Seats]string{"pass", "call"}},
		{gd.Rob(), [gd.Seats]string{"pass", "call", "rob"}},
		{gd.Rob(), [gd.Seats]string{"rob", "call", "rob"}},
	} {
		b, s = step(t, b, s, &tt.a, nil)
		assert.Equal(t, tt.said, b.said, "after %s", tt.a)
	}
	require.Equal(t, gd.PhasePlay, s.Phase())
	require.Equal(t, game.Seat(0), b.v.Landlord)
	b, _ = step(t, b, s, nil, nil)
	assert.Equal(t, [gd.Seats]string{}, b.said, "the first play ends the talk")
}

// A deal's result and its last trick stay until the next deal is dealt,
// which starts from a clear table.
func TestBoardForgetsTheDealAtTheNext(t *testing.T) {
	s, err := gd.Game.New(gd.Config{Deals: 2, Bidding: gd.NoBidding}, 3)
	require.NoError(t, err)
	b := boardOf(gd.Game.View(s, eyes))
	over := false
	for s.Deal() == 1 {
		b, s = step(t, b, s, nil, func(b board, e game.Event) {
			switch e.(type) {
			case gd.DealOver:
				over = true
				require.NotNil(t, b.result)
				assert.Equal(t, 1, b.result.Deal)
				assert.True(t, anyActed(b.onTable().acted), "the last trick stays with the result")
			case gd.Dealt:
				assert.Nil(t, b.result)
				assert.Nil(t, b.won)
				assert.Equal(t, [gd.Seats]string{}, b.said)
				assert.False(t, anyActed(b.onTable().acted), "the new deal's table is clear")
			}
		})
	}
	assert.True(t, over)
	assert.False(t, anyActed(b.onTable().acted))
}

// Synced with the view of another position (a jump in a replay), the
// board forgets what it kept; with the same position through other eyes
// (a hand-over), it keeps it.
func TestBoardSync(t *testing.T) {
	s, err := gd.Game.New(gd.Config{Deals: 1, Bidding: gd.CallAndRob}, 3)
	require.NoError(t, err)
	b := boardOf(gd.Game.View(s, eyes))
	call := gd.Call()
	b, s = step(t, b, s, &call, nil)
	require.Equal(t, "call", b.said[0])

	other := b.sync(gd.Game.View(s, 2))
	assert.Equal(t, game.Seat(2), other.v.Viewer)
	assert.Equal(t, gd.Game.View(s, 2), other.v)
	assert.Equal(t, b.said, other.said, "a hand-over keeps what was said")

	start, err := gd.Game.New(gd.Config{Deals: 1, Bidding: gd.CallAndRob}, 3)
	require.NoError(t, err)
	back := b.sync(gd.Game.View(start, eyes))
	assert.Equal(t, boardOf(gd.Game.View(start, eyes)), back, "a jump pictures the view alone")
	assert.Equal(t, [gd.Seats]string{}, back.said)
}

// L shows the deal's last trick won beside the table: the winner's play
// first, marked, then the passes that ended it, and who led next; L again
// or esc gives the log back.
func TestLastTrickIsShownAgain(t *testing.T) {
	s, err := gd.Game.New(gd.Config{Deals: 1, Bidding: gd.NoBidding}, 3)
	require.NoError(t, err)
	b := boardOf(gd.Game.View(s, game.Omniscient))
	var won *gd.TrickWon
	var plays [gd.Seats]dz.Set
	for won == nil {
		require.Equal(t, gd.PhasePlay, s.Phase(), "a trick is won before the deal ends")
		b, s = step(t, b, s, nil, func(b board, e game.Event) {
			switch e := e.(type) {
			case gd.Played:
				plays[e.Seat] = e.Cards
			case gd.TrickWon:
				won = &e
			}
		})
	}
	players := []game.Player{aiSimple, aiSimple, aiSimple}
	f := newFace(b.v.Config)
	f.board = b
	c := ctx{Env: screentest.Sized(100, 30, false), Names: screen.SeatNames(players, gd.Seats), Players: players,
		Viewer: game.Omniscient, View: b.v, Thinking: game.NoSeat, Log: ui.Text("")}
	f, _ = f.Key(c, screentest.Keys("L")[0].(tea.KeyMsg))
	view := ansi.Strip(f.Draw(c, 100, 30).Text)
	box := screentest.Flatten(regionOf(view, ui.Rect{X: 100 - sideWidth(100), W: sideWidth(100), H: 30}))
	require.Contains(t, box, "Last trick")
	winner := c.Names[won.Seat]
	assert.Contains(t, box, winner+" won the trick")
	assert.Contains(t, box, plays[won.Seat].Counts().String(), "the winning play")
	assert.Contains(t, box, "pass")
	f, ok := f.Back(c)
	require.True(t, ok, "esc closes the last trick")
	box = screentest.Flatten(regionOf(ansi.Strip(f.Draw(c, 100, 30).Text), ui.Rect{X: 100 - sideWidth(100), W: sideWidth(100), H: 30}))
	assert.NotContains(t, box, "Last trick")
}

// regionOf is the text of view inside r, a line per row.
func regionOf(view string, r ui.Rect) string {
	lines := strings.Split(view, "\n")
	var out []string
	for y := r.Y; y < r.Y+r.H && y < len(lines); y++ {
		out = append(out, ansi.Cut(lines[y], r.X, r.X+r.W))
	}
	return strings.Join(out, "\n")
}
