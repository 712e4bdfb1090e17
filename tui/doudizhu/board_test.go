package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aidz "teahouse/ai/doudizhu"
	"teahouse/game"
	gd "teahouse/game/doudizhu"
)

// A board moved along by one seat's events keeps the same public record
// of the deal as that seat's view: the passes and who played what.
func TestBoardFollowsThePassesAndPlays(t *testing.T) {
	rule, err := aidz.New("rule")
	require.NoError(t, err)
	s, err := gd.Game.New(gd.Config{Deals: 1, Bidding: gd.NoBidding}, 3)
	require.NoError(t, err)
	const eyes = game.Seat(1)
	b := boardOf(gd.Game.View(s, eyes))
	passes := 0
	for s.Phase() == gd.PhasePlay {
		seat := s.Turn()
		var events []game.Event
		s, events, err = gd.Game.Reduce(s, seat, rule.Decide(gd.Game.View(s, seat)))
		require.NoError(t, err)
		for _, e := range events {
			b = b.apply(gd.Game.Redact(e, eyes))
		}
		if s.Phase() != gd.PhasePlay {
			break
		}
		v := gd.Game.View(s, eyes)
		require.Equal(t, v.Passes, b.v.Passes)
		require.Equal(t, v.PlayedBy, b.v.PlayedBy)
		passes = len(v.Passes)
	}
	assert.Positive(t, passes, "the deal had passes to follow")
}
