package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/tui/table"
)

// Watching, another seat's play and declaration stay the table's play
// beat, a won trick its trick beat; your own play none; a computer takes a
// moment over each card dealt and a full delay over anything else.
func TestTheTablesBeats(t *testing.T) {
	watch := ctx{Viewer: game.Omniscient}
	f := newFace(gs.Config{})
	f.bottom = f.bottom.Sync(game.Omniscient, f.board.sorted)
	for _, tc := range []struct {
		e    game.Event
		want table.Beat
	}{
		{gs.Declared{Seat: 2}, table.Beat{Pause: table.PlayDelays}},
		{gs.Played{Seat: 1, Lead: true}, table.Beat{Pause: table.PlayDelays}},
		{gs.Played{Seat: 0}, table.Beat{Pause: table.PlayDelays}},
		{gs.TrickWon{Seat: 1}, table.Beat{Pause: table.TrickDelays}},
		{gs.CardDealt{Seat: 3, Left: 20}, table.Beat{}},
	} {
		_, got := f.Event(watch, tc.e)
		assert.Equal(t, tc.want, got, "%T", tc.e)
	}
	mine := newFace(gs.Config{})
	mine.bottom = mine.bottom.Sync(0, mine.board.sorted)
	_, got := mine.Event(ctx{Viewer: 0}, gs.Played{Seat: 0})
	assert.Equal(t, table.Beat{}, got, "your own play goes on at once")

	assert.Equal(t, table.DealThink, spec.Think(gs.View{Phase: gs.PhaseDeal}))
	assert.Equal(t, 1.0, spec.Think(gs.View{Phase: gs.PhasePlay}))
}
