package blackjack

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/tui/screentest"
)

// A whole session of eight rounds with two computers, played by keys to
// the end: the result waits for enter, the summary gives every seat's
// chips and what it won, and the saved log replays to the same table.
func TestPlayAWholeSession(t *testing.T) {
	s := setup(21, you, aiCounter, aiBasic)
	s.Options["rounds"] = "8"
	m, summary := playOn(t, start(t, testEnv(false), s), "h")
	st := truth(t, m)
	require.Equal(t, gb.PhaseOver, gb.Game.View(st, game.Spectator).Phase)
	assert.False(t, m.Running())
	require.Len(t, summary, 4, "the rounds, then a line a seat; no bankrolls kept")
	assert.Equal(t, "After 8 rounds:", summary[0])
	v := gb.Game.View(st, game.Spectator)
	for i, name := range []string{"You", "AI (counter)", "AI (basic)"} {
		net := st.Net(game.Seat(i))
		assert.True(t, strings.HasPrefix(summary[i+1], fmt.Sprintf("%s: %s chips (%s)", name, v.Spots[i].Bankroll, signed(net))), summary[i+1])
	}
	assert.Contains(t, m.View(), "The table closes after 8 rounds.")
}

// The computer moves exactly once each time the table waits for it, and
// only then: every action of the log was a waiting seat's, each computer
// seat's the one the host asks, the first waiting computer.
func TestPlayTheComputerMovesOncePerDecision(t *testing.T) {
	s := setup(7, aiCounter, you, aiBasic)
	s.Options["rounds"] = "6"
	m, _ := playOn(t, start(t, testEnv(false), s), "h")
	l := saved(t, m)
	st, err := game.Start(gb.Game, l.Header)
	require.NoError(t, err)
	computers := 0
	for i, e := range l.Entries {
		w := gb.Game.Waiting(st)
		require.Contains(t, w, e.Seat, "action %d was a waiting seat's", i+1)
		if e.Seat != 1 {
			first := slices.IndexFunc(w, func(s game.Seat) bool { return s != 1 })
			require.Equal(t, w[first], e.Seat, "action %d: the computer asked", i+1)
			computers++
		}
		st, _, err = gb.Game.Reduce(st, e.Seat, e.Action)
		require.NoError(t, err)
	}
	assert.True(t, gb.Game.Outcome(st).Over)
	assert.Greater(t, computers, 12)
}

// Computers play a table on their own, to its end, the summary naming
// every seat and no lifetime record.
func TestPlayComputersAlone(t *testing.T) {
	s := setup(11, aiBasic, aiCounter, aiBasic)
	s.Options["rounds"] = "8"
	scr, err := Screens.New(testEnv(false), s)
	require.NoError(t, err)
	h := screentest.Played(t, scr)
	m := h.Screen.(screenOf)
	t.Cleanup(m.Close)
	assert.Equal(t, game.Omniscient, where(m).Viewer)
	assert.False(t, m.Running())
	sum := h.Finished.Summary
	require.Len(t, sum, 4)
	assert.Equal(t, "After 8 rounds:", sum[0])
	assert.Regexp(t, `^P1 AI \(basic\): [\d.]+ chips \([+-]?[\d.]+\)`, sum[1])
	assert.Regexp(t, `^AI \(counter\): `, sum[2])
}

// The counter sees the cards its seat saw: after a shoe of rounds its bets
// follow the count.
func TestPlayTheCounterCounts(t *testing.T) {
	s := setup(8, aiCounter)
	s.Options["rounds"] = "40"
	s.Options["decks"] = "1"
	s.Options["penetration"] = "90"
	m := start(t, testEnv(false), s)
	bets := map[int]bool{}
	for _, e := range entries(t, m) {
		if e.Action.Kind == gb.KindBet {
			bets[e.Action.Amount.Whole()] = true
		}
	}
	assert.Greater(t, len(bets), 1, "the counter spreads its bets: %v", bets)
}

// Dealing is paced card by card: at a speed a person can follow, each
// card of the opening deal is drawn on its own before the next arrives,
// and the hole card arrives face down.
func TestPlayDealsCardByCard(t *testing.T) {
	s := setup(seedDouble, you)
	s.Speed = game.Fast
	m := start(t, testEnv(true), s)
	var shown []int
	queue := keys("enter")
	for steps := 0; len(queue) > 0; steps++ {
		require.Less(t, steps, 200)
		next, cmd := m.Update(queue[0])
		m, queue = next.(screenOf), append(queue[1:], screentest.Run(cmd)...)
		if n := strings.Count(m.View(), "+-----+") / 2; len(shown) == 0 || shown[len(shown)-1] != n {
			shown = append(shown, n) // each card has a top and a bottom
		}
	}
	require.True(t, where(m).MyTurn)
	assert.Equal(t, []int{0, 1, 2, 3, 4}, shown, "one card at a time")
	assert.Contains(t, dealerRow(t, m.View()), cardBack(true))
}
