package shengji

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aisj "teahouse/ai/shengji"
	gs "teahouse/game/shengji"
)

// A web page's hint is the expert's choice for the seat to move, said with
// its reason, at every decision of a deal; none for a seat not to move.
func TestPageHint(t *testing.T) {
	s, err := gs.Game.New(gs.Config{}, 3)
	require.NoError(t, err)
	greedy, err := aisj.New("greedy")
	require.NoError(t, err)
	n := 0
	for s.Phase() != gs.PhaseOver {
		seat := s.Turn()
		v := gs.Game.View(s, seat)
		h := pageHint(v)
		require.NotNil(t, h)
		require.Len(t, h.Lines, 1)
		assert.Regexp(t, `^(pass|declare|bury|play) ?.*: \S`, h.Lines[0])
		assert.Nil(t, pageHint(gs.Game.View(s, (seat+1)%gs.Seats)), "not that seat's turn")
		s, _, err = gs.Game.Reduce(s, seat, greedy.Decide(v))
		require.NoError(t, err)
		n++
	}
	assert.Greater(t, n, 100, "the deal, the burial and the play")
}
