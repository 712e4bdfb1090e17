package yahtzee

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A load's progress comes as messages that each bring the command reading
// the next; the last one brings the table and no command.
func TestStrategyLoadMessages(t *testing.T) {
	progress, end := make(chan loadEvent, 1), make(chan loadEvent, 1)
	progress <- loadEvent{done: 30, total: 120}
	msg := readLoad(7, progress, end)().(loadMsg)
	assert.Equal(t, uint64(7), msg.instance)
	assert.Equal(t, loadEvent{done: 30, total: 120}, msg.ev)
	require.NotNil(t, msg.next)

	table := shared.get(cacheDir)
	require.NotNil(t, table)
	end <- loadEvent{final: true, table: table, err: errors.New("cannot write")}
	msg = msg.next().(loadMsg)
	assert.True(t, msg.ev.final)
	assert.Nil(t, msg.next)

	m := start(t, testEnv(false), setup(1, you))
	m.strat = strategy{}
	m, _ = m.loaded(loadMsg{instance: m.clock.Instance(), ev: loadEvent{done: 30, total: 120}})
	assert.InDelta(t, 0.25, m.strat.fraction(), 1e-9)
	m, _ = m.loaded(loadMsg{instance: m.clock.Instance() + 1, ev: loadEvent{final: true, table: table}})
	assert.False(t, m.strat.ready(), "another screen's table")
	msg.instance = m.clock.Instance()
	m, _ = m.loaded(msg)
	assert.True(t, m.strat.ready())
	assert.EqualError(t, m.strat.err, "cannot write")
}

// A second screen of the process shares the table loaded by the first.
func TestStrategyShared(t *testing.T) {
	a := start(t, testEnv(false), setup(1, you))
	b := start(t, testEnv(false), setup(2, you))
	assert.Same(t, a.strat.table, b.strat.table)
}
