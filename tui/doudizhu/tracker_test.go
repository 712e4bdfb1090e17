package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	"teahouse/rules/cards"
	dz "teahouse/rules/doudizhu"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// The tracker counts the cards not yet played: for a seat, those outside
// its hand; for an audience of computers (which sees every hand), all of
// them, so it works with the hands hidden too.
func TestTrackerCountsCardsNotYetPlayed(t *testing.T) {
	played := dz.SetOf(cards.MustParseList("3S 3H"))
	mine := dz.SetOf(cards.MustParseList("4S"))
	for _, tc := range []struct {
		viewer        game.Seat
		head          string
		threes, fours string
	}{
		{0, "outside your hand:", "2", "3"},
		{game.Omniscient, "Not yet played:", "2", "4"},
	} {
		v := gd.View{Viewer: tc.viewer, Phase: gd.PhasePlay, Played: played}
		v.Hands[0] = mine
		c := ctx{Env: screentest.Env(false), Viewer: tc.viewer, View: v, Names: screen.Names{"P1", "P2", "P3"}}
		f := newFace(gd.Config{}).Sync(c, v)
		lines := f.trackerLines(c)
		assert.Contains(t, lines, tc.head)
		counts := lines[len(lines)-1] // 9 8 7 6 5 4 3
		assert.Equal(t, "4 4 4 4 4 "+tc.fours+" "+tc.threes+" ", counts, "viewer %s", tc.viewer)
	}
}
