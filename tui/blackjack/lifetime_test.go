package blackjack

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bj "teahouse/rules/blackjack"
	"teahouse/tui/blackjack/ledger"
)

// The lifetime table shows what the ledger keeps, a row a person.
func TestLifetimeShowsTheLedger(t *testing.T) {
	dir := t.TempDir()
	keep(t, dir, map[string]ledger.Record{
		"local:ann": {Bankroll: bj.Chips(1210), Rounds: 30, Hands: 32, Won: 15, Lost: 14, Pushed: 3, Blackjacks: 2, Net: bj.Chips(210)},
		"local:bob": {Bankroll: bj.Chips(840), Rounds: 5, Hands: 5, Won: 1, Lost: 4, Net: bj.Chips(-160) - 1},
	})
	tbl, err := lifetime(keeping(dir))
	require.NoError(t, err)
	assert.Equal(t, "Lifetime results", tbl.Title)
	assert.Len(t, tbl.Columns, 8)
	assert.Equal(t, [][]string{
		{"ann", "30", "15", "14", "3", "2", "+210", "1210"},
		{"bob", "5", "1", "4", "0", "0", "-160.5", "840"},
	}, tbl.Rows)
}

// Nothing kept: no rows. A corrupt ledger is an error, and the file stays
// where it is.
func TestLifetimeEmptyAndCorrupt(t *testing.T) {
	tbl, err := lifetime(keeping(t.TempDir()))
	require.NoError(t, err)
	assert.Empty(t, tbl.Rows)
	tbl, err = lifetime(testEnv(false))
	require.NoError(t, err)
	assert.Empty(t, tbl.Rows)

	dir := t.TempDir()
	path := filepath.Join(dir, "blackjack", ledger.FileName)
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(t, os.WriteFile(path, []byte("{not json"), 0o644))
	_, err = lifetime(keeping(dir))
	assert.ErrorIs(t, err, ledger.ErrCorrupt)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "{not json", string(data), "left as it was")
}
