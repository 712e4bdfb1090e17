package dataset_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	"teahouse/game/dataset"
	"teahouse/game/host"
	gp "teahouse/game/pokerdice"
)

// firstLegal plays the first legal action.
var firstLegal = host.Func[gp.View, gp.Action](func(v gp.View) gp.Action {
	legal, _ := gp.Game.Legal(v)
	return legal[0]
})

// playedLog plays a whole match of Risk Choice, as a screen would save it.
func playedLog(t *testing.T, seed uint64) game.Log[gp.Action] {
	t.Helper()
	p := game.Player{ID: "ai:first", Kind: game.AI, Level: "first"}
	seats := []host.Sitter[gp.View, gp.Action]{{Player: p, Controller: firstLegal}, {Player: p, Controller: firstLegal}}
	g, err := host.Play(context.Background(), gp.Game, gp.Config{Rounds: 3}, seed, seats, host.PlayOptions{Started: time.Date(2026, 12, 2, 4, 0, 0, 0, time.UTC)})
	require.NoError(t, err)
	return g.Log()
}

type collected struct{ rows []dataset.Row }

func (c *collected) Write(r dataset.Row) error { c.rows = append(c.rows, r); return nil }
func (c *collected) Flush() error              { return nil }

func TestAScreensLogIsGameZeroOfItsOwnSeed(t *testing.T) {
	dir := t.TempDir()
	l := playedLog(t, 42)
	path, err := game.SaveLog(dir, l)
	require.NoError(t, err)
	var out collected
	sum, err := dataset.Export(dir, []dataset.Reader{dataset.For(gp.Game)}, &out, func(string, error) { t.Fatal("nothing to skip") })
	require.NoError(t, err)
	require.Len(t, out.rows, len(l.Entries))
	assert.Equal(t, dataset.Summary{Logs: 1, Rows: len(l.Entries)}, sum)
	for i, r := range out.rows {
		assert.Equal(t, filepath.Base(path), r.File)
		assert.Equal(t, []any{0, uint64(42), uint64(42), i + 1}, []any{r.GameIndex, r.RunSeed, r.Seed, r.Step})
		assert.Equal(t, l.Entries[i].Seat.String(), r.Seat)
		assert.Equal(t, l.Entries[i].Action.String(), r.Action)
		assert.Equal(t, "first", r.Level)
		assert.True(t, r.Over)
	}
}

func TestALogThatDoesNotReplayIsSkipped(t *testing.T) {
	dir := t.TempDir()
	l := playedLog(t, 5)
	good, err := game.SaveLog(dir, l)
	require.NoError(t, err)
	// The same log with its second action played by the wrong seat.
	bad := l.Clone()
	bad.Entries[1].Seat = 1 - bad.Entries[1].Seat
	var buf bytes.Buffer
	require.NoError(t, bad.Write(&buf))
	badPath := filepath.Join(dir, "tampered.jsonl")
	require.NoError(t, os.WriteFile(badPath, buf.Bytes(), 0o644))
	// A log of a game no reader knows.
	other := strings.Replace(buf.String(), `"game":"pokerdice"`, `"game":"chess"`, 1)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "chess.jsonl"), []byte(other), 0o644))

	skipped := map[string]error{}
	var out collected
	sum, err := dataset.Export(dir, []dataset.Reader{dataset.For(gp.Game)}, &out, func(file string, err error) { skipped[file] = err })
	require.NoError(t, err)
	assert.Equal(t, dataset.Summary{Logs: 1, Rows: len(l.Entries), Skipped: 2}, sum)
	require.Contains(t, skipped, badPath)
	assert.ErrorIs(t, skipped[badPath], game.ErrCorruptLog)
	assert.Contains(t, skipped[badPath].Error(), "action 2")
	assert.Contains(t, skipped[badPath].Error(), badPath)
	chess := filepath.Join(dir, "chess.jsonl")
	require.Contains(t, skipped, chess)
	assert.ErrorIs(t, skipped[chess], dataset.ErrForeign)
	assert.Contains(t, skipped[chess].Error(), chess)
	for _, r := range out.rows {
		assert.Equal(t, filepath.Base(good), r.File)
	}
}

type failing struct{}

func (failing) Write(dataset.Row) error { return errors.New("disk full") }
func (failing) Flush() error            { return nil }

func TestAWriteErrorEndsTheExport(t *testing.T) {
	dir := t.TempDir()
	_, err := game.SaveLog(dir, playedLog(t, 1))
	require.NoError(t, err)
	_, err = dataset.Export(dir, []dataset.Reader{dataset.For(gp.Game)}, failing{}, func(string, error) {})
	assert.ErrorContains(t, err, "disk full")
	_, err = dataset.Export(filepath.Join(dir, "missing"), nil, failing{}, func(string, error) {})
	assert.Error(t, err)
}
