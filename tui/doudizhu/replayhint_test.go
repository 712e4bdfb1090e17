package doudizhu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/tui/screentest"
)

// In a replay t gives the hint for the seat to move, as that seat sees
// the table: the bid in the bidding, a play in the play; ten presses of
// right move ten steps.
func TestReplayHintForTheSeatToMove(t *testing.T) {
	s := screentest.Setup("doudizhu", seed7, []game.Player{aiSimple, aiSimple, aiSimple})
	s.Options["deals"] = "1"
	m := start(t, screentest.Env(true), s)
	_, data := screentest.SavedLog(t, m)
	r := screentest.OpenReplay[screenOf](t, Screens, screentest.Env(true), data, "doudizhu.jsonl")
	r = press(t, r, "t")
	assert.Contains(t, screentest.Flatten(r.View()), "Hint: ", "the first bidder's hint:\n%s", r.View())
	r = press(t, r, "right", "right", "right", "right", "right", "right", "right", "right", "right", "right")
	require.Equal(t, 10, where(r).Step)
	assert.NotContains(t, screentest.Flatten(r.View()), "Hint", "a hint is for the position it was asked in")
	r = press(t, r, "t")
	assert.Contains(t, screentest.Flatten(r.View()), "Hint 1/", "the hint of the seat to play:\n%s", r.View())
	assert.NotContains(t, r.View(), "The hint is for your turn")
}
