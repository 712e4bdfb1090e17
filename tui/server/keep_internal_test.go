package server

import (
	"bytes"
	"errors"
	"testing"

	"github.com/charmbracelet/log"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/catalog"
	"teahouse/game/store"
	"teahouse/tui/screen"
)

// unsavable is a shared table whose log cannot be saved, as on a full
// disk.
type unsavable struct{ screen.Shared }

func (unsavable) SaveLog(dir string) (string, error) {
	return "", errors.New("write " + dir + "/.x.tmp: no space left on device")
}

// Note finds the table closed.
func (unsavable) Note(game.Seat, string) error { return errors.New("the table is closed") }

// A table whose game ended but whose log cannot be saved still records
// its results, which the store can keep (they were dropped with the log),
// and rates its players.
func TestATableWhoseLogIsNotSavedKeepsItsResults(t *testing.T) {
	dir := t.TempDir()
	st, err := store.Open(dir)
	require.NoError(t, err)
	t.Cleanup(func() { _ = st.Close() })
	var said bytes.Buffer
	p := newParlor(nil, 1, 0, dir, st, log.New(&said))
	players := []game.Player{{ID: "ssh:ann", Name: "ann", Kind: game.Remote}, {ID: "ai:expert", Kind: game.AI, Level: "expert"}}
	tbl := &table{id: 1, game: screen.Game{Info: catalog.Info{Name: "pokerdice"}}, shared: unsavable{}}
	p.keep(tbl, screen.TableState{Players: players, Outcome: game.Outcome{
		Over: true, Winners: []game.Seat{0}, Seats: []game.SeatResult{{Score: 2}, {Score: 1}},
		Contests: game.ByScore([]float64{2, 1}),
	}})
	assert.Contains(t, said.String(), "no space left on device", "the failed save is logged")
	stats, err := st.Stats("pokerdice")
	require.NoError(t, err)
	require.Len(t, stats, 2, "both seats' results")
	for _, s := range stats {
		assert.Equal(t, 1, s.Played, s.Player)
	}
	board, err := st.Leaderboard("pokerdice")
	require.NoError(t, err)
	require.Len(t, board, 2, "both players rated")
	assert.Equal(t, "ssh:ann", board[0].Player, "the winner above")
	assert.Greater(t, board[0].Rating.R, 1500.0)
	assert.Equal(t, 1, board[0].Games)
}
