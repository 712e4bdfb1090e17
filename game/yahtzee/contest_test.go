package yahtzee

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	yz "teahouse/rules/yahtzee"
)

// A finished game is one contest, each seat a side placed by its total,
// ties sharing a place; a solo game and a game not over rate nothing.
func TestOutcomeContests(t *testing.T) {
	s := State{cfg: Config{Seats: 3}, over: true}
	s.cards[0] = cardOf(0, map[yz.Box]int{yz.Chance: 20})
	s.cards[1] = cardOf(0, map[yz.Box]int{yz.Chance: 25})
	s.cards[2] = cardOf(0, map[yz.Box]int{yz.Chance: 20})
	assert.Equal(t, []game.Contest{{Sides: [][]game.Seat{{0}, {1}, {2}}, Places: []int{2, 1, 2}}}, Game.Outcome(s).Contests)
	s.over = false
	assert.Nil(t, Game.Outcome(s).Contests)

	solo, _, _ := playRandom(t, 1, 3)
	require.True(t, Game.Outcome(solo).Over)
	assert.Nil(t, Game.Outcome(solo).Contests, "a game of one side")

	played, _, _ := playRandom(t, 2, 4)
	o := Game.Outcome(played)
	require.Len(t, o.Contests, 1)
	first := 0
	if o.Seats[1].Score > o.Seats[0].Score {
		first = 1
	}
	assert.Equal(t, 1, o.Contests[0].Places[first], "the higher total first")
}
