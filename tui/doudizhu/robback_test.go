package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// With rob back, the log tells the caller's rob back from a rob, the
// turn line offers it, and the opening says the rule.
func TestRobBackWords(t *testing.T) {
	c := ctx{Names: screen.SeatNames(threeSeats, gd.Seats), Players: threeSeats, Env: screentest.Env(false)}
	cfg := gd.Config{Bidding: gd.CallAndRob, RobBack: true, Deals: 1}
	seen := gd.View{Viewer: 0, Config: cfg, Phase: gd.PhaseRob, Turn: 0, Caller: 0, Landlord: game.NoSeat, Base: 2}
	for _, tt := range []struct {
		e    gd.Bidded
		want string
	}{
		{gd.Bidded{Seat: 0, Action: gd.KindRob, Base: 4}, "You rob back: base 4."},
		{gd.Bidded{Seat: 0, Action: gd.KindPass, Base: 2}, "You do not rob back."},
		{gd.Bidded{Seat: 1, Action: gd.KindRob, Base: 4}, "P2 AI (simple) robs the landlord: base 4."},
		{gd.Bidded{Seat: 2, Action: gd.KindPass, Base: 2}, "P3 AI (simple) does not rob."},
	} {
		assert.Equal(t, []string{tt.want}, face{}.Describe(c, seen, gd.Game.Apply(seen, tt.e), tt.e))
	}
	c.View = seen
	assert.Equal(t, "You: enter robs back (×2), p lets the rob stand.", face{}.yourTurnWords(c, "You"))
	assert.Contains(t, face{}.Opening(c, gd.View{Config: cfg, Deal: 1}), "When another seat robs, the caller may rob back once.")
}

// Played on the screen: you call, a computer robs (seed 1), and the
// screen offers you the rob back with enter.
func TestRobBackOffered(t *testing.T) {
	m := start(t, screentest.Sized(100, 30, false), setup(1, "bidding", "rob", "rob-back", "on"))
	m = press(t, m, "enter") // you call
	v := gd.Game.View(truth(t, m), 0)
	require.Equal(t, gd.PhaseRob, v.Phase, "a computer robbed")
	require.Equal(t, game.Seat(0), v.Turn, "your turn to rob back")
	assert.Contains(t, m.View(), "enter robs back (×2), p lets the rob stand.")
	m = press(t, m, "enter")
	assert.Equal(t, gd.Rob(), lastPlay(t, m))
	assert.Equal(t, game.Seat(0), gd.Game.View(truth(t, m), 0).Landlord, "the rob back makes you the landlord")
}
