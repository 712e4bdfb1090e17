package blackjack

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/store"
	bj "teahouse/rules/blackjack"
)

// The lifetime table shows what the store keeps, a row a person.
func TestLifetimeShowsTheStore(t *testing.T) {
	dir := t.TempDir()
	keep(t, dir, map[string]store.Change{
		"local:ann": {Bankroll: bj.Chips(1210), Rounds: 30, Hands: 32, Won: 15, Lost: 14, Pushed: 3, Blackjacks: 2, Net: bj.Chips(210)},
		"local:bob": {Bankroll: bj.Chips(840), Rounds: 5, Hands: 5, Won: 1, Lost: 4, Net: bj.Chips(-160) - 1},
	})
	tbl, err := lifetime(keeping(t, dir))
	require.NoError(t, err)
	assert.Equal(t, "Lifetime results", tbl.Title)
	assert.Len(t, tbl.Columns, 8)
	assert.Equal(t, [][]string{
		{"ann", "30", "15", "14", "3", "2", "+210", "1210"},
		{"bob", "5", "1", "4", "0", "0", "-160.5", "840"},
	}, tbl.Rows)
}

// The old bankroll file is imported before the table is read, once.
func TestLifetimeImportsTheOldFile(t *testing.T) {
	dir := t.TempDir()
	path := writeLedger(t, dir, `{"version":2,"players":{"local:ann":{"bankroll":70,"rounds":1,"hands":1,"won":1}}}`)
	tbl, err := lifetime(keeping(t, dir))
	require.NoError(t, err)
	assert.Equal(t, [][]string{{"ann", "1", "1", "0", "0", "0", "0", "70"}}, tbl.Rows)
	assert.FileExists(t, path, "left as it was")
}

// Nothing kept: no rows. A corrupt bankroll file is an error that says
// where it was set aside, and the rows the store has are still shown.
func TestLifetimeEmptyAndCorrupt(t *testing.T) {
	tbl, err := lifetime(keeping(t, t.TempDir()))
	require.NoError(t, err)
	assert.Empty(t, tbl.Rows)
	tbl, err = lifetime(testEnv(false))
	require.NoError(t, err)
	assert.Empty(t, tbl.Rows)

	dir := t.TempDir()
	keep(t, dir, map[string]store.Change{"local:ann": fresh(bj.Chips(5))})
	path := writeLedger(t, dir, "{not json")
	tbl, err = lifetime(keeping(t, dir))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "set aside as")
	assert.Len(t, tbl.Rows, 1)
	data, err := os.ReadFile(path + ".corrupt-20260102-030405")
	require.NoError(t, err)
	assert.Equal(t, "{not json", string(data), "kept")
}
