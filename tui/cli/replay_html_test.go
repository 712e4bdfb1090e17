package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
)

func TestReplayHTML(t *testing.T) {
	log := filepath.Join("..", "testdata", "webpage", "pokerdice.jsonl")
	out := filepath.Join(t.TempDir(), "match.html")
	code, said, errOut := run("replay", log, "--html", out, "--as", "P2")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "Wrote "+out+": Risk Choice (dice poker), 6 steps, showing the view of P2, AI (optimal).\n", said)
	page, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(page), "<!DOCTYPE html>"))
	assert.NotContains(t, string(page), "<dt>Seed</dt>", "a seat's page has no seed: it deals every hidden card")

	all := filepath.Join(t.TempDir(), "all.html")
	code, _, errOut = run("replay", log, "--html", all, "--as", "all")
	require.Equal(t, 0, code, errOut)
	page, err = os.ReadFile(all)
	require.NoError(t, err)
	assert.Contains(t, string(page), "<dt>Seed</dt>", "a page of every hand has it")
}

// --review adds the review of the seat shown to the page, and keeps it
// beside the log.
func TestReplayHTMLReview(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "testdata", "webpage", "pokerdice.jsonl"))
	require.NoError(t, err)
	log := filepath.Join(t.TempDir(), "match.jsonl")
	require.NoError(t, os.WriteFile(log, data, 0o644))
	out := filepath.Join(t.TempDir(), "match.html")
	code, said, errOut := run("replay", log, "--html", out, "--as", "P2", "--review")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "Wrote "+out+": Risk Choice (dice poker), 6 steps, showing the view of P2, AI (optimal), with the review of P2, AI (optimal).\n", said)
	page, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Contains(t, string(page), `<section class="review"><h2>Review of P2, AI (optimal)</h2>`)
	assert.FileExists(t, filepath.Join(filepath.Dir(log), "match.review.json"))
}

func TestReplayHTMLRefusals(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join("..", "testdata", "webpage", "pokerdice.jsonl")
	out := filepath.Join(dir, "match.html")
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"replay", log, "--as", "P1"}, 2, "--as picks whose view a web page shows: give --html OUT.html too"},
		{[]string{"replay", log, "--review"}, 2, "--review marks a web page's decisions: give --html OUT.html too"},
		{[]string{"replay", log, "--html", out, "--speed", "fast"}, 2, "--speed paces the replay on screen"},
		{[]string{"replay", log, "--html", out, "--ascii"}, 2, "--ascii is for the terminal"},
		{[]string{"replay", log, "--html", out, "--as", "P3"}, 1, `--as "P3": name a seat from P1 to P2, or all`},
		{[]string{"replay", log, "--html", filepath.Join(dir, "gone", "x.html")}, 1, "cannot write " + filepath.Join(dir, "gone", "x.html")},
	}
	for _, tt := range tests {
		code, _, errOut := run(tt.args...)
		assert.Equal(t, tt.code, code, tt.args)
		assert.Contains(t, errOut, tt.want, tt.args)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), "one line: %q", errOut)
	}
	assert.NoFileExists(t, out)
}

// A complete line longer than a log line may be is an error that names the
// line and the limit, never a last line cut short by a crash and left out:
// on screen and as a web page.
func TestReplayRefusesAnOverlongLine(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "testdata", "webpage", "pokerdice.jsonl"))
	require.NoError(t, err)
	head := strings.SplitAfterN(string(data), "\n", 3)
	long := `{"seat":-1,"note":"` + strings.Repeat("x", game.MaxLineBytes) + `"}` + "\n"
	dir := t.TempDir()
	log := filepath.Join(dir, "long.jsonl")
	require.NoError(t, os.WriteFile(log, []byte(head[0]+head[1]+long), 0o600))
	out := filepath.Join(dir, "long.html")
	for _, args := range [][]string{{"replay", log, "--html", out}, {"replay", log}} {
		code, said, errOut := run(args...)
		assert.Equal(t, 1, code, args)
		assert.Empty(t, said, args)
		assert.Equal(t, "teahouse: "+log+":3: corrupt game log: line 3 is longer than 1 MiB (1048576 bytes), the most a log line may hold\n", errOut, args)
	}
	assert.NoFileExists(t, out)
}
