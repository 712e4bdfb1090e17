package doudizhu

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// With doubling on, after the landlord (you, with seed 7's bid of 3) has
// the bottom, the computers choose first, each choice said in front of
// its seat; then the keys and buttons offer you the choice, and once you
// chose the header gives each peasant's stake.
func TestDoublingIsOffered(t *testing.T) {
	for _, tt := range []struct {
		w, h   int
		key    string
		action gd.Action
		said   string
	}{
		{100, 30, "d", gd.Double(), "double ×2"},
		{80, 24, "d", gd.Double(), "double ×2"},
		{100, 30, "p", gd.PassAction(), "no double"},
		{80, 24, "p", gd.PassAction(), "no double"},
	} {
		name := fmt.Sprintf("%dx%d %s", tt.w, tt.h, tt.key)
		m := press(t, start(t, screentest.Sized(tt.w, tt.h, false), setup(seed7, "doubling", "on")), "3")
		view := m.View()
		for _, want := range []string{"Your turn: d doubles your stake (×2), p does not.", "[ d Double ×2 ]", "[ p No double ]",
			"d double ×2 • p no double • t hint"} {
			assert.Contains(t, view, want, name)
		}
		es := saved(t, m).Entries
		require.Len(t, es, 3, "your bid and the two computers' choices")
		assert.Equal(t, []game.Seat{1, 2}, []game.Seat{es[1].Seat, es[2].Seat}, "the peasants choose first")
		top := strings.Join(strings.Split(view, "\n")[2:12], "\n")
		for _, e := range es[1:] {
			assert.Contains(t, top, doubleWords(e.Action.Kind == gd.KindDouble), "%s: %s said in front of its seat", name, e.Seat)
		}
		m = press(t, m, tt.key)
		assert.Equal(t, tt.action, lastPlay(t, m), name)
		assert.Contains(t, m.View(), tt.said, name)
		v := gd.Game.View(truth(t, m), 0)
		assert.Equal(t, gd.PhasePlay, v.Phase, "%s: you lead", name)
		stakes := v.Stakes()
		header := strings.Split(m.View(), "\n")[1]
		if tt.action.Kind == gd.KindDouble {
			assert.Contains(t, header, fmt.Sprintf("Base 3 · stakes P2 %d, P3 %d", stakes[1], stakes[2]), name)
		}
		m = playOut(t, m)
		assert.Contains(t, m.View(), "Stake: bid 3", name)
	}
}

// The log says each seat's choice, the stakes once the landlord chose,
// and at the end of the deal who doubled and what each peasant won or
// lost.
func TestDoublingLogLines(t *testing.T) {
	c := ctx{Names: screen.SeatNames(threeSeats, gd.Seats), Players: threeSeats, Env: screentest.Env(false)}
	before := gd.View{Viewer: 0, Config: gd.Config{Doubling: true}, Phase: gd.PhaseDouble, Landlord: 0, Base: 2, Turn: 1}
	step := func(v gd.View, e game.Event) (gd.View, []string) {
		after := gd.Game.Apply(v, e)
		return after, face{}.Describe(c, v, after, e)
	}
	v, lines := step(before, gd.DoubleChosen{Seat: 1, Double: true})
	assert.Equal(t, []string{"P2 AI (simple) doubles (×2)."}, lines)
	v, lines = step(v, gd.DoubleChosen{Seat: 2})
	assert.Equal(t, []string{"P3 AI (simple) does not double."}, lines)
	_, lines = step(v, gd.DoubleChosen{Seat: 0, Double: true})
	assert.Equal(t, []string{"You double (×2).", "Stakes: P2 AI (simple) 8, P3 AI (simple) 4."}, lines)
	_, lines = step(v, gd.DoubleChosen{Seat: 0})
	assert.Equal(t, []string{"You do not double.", "Stakes: P2 AI (simple) 4, P3 AI (simple) 2."}, lines)
	_, lines = step(gd.View{Config: gd.Config{}, Landlord: 0, Turn: 2, Phase: gd.PhaseDouble}, gd.DoubleChosen{Seat: 0})
	assert.Equal(t, []string{"You do not double."}, lines, "nobody doubled: the stake line says it all")

	r := gd.DealResult{Deal: 1, Landlord: 0, Winner: 0, Base: 2, Points: 2, Doubled: [gd.Seats]bool{true, true, false},
		Stakes: [gd.Seats]int{12, 8, 4}, Delta: [gd.Seats]int{12, -8, -4}, Scores: [gd.Seats]int{12, -8, -4}}
	_, lines = step(v, gd.DealOver{Result: r})
	assert.Equal(t, []string{"You go out: the landlord wins.", "Stake: bid 2.", "Doubled by You and P2 AI (simple): P2 AI (simple) 8, P3 AI (simple) 4.",
		"You +12, P2 AI (simple) -8, P3 AI (simple) -4 · total You +12, P2 AI (simple) -8, P3 AI (simple) -4."}, lines)
}

// The opening says the option is on.
func TestDoublingOpening(t *testing.T) {
	c := ctx{Names: screen.SeatNames(threeSeats, gd.Seats), Players: threeSeats, Env: screentest.Env(false)}
	lines := face{}.Opening(c, gd.View{Config: gd.Config{Doubling: true, Deals: 1}, Deal: 1})
	assert.Contains(t, lines, "Once the landlord has the bottom, each seat may double its own stake (×2), the peasants first.")
}
