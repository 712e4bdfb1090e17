package blackjack

import (
	"fmt"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
)

// brokeAlone plays tables of 10 chips a seat until you are broke and the
// basic AI is not.
func brokeAlone(t *testing.T) model {
	t.Helper()
	for seed := uint64(1); seed < 50; seed++ {
		s := setup(seed)
		s.Variants = map[string]string{"bankroll": "10"}
		m := start(t, testEnv(false), s)
		m = playRound(t, m)
		if m.canRebuy() && m.tbl.State().Bankroll(1) >= 20 {
			return m
		}
	}
	t.Fatal("no seed leaves you broke and the AI not")
	return model{}
}

// A broke person is waited for, even at instant speed: the computers do
// not play on until they take a new bankroll or choose to watch the round
// (x), and then only for that round.
func TestPaceWaitsForABrokePerson(t *testing.T) {
	m := brokeAlone(t)
	before := len(entries(m))
	seat, waiting := m.brokeWaiting()
	require.True(t, waiting)
	assert.Equal(t, game.Seat(0), seat)
	assert.Contains(t, m.turnLine(100), "You are out of chips: b takes a new bankroll, x watches this round.")
	assert.Contains(t, m.View(), "[ x Sit out ]")
	assert.Contains(t, m.View(), "[ b New bankroll ]")

	round := m.view().Round
	m = press(t, m, "x")
	assert.Greater(t, len(entries(m)), before, "the AI played its round")
	assert.Equal(t, round+1, m.view().Round, "one round, then the table waits again")
	_, waiting = m.brokeWaiting()
	assert.True(t, waiting)

	m = press(t, m, "b")
	_, waiting = m.brokeWaiting()
	assert.False(t, waiting)
	assert.True(t, m.myTurn(), "with a new bankroll you bet again")
	assert.Equal(t, gb.Rebuy(), entries(m)[len(entries(m))-1].Action)
}

// Dealing is paced card by card: each card of the opening deal is its own
// step, and at instant speed there is no pause at all.
func TestPaceDealsCardByCard(t *testing.T) {
	s := setup(seedDouble)
	s.Speed = game.Fast
	scr, err := Game.New(testEnv(false), s)
	require.NoError(t, err)
	m := scr.(model)
	next, _ := m.Update(m.clock.Kick()())
	m = next.(model)
	next, cmd := m.Update(keys("enter")[0]) // you bet; the AI thinks
	m = next.(model)
	// Step by step: each pace.Step shows one more card.
	cardsOnTable := func() int {
		n := m.board.dealer.N
		for _, sp := range m.board.spots {
			for _, h := range sp.Hands[:sp.NHands] {
				n += h.N
			}
		}
		return n
	}
	var seen []int
	for steps := 0; steps < 40 && !m.myTurn(); steps++ {
		msg := tea.Msg(m.clock.Due()) // the pause ends, without waiting for it
		if m.beat.kind == beatDeciding {
			msgs := run(cmd)
			require.Len(t, msgs, 1, "step %d", steps)
			msg = msgs[0]
		}
		next, cmd = m.Update(msg)
		m = next.(model)
		if m.board.dealt {
			seen = append(seen, cardsOnTable())
		}
	}
	require.True(t, m.myTurn())
	assert.Equal(t, fmt.Sprint([]int{1, 2, 3, 4, 5, 6}), fmt.Sprint(dedupe(seen)), "one card per step")
}

func dedupe(xs []int) []int {
	var out []int
	for _, x := range xs {
		if len(out) == 0 || out[len(out)-1] != x {
			out = append(out, x)
		}
	}
	return out
}
