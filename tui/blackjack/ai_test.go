package blackjack

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// A table of computers at instant speed plays its rounds through tea.Cmd
// messages, and the screen ends it with screen.Finished: every seat's
// chips and what it won or lost.
func TestAITableFinishes(t *testing.T) {
	s := setup(11, aiBasic, aiCounter, aiBasic)
	s.Rounds = 8
	scr, err := Game.New(testEnv(false), s)
	require.NoError(t, err)
	h := screentest.Played(t, scr)
	m := h.Screen.(model)
	require.True(t, m.tbl.Over())
	assert.False(t, m.Running())
	assert.Equal(t, 8, m.tbl.State().Round())
	sum := h.Finished.Summary
	assert.Equal(t, "After 8 rounds:", sum[0])
	assert.Regexp(t, `^P1 AI \(basic\): [\d.]+ chips \([+-]?[\d.]+\)`, sum[1])
	assert.Regexp(t, `^AI \(counter\): `, sum[2])
	assert.Len(t, sum, 4, "no lifetime record for computers")
}

// Every AI decision arrives as a message from a command, never inside
// Update: when a computer's turn starts, Update returns a command and the
// table is unchanged until its message comes back.
func TestAIDecisionsComeAsMessages(t *testing.T) {
	scr, err := Game.New(testEnv(false), setup(42, aiCounter, you))
	require.NoError(t, err)
	m := scr.(model)
	s, cmd := m.Update(m.clock.Kick()()) // the AI bets first
	m = s.(model)
	require.NotNil(t, cmd)
	require.Empty(t, entries(m))
	require.Equal(t, beatThink, m.beat.kind)

	msgs := run(cmd) // the pause (instant: at once)
	require.Len(t, msgs, 1)
	s, cmd = m.Update(msgs[0])
	m = s.(model)
	require.Equal(t, beatDeciding, m.beat.kind)
	require.Empty(t, entries(m))

	msgs = run(cmd) // the decision, made off the Update loop
	require.Len(t, msgs, 1)
	d, ok := msgs[0].(decided)
	require.True(t, ok)
	assert.Equal(t, game.Seat(0), d.Seat)
	assert.Equal(t, gb.Bet(10), d.Action, "a fresh shoe: the counter bets one unit")

	s2, _ := m.Update(d.Stale())
	assert.Empty(t, entries(s2.(model)), "a decision for another position is dropped")
	s, _ = m.Update(d)
	assert.Equal(t, []game.Entry[gb.Action]{{Seat: 0, Action: gb.Bet(10)}}, entries(s.(model)))
}

// The counter sees the cards the table has shown: after a shoe of rounds
// its bets follow the true count of those cards, as a counter fed the
// same events decides.
func TestAICounterCounts(t *testing.T) {
	s := setup(8, aiCounter)
	s.Rounds = 40
	s.Variants = map[string]string{"decks": "1", "penetration": "0.9"}
	m := start(t, testEnv(false), s)
	require.True(t, m.tbl.Over())
	bets := map[int]bool{}
	for _, e := range entries(m) {
		if e.Action.Kind == gb.KindBet {
			bets[e.Action.Amount.Whole()] = true
		}
	}
	assert.Greater(t, len(bets), 1, "the counter spreads its bets: %v", bets)
}

// With nobody at the keyboard and no end, the table plays on by itself;
// with Rounds it ends.
func TestAIAlone(t *testing.T) {
	s := setup(5, aiBasic)
	s.Rounds = 3
	scr, err := Game.New(testEnv(false), s)
	require.NoError(t, err)
	m, out := drive(t, scr.(model), run(scr.Init())...)
	assert.True(t, m.tbl.Over())
	require.Len(t, out, 1)
	assert.Equal(t, "After 3 rounds:", out[0].(screen.Finished).Summary[0])
}
