package review_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aipd "teahouse/ai/pokerdice"
	"teahouse/ai/review"
	"teahouse/game"
	"teahouse/game/catalog"
	gp "teahouse/game/pokerdice"
)

// counted is a reviewer that counts its reviews.
type counted struct {
	review.Reviewer
	n       int
	version string
}

func (c *counted) Review(ctx context.Context, data []byte, name string, req review.Request) (review.Report, error) {
	c.n++
	return c.Reviewer.Review(ctx, data, name, req)
}

func (c *counted) ReviewVersion() string { return c.Reviewer.ReviewVersion() + c.version }

func newCounted() *counted {
	th := review.Thresholds{Unit: "points", Inaccuracy: 0.5, Mistake: 2, Blunder: 5}
	return &counted{Reviewer: review.Join(catalog.Of(gp.Def, aipd.Roster), stepReviewer, th, "test 1")}
}

func writeLog(t *testing.T, seed uint64) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "pokerdice-20261205-011500.jsonl")
	require.NoError(t, os.WriteFile(path, pokerdiceLog(t, seed), 0o644))
	return path
}

func TestKeptFile(t *testing.T) {
	assert.Equal(t, "/d/g-1.review.json", review.KeptFile("/d/g-1.jsonl"))
	assert.Equal(t, "/d/g.log.review.json", review.KeptFile("/d/g.log"))
}

func TestKeptComputesOnce(t *testing.T) {
	c := newCounted()
	path := writeLog(t, 5)
	ctx := context.Background()

	_, ok := review.Load(c, path, review.Request{Seat: 1})
	assert.False(t, ok, "nothing kept yet")

	first, made, err := review.Kept(ctx, c, path, review.Request{Seat: 1})
	require.NoError(t, err)
	assert.True(t, made)
	require.FileExists(t, review.KeptFile(path))

	again, made, err := review.Kept(ctx, c, path, review.Request{Seat: 1})
	require.NoError(t, err)
	assert.False(t, made, "the kept review is read, not made again")
	assert.Equal(t, first, again)
	assert.Equal(t, 1, c.n)

	loaded, ok := review.Load(c, path, review.Request{Seat: 1})
	require.True(t, ok)
	assert.Equal(t, first, loaded)

	other, made, err := review.Kept(ctx, c, path, review.Request{Seat: 0})
	require.NoError(t, err)
	assert.True(t, made, "another seat is another review")
	assert.Equal(t, game.Seat(0), other.Seat)
	_, made, err = review.Kept(ctx, c, path, review.Request{Seat: 1})
	require.NoError(t, err)
	assert.False(t, made, "both seats kept")
	_, made, err = review.Kept(ctx, c, path, review.Request{Seat: 1, Seed: 9})
	require.NoError(t, err)
	assert.True(t, made, "another seed is another review")
	assert.Equal(t, 3, c.n)
	assertNoTemporaryFiles(t, filepath.Dir(path))
}

func TestKeptIsMadeAgain(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name   string
		change func(t *testing.T, c *counted, path string)
	}{
		{"another version of the reviewer", func(_ *testing.T, c *counted, _ string) { c.version = " (table v3)" }},
		{"another log", func(t *testing.T, _ *counted, path string) {
			require.NoError(t, os.WriteFile(path, pokerdiceLog(t, 6), 0o644))
		}},
		{"a corrupt kept file", func(t *testing.T, _ *counted, path string) {
			require.NoError(t, os.WriteFile(review.KeptFile(path), []byte("{\"format\": \"teahouse rev"), 0o644))
		}},
		{"a foreign kept file", func(t *testing.T, _ *counted, path string) {
			require.NoError(t, os.WriteFile(review.KeptFile(path), []byte(`{"format":"something else","reviews":[]}`), 0o644))
		}},
		{"an empty kept file", func(t *testing.T, _ *counted, path string) {
			require.NoError(t, os.WriteFile(review.KeptFile(path), nil, 0o644))
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newCounted()
			path := writeLog(t, 5)
			_, _, err := review.Kept(ctx, c, path, review.Request{Seat: 1})
			require.NoError(t, err)
			tt.change(t, c, path)
			_, ok := review.Load(c, path, review.Request{Seat: 1})
			assert.False(t, ok)
			rep, made, err := review.Kept(ctx, c, path, review.Request{Seat: 1})
			require.NoError(t, err)
			assert.True(t, made)
			assert.Equal(t, 2, c.n)
			loaded, ok := review.Load(c, path, review.Request{Seat: 1})
			require.True(t, ok, "the kept file is written again")
			assert.Equal(t, rep, loaded)
		})
	}
}

func TestKeptWriteFails(t *testing.T) {
	c := newCounted()
	path := writeLog(t, 5)
	require.NoError(t, os.Mkdir(review.KeptFile(path), 0o755)) // nothing can be renamed onto a directory
	rep, made, err := review.Kept(context.Background(), c, path, review.Request{Seat: 1})
	require.ErrorIs(t, err, review.ErrNotKept)
	assert.Contains(t, err.Error(), review.KeptFile(path))
	assert.True(t, made)
	assert.NotEmpty(t, rep.Decisions, "the review made is still returned")
	assertNoTemporaryFiles(t, filepath.Dir(path))
}

func TestKeptWritesNothingWithoutAReview(t *testing.T) {
	c := newCounted()
	path := writeLog(t, 5)
	_, _, err := review.Kept(context.Background(), c, path, review.Request{Seat: 4})
	require.Error(t, err)
	assert.NoFileExists(t, review.KeptFile(path))

	_, _, err = review.Kept(context.Background(), c, filepath.Join(t.TempDir(), "missing.jsonl"), review.Request{})
	require.ErrorIs(t, err, os.ErrNotExist)
}

func assertNoTemporaryFiles(t *testing.T, dir string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	for _, e := range entries {
		assert.NotContains(t, e.Name(), ".tmp", "a temporary file left in %s", dir)
	}
}
