package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aipd "teahouse/ai/pokerdice"
	"teahouse/ai/review"
	aiyz "teahouse/ai/yahtzee"
	"teahouse/game/catalog"
	gp "teahouse/game/pokerdice"
)

// simLog plays one game with sim and returns its log's path.
func simLog(t *testing.T, args ...string) string {
	t.Helper()
	dir := t.TempDir()
	code, _, errOut := yahtzee(append(args, "--games", "1", "--log-dir", dir)...)
	require.Equal(t, 0, code, errOut)
	files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	require.NoError(t, err)
	require.Len(t, files, 1)
	return files[0]
}

func TestReviewYahtzee(t *testing.T) {
	path := simLog(t, "sim", "yahtzee", "--seats", "greedy,optimal")
	code, out, errOut := yahtzee("review", path)
	require.Equal(t, 0, code, errOut)
	assert.True(t, strings.HasPrefix(out, "Review of P1 in yahtzee (values and costs in expected points)\n"), out)
	assert.Regexp(t, `\n\d+ decisions: \d+ best, \d+ good, .*; total cost [0-9.]+ expected points; accuracy \d+%\.\n$`, out)
	assert.Contains(t, errOut, "reviewing P1 in yahtzee: 100%")
	require.FileExists(t, review.KeptFile(path))

	again, againOut, errOut := yahtzee("review", path)
	require.Equal(t, 0, again, errOut)
	assert.Equal(t, out, againOut, "the kept review says the same")

	code, out, errOut = yahtzee("review", path, "--seat", "P2", "--json")
	require.Equal(t, 0, code, errOut)
	var rep map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &rep), "stdout is one JSON object, the progress on stderr")
	assert.Equal(t, "yahtzee", rep["game"])
	assert.Equal(t, "P2", rep["seat"])
	s := rep["summary"].(map[string]any)
	assert.Equal(t, 0.0, s["total_cost"], "the optimal seat gives nothing away")
	assert.Equal(t, 100.0, s["accuracy"])
	assert.Equal(t, s["decisions"], s["best"])
	assert.Contains(t, errOut, "reviewing P2")
}

// Without --seat the review is of the one person in the game.
func TestReviewDefaultSeat(t *testing.T) {
	path := simLog(t, "sim", "yahtzee", "--seats", "greedy,greedy")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	lines := bytes.SplitN(data, []byte("\n"), 2)
	var h map[string]any
	require.NoError(t, json.Unmarshal(lines[0], &h))
	players := h["players"].([]any)
	players[1] = map[string]any{"kind": "human", "name": "ann"}
	head, err := json.Marshal(h)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, append(append(head, '\n'), lines[1]...), 0o644))

	code, out, errOut := yahtzee("review", path)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "Review of P2 in yahtzee")
}

func TestReviewRefuses(t *testing.T) {
	path := simLog(t, "sim", "pokerdice", "--seats", "simple,simple")
	junk := filepath.Join(t.TempDir(), "junk.jsonl")
	require.NoError(t, os.WriteFile(junk, []byte("not a log\n"), 0o644))
	refused(t, []string{"review"}, "name one log file")
	refused(t, []string{"review", path, path}, "name one log file")
	refused(t, []string{"review", path, "--seat", "P3"}, "--seat P3", "P1 to P2")
	refused(t, []string{"review", path, "--seat", "north"}, "--seat", "P1, P2")
	for _, tt := range []struct {
		name string
		path string
		want string
	}{
		{"a missing file", filepath.Join(t.TempDir(), "missing.jsonl"), "no such file"},
		{"not a log", junk, "corrupt game log"},
		{"a directory", t.TempDir(), "not a regular file"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := run("review", tt.path)
			assert.Equal(t, 1, code)
			assert.Empty(t, out)
			assert.Contains(t, errOut, tt.want)
			assert.NoFileExists(t, review.KeptFile(tt.path))
		})
	}
	assert.NoFileExists(t, review.KeptFile(path), "nothing written by a refusal")
}

// A game without a reviewer says so, and writes nothing.
func TestReviewOfAGameWithoutReviewer(t *testing.T) {
	path := simLog(t, "sim", "pokerdice", "--seats", "simple,simple")
	var out, errOut bytes.Buffer
	code := mainOf(catalog.List{catalog.Of(gp.Def, aipd.Roster)}, []string{"review", path}, strings.NewReader(""), &out, &errOut)
	assert.Equal(t, 1, code)
	assert.Empty(t, out.String())
	assert.Equal(t, "teahouse: no review for pokerdice yet\n", errOut.String())
	assert.NoFileExists(t, review.KeptFile(path))
}

// Yahtzee's review reads the strategy table from --cache-dir, as the
// optimal player does: an empty one is solved into.
func TestReviewYahtzeeReadsTheCacheDir(t *testing.T) {
	if testing.Short() {
		t.Skip("solves the strategy table")
	}
	path := simLog(t, "sim", "yahtzee", "--seats", "greedy")
	dir := t.TempDir()
	code, out, errOut := run("--cache-dir", dir, "review", path)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "Review of P1 in yahtzee")
	assert.Contains(t, errOut, "solved the Yahtzee strategy table")
	assert.FileExists(t, filepath.Join(dir, aiyz.CacheFile))
}

// A Shengji review lists the seat's declaring choices while the cards
// are dealt, marked, beside its burial and plays.
func TestReviewShengjiDeclaring(t *testing.T) {
	dir := t.TempDir()
	code, _, errOut := yahtzee("sim", "shengji", "--games", "2", "--seed", "3", "--a", "greedy", "--b", "rule", "--log-dir", dir)
	require.Equal(t, 0, code, errOut)
	path := filepath.Join(dir, "shengji-seed3-game000000.jsonl")
	code, out, errOut := yahtzee("review", path, "--seat", "P2")
	require.Equal(t, 0, code, errOut)
	assert.Regexp(t, `\n\d+ +declare +declaring, \d+ cards, [^\n]+ (pass|declare [^\n]+) +-?[0-9.]+ [^\n]+ (best|good|inaccuracy|mistake|blunder)\n`, out)
	assert.Regexp(t, `\n\d+ +play +`, out)
}
