package host_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/host"
	gp "teahouse/game/pokerdice"
)

// TestReseatHandsAPersonsSeatToAComputer: two people sit; one leaves and a
// computer takes the seat, with a note every watcher reads; the game then
// plays on to its end without the person, and the log names the computer.
func TestReseatHandsAPersonsSeatToAComputer(t *testing.T) {
	people := []sitter{
		{Player: game.Player{ID: "ssh:a", Name: "a", Kind: game.Remote}},
		{Player: game.Player{ID: "ssh:b", Name: "b", Kind: game.Remote}},
	}
	h, err := host.Open(gp.Game, gp.Config{Rounds: 3}, 7, people, host.Options{})
	require.NoError(t, err)
	defer h.Close()
	w, err := h.Watch(0)
	require.NoError(t, err)
	ai := newRandomAI(1)
	take := sitter{Player: game.Player{ID: "ai:random", Kind: game.AI, Level: "random"}, Controller: ai}
	require.Error(t, h.Reseat(5, take, ""), "no such seat")
	require.NoError(t, h.Note(1, "b has left; P2 waits for them"))
	require.NoError(t, h.Reseat(1, take, "P2 left; the computer plays P2 from now on"))
	assert.Error(t, h.Act(1, gp.Hold(0)), "a computer's seat refuses a person's action")

	var notes []string
	var last host.Update[gp.View]
	for !last.Outcome.Over {
		ups, open := w.Next()
		require.True(t, open)
		for _, u := range ups {
			for _, n := range u.Notes {
				notes = append(notes, n.Text)
			}
			last = u
		}
		if !last.Outcome.Over && len(last.Waiting) > 0 && last.Waiting[0] == 0 {
			legal, _ := gp.Game.Legal(last.Sights[0].View)
			require.NoError(t, h.Act(0, legal[0]))
		}
	}
	assert.Equal(t, []string{"b has left; P2 waits for them", "P2 left; the computer plays P2 from now on"}, notes)
	assert.Positive(t, ai.decisions())
	l := h.Log()
	assert.Equal(t, take.Player, l.Header.Players[1])
	require.Len(t, l.Notes, 2)
	assert.Equal(t, game.Seat(1), l.Notes[1].Seat)
	assert.Equal(t, game.NoteReseat, l.Notes[1].Kind, "the seat changed hands")
	require.NotNil(t, l.Notes[1].Was)
	assert.Equal(t, people[1].Player, *l.Notes[1].Was, "who played it until then")
	assert.Nil(t, l.Notes[0].Was, "a sentence only")
}
