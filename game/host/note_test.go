package host_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/host"
	gp "teahouse/game/pokerdice"
)

// TestNoteGoesInTheLogInItsPlace: a screen's note is kept in the log at
// the step it names, even one that arrives after the next action, in the
// order of the steps; a bad seat, a step to come and an empty text are
// refused and noted nowhere; the game is as it was.
func TestNoteGoesInTheLogInItsPlace(t *testing.T) {
	people := []sitter{
		{Player: game.Player{ID: "local:a", Name: "a", Kind: game.Human}},
		{Player: game.Player{ID: "local:b", Name: "b", Kind: game.Human}},
	}
	h, err := host.Open(gp.Game, gp.Config{Rounds: 3}, 7, people, host.Options{})
	require.NoError(t, err)
	defer h.Close()
	require.NoError(t, h.Annotate(game.Note{At: 0, Seat: 0, Kind: game.NoteTip, Text: "P1 asked for the tip"}))
	require.NoError(t, h.Act(0, gp.Hold(0)))
	require.NoError(t, h.Act(1, gp.Hold(0)))
	require.NoError(t, h.Annotate(game.Note{At: 2, Seat: 0, Text: "late"}))
	require.NoError(t, h.Annotate(game.Note{At: 1, Seat: 1, Kind: game.NoteTip, Text: "P2 asked for the tip"}), "arrived after P2's action")
	for _, bad := range []game.Note{{At: 0, Seat: 5, Text: "x"}, {At: 3, Seat: 0, Text: "x"}, {At: -1, Seat: 0, Text: "x"}, {At: 0, Seat: 0}} {
		assert.Error(t, h.Annotate(bad), "%+v", bad)
	}
	l := h.Log()
	assert.Equal(t, []game.Note{
		{At: 0, Seat: 0, Kind: game.NoteTip, Text: "P1 asked for the tip"},
		{At: 1, Seat: 1, Kind: game.NoteTip, Text: "P2 asked for the tip"},
		{At: 2, Seat: 0, Text: "late"},
	}, l.Notes)
	s, err := game.Replay(gp.Game, l)
	require.NoError(t, err)
	l.Notes = nil
	plain, err := game.Replay(gp.Game, l)
	require.NoError(t, err)
	assert.Equal(t, plain, s, "notes change nothing in the game")
}
