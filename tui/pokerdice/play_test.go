package pokerdice

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/tui/screentest"
)

func bytesReader(b []byte) io.Reader { return bytes.NewReader(b) }

// A whole match against the optimal computer, played by keys: it ends,
// the result names the winner and every round, and the saved log replays
// to the same match.
func TestPlayAWholeMatch(t *testing.T) {
	m := start(t, testEnv(false), setup(42, nil))
	m, summary := playOn(t, m, "2", "5")
	s := truth(t, m)
	require.True(t, s.Over())
	require.NotEmpty(t, summary)
	who := "You win"
	if s.Winner() == 1 {
		who = "AI (optimal) wins"
	}
	assert.True(t, strings.HasPrefix(summary[0], who+" the match"), summary[0])
	require.Len(t, summary, 2+s.Round()+2, "the result, a blank line, each round, a blank line, your holds")
	assert.Empty(t, summary[2+s.Round()])
	assert.True(t, strings.HasPrefix(summary[3+s.Round()], "You chose the best hold "), "the AI's holds are not reviewed")
	assert.False(t, m.Running())
}

// The computer moves exactly once each time the table waits for it, and
// only then: the log alternates the seats as the rules do.
func TestPlayTheComputerMovesOncePerDecision(t *testing.T) {
	m := start(t, testEnv(false), setup(7, map[string]string{"skills": "on"}))
	m, _ = playOn(t, m, "1")
	screentest.RequireOneAtATime(t, gp.Game, screentest.LogOf[gp.Action](t, m, "pokerdice"))
}

// Two computers play a match on their own, every face shown, to the end.
func TestPlayComputersAlone(t *testing.T) {
	m := start(t, testEnv(true), setup(21, map[string]string{"skills": "on"}, aiOptimal, aiSimple))
	p := where(m)
	assert.Equal(t, game.Omniscient, p.Viewer, "a table without a person shows every face")
	assert.True(t, p.Done, "at instant speed the match plays out at once")
	assert.NotContains(t, m.View(), "? ? ?", "no face is hidden from the audience")
	assert.Contains(t, m.View(), "the match")
	assert.NotContains(t, flatten(m.View()), "chose the best hold", "only people's holds are reviewed")
}

// Rounds after a level score are sudden death: the header, the log and the
// result say so.
func TestPlaySuddenDeathIsLabelled(t *testing.T) {
	for seed := uint64(1); ; seed++ {
		require.Less(t, seed, uint64(60), "no match of two rounds went to a third")
		s := setup(seed, nil)
		s.Options["rounds"] = "2"
		m := start(t, testEnv(true), s)
		for step := 0; where(m).MyTurn && truth(t, m).Round() <= 2; step++ {
			require.Less(t, step, 20)
			m = press(t, m, "enter")
			if where(m).Holding {
				m = press(t, m, "enter")
			}
		}
		if where(m).Done {
			continue
		}
		view := m.View()
		assert.Contains(t, strings.Split(view, "\n")[0], "Round 3 - sudden death")
		assert.NotContains(t, view, "best of 2", "the header says sudden death instead")
		assert.Contains(t, flatten(view), "-- Round 3, sudden death --")
		_, summary := playOn(t, m)
		assert.Contains(t, strings.Join(summary, "\n"), "R3 (sudden death) ")
		assert.NotContains(t, strings.Join(summary, "\n"), "R2 (sudden death)")
		return
	}
}
