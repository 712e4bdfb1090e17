package screen

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"teahouse/game"
)

func TestSeatNames(t *testing.T) {
	you := game.Player{ID: "local:ann", Name: "ann", Kind: game.Human}
	ai := game.Player{ID: "ai:optimal", Kind: game.AI, Level: "optimal"}
	bot := game.Player{ID: "exec:python3 bots/dice.py", Kind: game.Program, Command: "python3 bots/dice.py"}
	assert.Equal(t, Names{"You", "AI (optimal)"}, SeatNames([]game.Player{you, ai}, 2))
	assert.Equal(t, Names{"You", "P2 AI (optimal)", "P3 AI (optimal)", "Program (dice.py)"}, SeatNames([]game.Player{you, ai, ai, bot}, 4))
	assert.Equal(t, Names{"You", "P2"}, SeatNames([]game.Player{you, {}}, 2), "an unnamed seat")
	assert.Equal(t, Names{"You", "P2"}, SeatNames([]game.Player{you}, 2), "a missing seat")
	two := Identify([]game.Player{{Kind: game.Human}, ai, {Kind: game.Human}}, "ann")
	assert.Equal(t, Names{"Player 1", "AI (optimal)", "Player 3"}, SeatNames(two, 3), "people taking turns are named by seat")
	assert.Equal(t, "local:Player 3", two[2].ID)
	assert.Equal(t, []game.Player{you, ai}, Identify([]game.Player{{Kind: game.Human}, ai}, "ann"))
}

func TestNamesDoesVerbAndWhose(t *testing.T) {
	n := Names{"You", "AI (greedy)"}
	assert.Equal(t, "You win", n.Does(0, "win", "wins"))
	assert.Equal(t, "AI (greedy) wins", n.Does(1, "win", "wins"))
	assert.Equal(t, "you sit", n.Verb(0, "you sit", "sits"))
	assert.Equal(t, "sits", n.Verb(1, "you sit", "sits"))
	assert.Equal(t, "your", n.Whose(0))
	assert.Equal(t, "AI (greedy)'s", n.Whose(1))
}

func TestReason(t *testing.T) {
	assert.Equal(t, "Roll before you score", Reason(game.Illegal("roll before you score")))
	assert.Equal(t, "It is P2's turn", Reason(fmt.Errorf("P1: %w", game.Refuse(game.ErrNotYourTurn, "it is P2's turn"))))
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
