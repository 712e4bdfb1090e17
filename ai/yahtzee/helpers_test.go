package yahtzee

import (
	"sync"
	"testing"
)

// solvedTable is the table every test shares: a solve takes about a second
// (more under -race), so the package solves once.
var solvedTable = sync.OnceValue(func() *Table { return Solve(nil) })

// sharedTable returns the shared solved table.
func sharedTable(tb testing.TB) *Table {
	tb.Helper()
	return solvedTable()
}
