package host_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/host"
	gp "teahouse/game/pokerdice"
)

// A recording hands its watcher every step of the log, as Frames gives
// them, and takes no action or note; a log the game refuses is an error,
// with the steps before it.
func TestARecordingIsWatchedWhole(t *testing.T) {
	seats, _ := aiSeats(3)
	g, err := host.Play(context.Background(), gp.Game, gp.Config{}, 3, seats, host.PlayOptions{})
	require.NoError(t, err)
	l := g.Log()
	rec := host.Record(gp.Game, l)
	w, err := rec.Watch(game.Spectator, 0)
	require.NoError(t, err)
	ups, open := w.Take()
	assert.False(t, open, "nothing more comes")
	want, err := host.Frames(gp.Game, l, game.Spectator, 0)
	require.NoError(t, err)
	assert.Equal(t, want, ups)
	assert.Len(t, ups, len(l.Entries)+1)
	assert.Equal(t, l, rec.Log())
	assert.ErrorIs(t, rec.Act(0, gp.Stand()), host.ErrRecorded)
	assert.ErrorIs(t, rec.Annotate(game.Note{Seat: 0, Text: "hm"}), host.ErrRecorded)
	assert.NoError(t, rec.Check(ups[0].Sights[1].View, mustLegal(t, rec, ups[0].Sights[1].View)))

	bad := l.Clone()
	bad.Entries[2].Seat = 1 - bad.Entries[2].Seat
	w, err = host.Record(gp.Game, bad).Watch(0)
	require.ErrorIs(t, err, game.ErrCorruptLog)
	ups, _ = w.Take()
	assert.Len(t, ups, 3, "the opening and the two actions before the refused one")
}

func mustLegal(t *testing.T, rec *host.Recording[gp.Config, gp.State, gp.Action, gp.View], v gp.View) gp.Action {
	t.Helper()
	legal, _ := rec.Legal(v)
	require.NotEmpty(t, legal)
	return legal[0]
}
