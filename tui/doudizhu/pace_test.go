package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	"teahouse/tui/table"
)

// Watching, another seat's bid or play stays the table's play beat and a
// won trick its trick beat; your own goes on at once.
func TestTheTablesBeats(t *testing.T) {
	for _, tc := range []struct {
		viewer game.Seat
		e      game.Event
		want   table.Beat
	}{
		{game.Omniscient, gd.Played{Seat: 1, Lead: true}, table.Beat{Pause: table.PlayDelays}},
		{game.Omniscient, gd.Played{Seat: 0}, table.Beat{Pause: table.PlayDelays}},
		{game.Omniscient, gd.TrickWon{Seat: 1}, table.Beat{Pause: table.TrickDelays}},
		{0, gd.Played{Seat: 2}, table.Beat{Pause: table.PlayDelays}},
		{0, gd.Played{Seat: 0}, table.Beat{}},
		{0, gd.Bidded{Seat: 1}, table.Beat{Pause: table.PlayDelays}},
		{0, gd.Bidded{Seat: 0}, table.Beat{}},
	} {
		f := newFace(gd.Config{})
		f.bottom = f.bottom.Sync(tc.viewer, f.board.hand)
		_, got := f.Event(ctx{Viewer: tc.viewer}, tc.e)
		assert.Equal(t, tc.want, got, "%#v seen by %s", tc.e, tc.viewer)
	}
}
