package ai_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/ai"
	"teahouse/ai/review"
	"teahouse/game"
)

// playedLog plays the first game of c's run (of its first deal, in a
// duplicate run) with its log kept and returns the log's bytes.
func playedLog(t *testing.T, c simCase) []byte {
	t.Helper()
	dir := t.TempDir()
	r := c.run
	r.Games, r.Workers, r.LogDir = 1, 1, dir
	if r.Seats == nil {
		r.Games = 2 // a deal played twice, A and B trading seats
	}
	e, err := ai.Games.Lookup(c.name)
	require.NoError(t, err)
	_, err = e.Simulate(context.Background(), r)
	require.NoError(t, err)
	files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	require.NoError(t, err)
	require.Len(t, files, r.Games)
	data, err := os.ReadFile(files[0])
	require.NoError(t, err)
	return data
}

// withLastEntry is data with its last entry changed by edit.
func withLastEntry(t *testing.T, data []byte, edit func(entry map[string]any)) []byte {
	t.Helper()
	lines := bytes.Split(bytes.TrimSpace(data), []byte("\n"))
	var entry map[string]any
	require.NoError(t, json.Unmarshal(lines[len(lines)-1], &entry))
	edit(entry)
	last, err := json.Marshal(entry)
	require.NoError(t, err)
	lines[len(lines)-1] = last
	return append(bytes.Join(lines, []byte("\n")), '\n')
}

// Every game's reviewer keeps the review's contract: the same request
// gives the same report, on one core as on every core; progress counts
// the decisions one by one up to their total; a context that is done
// stops it; and a seat the game does not have, a log of other rules or
// one whose last action was not the game's are refused, each in a
// sentence.
func TestReviewersKeepTheContract(t *testing.T) {
	samples := map[string]int{"doudizhu": 8, "shengji": 4} // the sampling reviewers, cheaply
	for _, c := range simCases() {
		t.Run(c.name, func(t *testing.T) {
			e, err := ai.Games.Lookup(c.name)
			require.NoError(t, err)
			r, err := review.For(e)
			require.NoError(t, err, "every game is reviewed")
			data := playedLog(t, c)
			name := c.name + ".jsonl"
			var seen [][2]int
			req := review.Request{Seat: 1, Seed: 5, Samples: samples[c.name],
				Progress: func(done, total int) { seen = append(seen, [2]int{done, total}) }}
			first, err := r.Review(context.Background(), data, name, req)
			require.NoError(t, err)
			require.NotEmpty(t, first.Decisions, "P2 decided something")
			require.NotEmpty(t, seen)
			for i, s := range seen {
				assert.Equal(t, i+1, s[0], "one decision at a time")
				assert.LessOrEqual(t, s[0], s[1])
			}
			assert.Equal(t, seen[len(seen)-1][0], seen[len(seen)-1][1], "done at the end")

			req.Progress = nil
			func() {
				defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
				one, err := r.Review(context.Background(), data, name, req)
				require.NoError(t, err)
				assert.Equal(t, first, one, "the same report on one core")
			}()

			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			_, err = r.Review(ctx, data, name, req)
			assert.ErrorIs(t, err, context.Canceled)

			var header struct {
				Players []json.RawMessage `json:"players"`
			}
			require.NoError(t, json.Unmarshal(bytes.SplitN(data, []byte("\n"), 2)[0], &header))
			_, err = r.Review(context.Background(), data, name, review.Request{Seat: game.Seat(len(header.Players))})
			assert.ErrorContains(t, err, "no seat")

			other := bytes.Replace(data, []byte(`"rules_version":`), []byte(`"rules_version":9`), 1)
			_, err = r.Review(context.Background(), other, name, req)
			assert.ErrorIs(t, err, game.ErrCorruptLog, "a log of other rules")
			moved := withLastEntry(t, data, func(entry map[string]any) {
				entry["seat"] = float64((int(entry["seat"].(float64)) + 1) % len(header.Players))
			})
			_, err = r.Review(context.Background(), moved, name, req)
			assert.ErrorIs(t, err, game.ErrCorruptLog, "the last action played by another seat")
		})
	}
}
