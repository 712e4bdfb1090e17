package yahtzee

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
	"teahouse/tui/screentest"
)

// watch runs the screen of s in real time, one message at a time, until
// the table waits for you, and returns every screen it drew.
func watch(t *testing.T, s ...game.Player) []string {
	t.Helper()
	set := setup(42, s...)
	set.Speed = game.Fast
	scr, err := Screens.New(testEnv(true), set)
	require.NoError(t, err)
	t.Cleanup(scr.Close)
	m := scr.(screenOf)
	queue := screentest.Run(m.Init())
	var views []string
	for step := 0; len(queue) > 0 && !where(m).MyTurn; step++ {
		require.Less(t, step, 1000)
		next, cmd := m.Update(queue[0])
		m, queue = next.(screenOf), append(queue[1:], screentest.Run(cmd)...)
		views = append(views, m.View())
	}
	require.True(t, where(m).MyTurn)
	return views
}

// A computer's turn at a pace a person can follow: the dice it keeps
// appear one at a time before the others tumble, a roll is logged once it
// lands, and the box it scores flashes.
func TestPaceAComputersTurn(t *testing.T) {
	views := watch(t, aiGreedy, you)
	var rolling, reveals, flashes int
	held := 0
	for i, v := range views {
		turn := flatten(v)
		switch {
		case strings.Contains(turn, "rolling..."):
			if rolling++; rolling == 1 {
				assert.NotContains(t, v, "AI (greedy) rolls ", "logged once the dice land")
			}
		case strings.Contains(turn, "- keeps "):
			n := strings.Count(v, "HELD")
			if strings.Contains(flatten(views[i-1]), "- keeps ") {
				assert.GreaterOrEqual(t, n, held, "the holds appear one by one")
			} else {
				assert.Equal(t, 1, n, "the first hold appears alone")
			}
			held, reveals = n, reveals+1
		case strings.Contains(v, "\n* "): // the scored row
			assert.Regexp(t, `\* \S.* AI \(greedy\) scores \d+ in `, turn)
			faces, _ := diceOn(t, v)
			assert.True(t, faces.Valid(), "the dice scored stay while the box flashes: %v", faces)
			assert.Contains(t, v, "[AI greedy]", "on the scorer's card")
			flashes++
		}
	}
	assert.Positive(t, rolling)
	assert.Positive(t, reveals)
	assert.Positive(t, flashes)
	assert.Contains(t, views[len(views)-1], "Your turn: r rolls.")
}

// The last seat's score flashes in the round it was scored in, on that
// seat's card, with its dice, though the view has passed the dice on to
// the next round.
func TestPaceTheLastSeatsScoreFlashesInItsRound(t *testing.T) {
	f, c := faceWith([]game.Player{you, aiGreedy}, 0, 0)
	c.Env, c.Viewer = testEnv(true), 0
	scoredDice := dice.Hand{2, 2, 3, 3, 3}
	f = f.Sync(c, gy.View{Viewer: 0, Config: gy.Config{Seats: 2}, Round: 1, Turn: 1, RollsUsed: 2, Dice: scoredDice, Cards: f.view.Cards})
	f, beat := f.Event(c, gy.BoxScored{Seat: 1, Box: yz.FullHouse, Dice: scoredDice, Points: 25, Total: 25})
	require.Equal(t, 2, f.view.Round, "the view is in round 2")
	assert.Positive(t, beat.Pause, "the score flashes")
	assert.Contains(t, f.Header(c).Right, "Round 1 of 13")
	assert.Equal(t, "AI (greedy) scores 25 in Full house.", f.turnLine(c, 80))
	shown, rolls := f.shownDice()
	assert.Equal(t, scoredDice, shown)
	assert.Equal(t, 2, rolls)

	f, _ = f.Event(c, gy.TurnStarted{Seat: 0, Round: 2})
	assert.Contains(t, f.Header(c).Right, "Round 2 of 13", "the flash is over")
	shown, _ = f.shownDice()
	assert.Zero(t, shown, "and its dice are gone")
}
