package doudizhu

import (
	"testing"

	"github.com/charmbracelet/lipgloss"

	"github.com/stretchr/testify/assert"

	"teahouse/game"
	gd "teahouse/game/doudizhu"
	dz "teahouse/rules/doudizhu"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// A seat down to one or two cards says so at its place (报单, 报双), and
// the log notes it once, with the play that left it so.
func TestLastCardsAreSaid(t *testing.T) {
	v := gd.View{Viewer: 0, Phase: gd.PhasePlay, Landlord: 1, Sizes: [gd.Seats]int{17, 1, 2}}
	c := ctx{Env: screentest.Env(false), Viewer: 0, View: v, Names: screen.Names{"You", "P2", "P3"}}
	f := newFace(gd.Config{}).Sync(c, v)
	assert.Contains(t, f.handBlock(c, 1, 20, false, lipgloss.Left).Text, "1 card left!")
	assert.Contains(t, f.handBlock(c, 2, 20, false, lipgloss.Left).Text, "2 cards left!")
	assert.NotContains(t, f.handBlock(c, 0, 20, false, lipgloss.Left).Text, "left!")

	play := func(seat game.Seat, left int) []string {
		e := gd.Played{Seat: seat, Play: dz.Classify(dz.MustParse("3"), dz.Standard)[0], Left: left}
		return describe(c, v, gd.Game.Apply(v, e), e)
	}
	assert.Equal(t, "P2 has 1 card left!", play(1, 1)[1])
	assert.Equal(t, "You have 2 cards left!", play(0, 2)[1])
	assert.Len(t, play(1, 3), 1, "no note with more cards")
}
