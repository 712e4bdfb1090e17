package host_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/host"
	gp "teahouse/game/pokerdice"
)

// recorder keeps every step it is shown, and says one sentence as the
// table opens. Its fields are read once Close has returned: without Close
// waiting for it, the race detector sees the reads race its writes.
type recorder struct {
	steps  []host.Step
	closed bool
}

func (r *recorder) Keep(f host.Follow, say func(string)) {
	for {
		steps, open := f.Next()
		for _, s := range steps {
			if s.Seq == 0 && len(r.steps) == 0 {
				say("kept from the opening")
			}
			r.steps = append(r.steps, s)
		}
		if !open {
			r.closed = true
			return
		}
	}
}

// TestAKeeperFollowsTheWholeTable: a keeper is shown every step from the
// opening, with a spectator's events and who sits where; what it says is
// noted at the table; Close waits for it to keep the last step.
func TestAKeeperFollowsTheWholeTable(t *testing.T) {
	seats, _ := aiSeats(3)
	r := &recorder{}
	h, err := host.Open(gp.Game, gp.Config{Rounds: 3}, 3, seats, host.Options{Keepers: []host.Keeper{r}})
	require.NoError(t, err)
	w, err := h.Watch(game.Spectator)
	require.NoError(t, err)
	ups := collect(w)
	require.True(t, ups[len(ups)-1].Outcome.Over)
	h.Close()

	require.True(t, r.closed, "Keep returned before Close did")
	frames, err := host.Frames(gp.Game, h.Log(), game.Spectator)
	require.NoError(t, err)
	var steps []host.Step
	for i, s := range r.steps {
		if i == 0 || len(s.Events) > 0 { // the note's step has none
			steps = append(steps, s)
		}
	}
	require.Len(t, steps, len(frames), "every step, from the opening")
	for i, f := range frames {
		assert.Equal(t, f.Seq, steps[i].Seq)
		assert.Equal(t, f.Sights[0].Events, steps[i].Events, "step %d: a spectator's events", f.Seq)
		assert.Equal(t, seats[0].Player, steps[i].Players[0])
	}
	notes := h.Log().Notes
	require.Len(t, notes, 1)
	assert.Equal(t, "kept from the opening", notes[0].Text)
}
