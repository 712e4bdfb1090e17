package pokerdice

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/tui/screentest"
)

// Two computer seats at instant speed play a whole match through tea.Cmd
// messages and the screen ends it with screen.Finished.
func TestAIMatchFinishes(t *testing.T) {
	for _, variants := range []map[string]string{nil, {"skills": "on", "rule": "strict"}} {
		scr, err := Game.New(testEnv(false), setup(11, variants, aiOptimal, aiSimple))
		require.NoError(t, err)
		h := screentest.Played(t, scr)
		m := h.Screen.(model)
		require.True(t, m.tbl.Over())
		assert.False(t, m.Running())
		s := m.tbl.State()
		assert.Equal(t, m.matchWords(s.Winner(), s.Score()), h.Finished.Summary[0])
		assert.Regexp(t, `^AI \((optimal|simple)\) wins the match \d-\d$`, h.Finished.Summary[0])
		assert.Len(t, h.Finished.Summary, 2+len(m.results))
		assert.Regexp(t, `^R1 `, h.Finished.Summary[2])
		assert.Contains(t, m.View(), "wins the match")
	}
}

// Every AI decision arrives as a decided from a command, never inside
// Update: after an AI's turn starts, Update returns a command and the table
// is unchanged until its message comes back.
func TestAIDecisionsComeAsMessages(t *testing.T) {
	scr, err := Game.New(testEnv(false), setup(42, nil, aiOptimal, you))
	require.NoError(t, err)
	m := scr.(model)
	s, cmd := m.Update(run(m.Init())[0]) // kick: the AI holds first
	m = s.(model)
	require.NotNil(t, cmd)
	require.Empty(t, m.tbl.Log().Entries)
	require.Equal(t, beatThink, m.beat.kind)

	msgs := run(cmd) // the pause (instant: at once)
	require.Len(t, msgs, 1)
	s, cmd = m.Update(msgs[0])
	m = s.(model)
	require.Equal(t, beatDeciding, m.beat.kind)
	require.Empty(t, m.tbl.Log().Entries)

	msgs = run(cmd) // the decision, made off the Update loop
	require.Len(t, msgs, 1)
	d, ok := msgs[0].(decided)
	require.True(t, ok)
	assert.Equal(t, game.Seat(0), d.Seat)
	assert.Equal(t, gp.KindHold, d.Action.Kind)

	s2, _ := m.Update(d.Stale())
	assert.Empty(t, s2.(model).tbl.Log().Entries, "a decision for another position is dropped")

	s, _ = m.Update(d)
	assert.Equal(t, []game.Entry[gp.Action]{{Seat: 0, Action: d.Action}}, s.(model).tbl.Log().Entries)
}

// With nobody at the keyboard the showdown moves on by itself.
func TestAIShowdownContinuesAlone(t *testing.T) {
	scr, err := Game.New(testEnv(false), setup(5, nil, aiOptimal, aiOptimal))
	require.NoError(t, err)
	m, out := drive(t, scr.(model), run(scr.Init())...)
	assert.True(t, m.tbl.Over())
	require.Len(t, out, 1)
}
