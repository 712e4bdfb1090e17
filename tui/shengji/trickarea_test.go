package shengji

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/tui/screentest"
	"teahouse/tui/ui"
)

// computers are four computers with names as long as they come.
var computers = []game.Player{greedy, greedy, greedy, greedy}

// regionOf is the plain text of view inside r, a line per row.
func regionOf(view string, r ui.Rect) string {
	lines := strings.Split(ansi.Strip(view), "\n")
	var out []string
	for y := r.Y; y < r.Y+r.H && y < len(lines); y++ {
		out = append(out, ansi.Cut(lines[y], r.X, r.X+r.W))
	}
	return strings.Join(out, "\n")
}

// Each seat's play sits in the seat's own place at the table, under (the
// bottom seat: over) its name, and the four places never meet: at every
// size, whoever led and however long the plays.
func TestSeatsPlaysNeverMeet(t *testing.T) {
	s, err := gs.Game.New(gs.Config{Deals: 1, Trump: "S"}, 5)
	require.NoError(t, err)
	plays := map[string][gs.Seats]string{
		"singles":  {"KH", "3H", "AH", "9H"},
		"a throw":  {"AC AC KC KC QC 9C", "3C 4C 5C 6C 7C 8C", "2C 2C 10C JC 9C 5C", "SJ BJ 2S 2S 5S 5S"},
		"tractors": {"9D 9D 10D 10D", "3D 3D 4D 4D", "KD KD AD AD", "5D 6D 7D 8D"},
	}
	sizes := append([][2]int{{90, 27}, {140, 44}}, screentest.TableSizes...)
	for name, p := range plays {
		for _, sz := range sizes {
			for eyes := range game.Seat(gs.Seats) {
				t.Run(fmt.Sprintf("%s/%dx%d/P%d", name, sz[0], sz[1], eyes+1), func(t *testing.T) {
					v := gs.Game.View(s, game.Omniscient)
					v.Phase, v.Leader, v.Turn = gs.PhasePlay, (eyes+1)%gs.Seats, eyes
					for seat := range gs.Seats {
						if game.Seat(seat) != eyes {
							v.Trick[seat] = mustSet(t, p[seat])
						}
					}
					f := newFace(v.Config)
					f.bottom.Viewer = eyes
					b := screentest.BoardBlock(spec.Face.Board, f, computers, eyes, v, sz[0], sz[1])
					screentest.RequireSize(t, b.Text, sz[0], sz[1], t.Name())
					var places [gs.Seats]ui.Rect
					for seat := range gs.Seats {
						r, ok := screentest.ZoneOf(b, fmt.Sprintf("%s%d", zoneSeat, seat))
						require.True(t, ok, "P%d has a place", seat+1)
						places[seat] = r
						text := regionOf(b.Text, r)
						assert.Contains(t, text, fmt.Sprintf("P%d", seat+1), "P%d's name in its place", seat+1)
						if game.Seat(seat) == v.Leader {
							assert.Contains(t, text, "led", "the lead marked in P%d's place", seat+1)
						}
						if game.Seat(seat) == v.Winning() {
							assert.Contains(t, text, "winning", "the winning play marked in P%d's place", seat+1)
						}
						if game.Seat(seat) != eyes {
							first := mustSet(t, p[seat]).Cards()[0]
							assert.Contains(t, text, first.Rank.String()[:1], "P%d's play in its place", seat+1)
						}
					}
					for i := range places {
						for j := range i {
							assert.False(t, meet(places[i], places[j]), "P%d %v and P%d %v", i+1, places[i], j+1, places[j])
						}
					}
				})
			}
		}
	}
}

// meet reports whether a and b share a cell.
func meet(a, b ui.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// The kitty the dealer buried is shown sorted as a hand is: trumps first,
// then each suit, highest first.
func TestKittyBuriedIsSorted(t *testing.T) {
	s, err := gs.Game.New(gs.Config{Deals: 1, Trump: "H"}, 5)
	require.NoError(t, err)
	v := gs.Game.View(s, game.Omniscient)
	v.Phase, v.Dealer, v.Turn = gs.PhasePlay, 0, 0
	v.Kitty = mustSet(t, "4D 7D 9C 3S 7S QS 8D 2H BJ AH")
	view := drawFor(game.Omniscient, v, 80, 24)
	line := screentest.LineWith(view, "Kitty buried:")
	assert.Contains(t, line, "Kitty buried: R 2♥ A♥ Q♠ 7♠ 3♠ 8♦ 7♦ 4♦ 9♣", "in\n%s", view)
}

// L shows the deal's last trick beside the table, L again the bottom
// seat's plays this deal, and esc the log again; the footer names it.
func TestLastTrickAndMyPlays(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {100, 30}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			m := ready(t, start(t, screentest.Sized(sz[0], sz[1], false), setup(seedFixed, "H")))
			for range 5 { // bury, and the four plays of the first trick
				m = ready(t, press(t, m, moveKeys(t, m)...))
			}
			v := gs.Game.View(truth(t, m), game.Omniscient)
			require.Len(t, v.Finished, 1, "one trick finished")
			tr := v.Finished[0]
			box := func() string { // the box beside the table
				w := sideWidth(sz[0])
				return screentest.Flatten(regionOf(m.View(), ui.Rect{X: sz[0] - w, W: w, H: sz[1]}))
			}
			m = press(t, m, "L")
			view := box()
			require.Contains(t, view, "Last trick")
			assert.Contains(t, view, "Last trick (1)")
			for seat := range game.Seat(gs.Seats) {
				assert.Contains(t, view, fourPeople[seat].Name)
			}
			winner := fourPeople[tr.Winner].Name
			assert.Contains(t, view, winner+" took it")
			assert.Contains(t, view, "won")
			m = press(t, m, "L")
			view = box()
			me := fourPeople[where(m).Viewer].Name
			require.Contains(t, view, me+"'s plays")
			assert.Contains(t, view, "1. ")
			assert.Contains(t, view, tr.Winner.String()+" won")
			m = press(t, m, "esc")
			view = box()
			assert.NotContains(t, view, "'s plays")
			assert.Contains(t, view, "Log")
		})
	}
}

// The footer of a table of computers names the last trick's key.
func TestLastTrickInFooter(t *testing.T) {
	s := screentest.Setup("shengji", seedFixed, computers)
	s.Options["deals"] = "1"
	s.Options["trump"] = "H"
	m := start(t, screentest.Sized(80, 24, false), s)
	assert.Contains(t, m.View(), "L last trick")
}

// A trick over stays on the table until the next lead, its winner's play
// marked "won" in the winner's place.
func TestTrickWonStaysMarked(t *testing.T) {
	s, err := gs.Game.New(gs.Config{Deals: 1, Trump: "S"}, 5)
	require.NoError(t, err)
	v := gs.Game.View(s, game.Omniscient)
	v.Phase, v.Turn, v.Leader = gs.PhasePlay, 2, 2
	v.Finished = []gs.Trick{{Leader: 1, Winner: 2, Plays: [gs.Seats]gs.Set{
		mustSet(t, "3H"), mustSet(t, "KH"), mustSet(t, "AH"), mustSet(t, "9H")}}}
	for _, sz := range screentest.TableSizes {
		b := screentest.BoardBlock(spec.Face.Board, newFace(v.Config), computers, game.Omniscient, v, sz[0], sz[1])
		r, ok := screentest.ZoneOf(b, zoneSeat+"2")
		require.True(t, ok)
		assert.Contains(t, regionOf(b.Text, r), "won", "at %dx%d", sz[0], sz[1])
		r, ok = screentest.ZoneOf(b, zoneSeat+"1")
		require.True(t, ok)
		assert.Contains(t, regionOf(b.Text, r), "led", "at %dx%d", sz[0], sz[1])
		assert.NotContains(t, regionOf(b.Text, r), "won", "at %dx%d", sz[0], sz[1])
	}
}
