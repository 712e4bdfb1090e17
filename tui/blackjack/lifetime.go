package blackjack

import (
	"errors"
	"maps"
	"slices"
	"strconv"
	"strings"

	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// lifetime is the statistics screen's table of what the bank keeps of each
// person over every round played (see bank), from the store. The old
// bankroll file, if not imported yet, is imported first (said as an error
// when it cannot be read). Without a store nothing is kept, and the table
// is empty.
func lifetime(env screen.Env) (screen.Table, error) {
	tbl := screen.Table{Title: "Lifetime results", Columns: []ui.GridColumn{
		{Title: "Player"}, {Title: "Rounds", Right: true}, {Title: "Won", Right: true}, {Title: "Lost", Right: true},
		{Title: "Pushed", Right: true}, {Title: "Blackjacks", Right: true}, {Title: "Net", Right: true}, {Title: "Bankroll", Right: true},
	}}
	if env.Store == nil {
		return tbl, nil
	}
	_, problem := importLedger(env.Store)
	recs, err := env.Store.Bankrolls()
	if err != nil {
		return tbl, err
	}
	for _, id := range slices.Sorted(maps.Keys(recs)) {
		r := recs[id]
		tbl.Rows = append(tbl.Rows, []string{strings.TrimPrefix(id, screen.LocalID("")), strconv.Itoa(r.Rounds),
			strconv.Itoa(r.Won), strconv.Itoa(r.Lost), strconv.Itoa(r.Pushed), strconv.Itoa(r.Blackjacks),
			signed(r.Net), r.Bankroll.String()})
	}
	if problem != "" {
		return tbl, errors.New(problem)
	}
	return tbl, nil
}
