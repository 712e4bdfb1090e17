package screen

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/game"
)

func TestSeatNames(t *testing.T) {
	you := game.Player{Name: "You", Controller: game.Human}
	ai := game.Player{Name: "AI (optimal)", Controller: game.AI, Level: "optimal"}
	assert.Equal(t, Names{"You", "AI (optimal)"}, SeatNames([]game.Player{you, ai}, 2))
	assert.Equal(t, Names{"You", "P2 AI (optimal)", "P3 AI (optimal)"}, SeatNames([]game.Player{you, ai, ai}, 3))
	assert.Equal(t, Names{"You", "P2"}, SeatNames([]game.Player{you, {}}, 2), "an unnamed seat")
	assert.Equal(t, Names{"You", "P2"}, SeatNames([]game.Player{you}, 2), "a missing seat")
}

func TestNamesDoesAndWhose(t *testing.T) {
	n := Names{"You", "AI (greedy)"}
	assert.Equal(t, "You win", n.Does(0, "win", "wins"))
	assert.Equal(t, "AI (greedy) wins", n.Does(1, "win", "wins"))
	assert.Equal(t, "your", n.Whose(0))
	assert.Equal(t, "AI (greedy)'s", n.Whose(1))
}

func TestReason(t *testing.T) {
	assert.Equal(t, "Roll before you score", Reason(fmt.Errorf("%w: roll before you score", game.ErrIllegal)))
	assert.Equal(t, "Not your turn: it is P2's turn", Reason(fmt.Errorf("%w: it is P2's turn", game.ErrNotYourTurn)))
	assert.Equal(t, "", Reason(errors.New("")))
}

func TestNamesFit(t *testing.T) {
	n := Names{"You", "P2 AI (optimal)", "AI (greedy)", "Somebody Long"}
	assert.Equal(t, "You", n.Fit(0, 5))
	assert.Equal(t, "P2 AI (optimal)", n.Fit(1, 20))
	assert.Equal(t, "AI optimal", n.Fit(1, 12))
	assert.Equal(t, "optimal", n.Fit(1, 8))
	assert.Equal(t, "P2", n.Fit(1, 5))
	assert.Equal(t, "greedy", n.Fit(2, 8))
	assert.Equal(t, "P4", n.Fit(3, 6))
	assert.Equal(t, "P", n.Fit(3, 1))
}

func TestAILevel(t *testing.T) {
	l, ok := AILevel("P3 AI (counter)")
	assert.True(t, ok)
	assert.Equal(t, "counter", l)
	_, ok = AILevel("You")
	assert.False(t, ok)
}
