package blackjack

import (
	"maps"
	"slices"
	"strconv"
	"strings"

	"teahouse/tui/blackjack/ledger"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// lifetime is the statistics screen's table of what the bank keeps of each
// person over every round played (see bank): read as it is, never
// changed. Without a data directory nothing is kept, and the table is
// empty.
func lifetime(env screen.Env) (screen.Table, error) {
	tbl := screen.Table{Title: "Lifetime results", Columns: []ui.GridColumn{
		{Title: "Player"}, {Title: "Rounds", Right: true}, {Title: "Won", Right: true}, {Title: "Lost", Right: true},
		{Title: "Pushed", Right: true}, {Title: "Blackjacks", Right: true}, {Title: "Net", Right: true}, {Title: "Bankroll", Right: true},
	}}
	dir := env.PlayerDataDir()
	if dir == "" {
		return tbl, nil
	}
	s := ledger.At(dir, env.Now)
	s.IDOf = idOfName
	book, err := s.Peek()
	if err != nil {
		return tbl, err
	}
	for _, id := range slices.Sorted(maps.Keys(book.Players)) {
		r := book.Players[id]
		tbl.Rows = append(tbl.Rows, []string{strings.TrimPrefix(id, screen.LocalID("")), strconv.Itoa(r.Rounds),
			strconv.Itoa(r.Won), strconv.Itoa(r.Lost), strconv.Itoa(r.Pushed), strconv.Itoa(r.Blackjacks),
			signed(r.Net), r.Bankroll.String()})
	}
	return tbl, nil
}
