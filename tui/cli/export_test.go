package cli

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/dataset"
)

// mixedLogs fills a directory with the logs of a short sim of every game,
// one corrupt log and one foreign file, and returns it with the number of
// actions in each good log, counted from its lines.
func mixedLogs(t *testing.T) (dir string, actions map[string]int, corrupt string) {
	t.Helper()
	dir = t.TempDir()
	for _, args := range [][]string{
		{"sim", "pokerdice", "--games", "3"},
		{"sim", "yahtzee", "--games", "2", "--seats", "greedy,greedy"},
		{"sim", "blackjack", "--games", "1", "--rounds", "30", "--seats", "basic,basic"},
		{"sim", "doudizhu", "--games", "2", "--deals", "1", "--a", "rule"},
		{"sim", "shengji", "--games", "2"},
	} {
		code, _, errOut := run(append(args, "--log-dir", dir)...)
		require.Equal(t, 0, code, errOut)
	}
	actions = map[string]int{}
	files, err := os.ReadDir(dir)
	require.NoError(t, err)
	games := map[string]bool{}
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(dir, f.Name()))
		require.NoError(t, err)
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			var line map[string]json.RawMessage
			require.NoError(t, json.Unmarshal(sc.Bytes(), &line))
			if g, ok := line["game"]; ok {
				games[string(g)] = true
			}
			if _, ok := line["action"]; ok {
				actions[f.Name()]++
			}
		}
		require.Positive(t, actions[f.Name()], f.Name())
	}
	require.Len(t, games, 5, "a log of every game")

	// A log cut short in the middle of a line.
	src, err := os.ReadFile(filepath.Join(dir, files[0].Name()))
	require.NoError(t, err)
	corrupt = filepath.Join(dir, "cut-short.jsonl")
	require.NoError(t, os.WriteFile(corrupt, src[:len(src)-7], 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("not a log\n"), 0o644))
	// Passed over in silence: a subdirectory, a temporary file, a program's
	// stderr and a web page beside their logs.
	require.NoError(t, os.Mkdir(filepath.Join(dir, "old"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, ".x-123.tmp"), []byte("{"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "x.jsonl.P2.stderr"), []byte("oops"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "x.html"), []byte("<html>"), 0o644))
	return dir, actions, corrupt
}

func TestExportAMixedDirectory(t *testing.T) {
	dir, actions, corrupt := mixedLogs(t)
	total := 0
	for _, n := range actions {
		total += n
	}

	t.Run("jsonl", func(t *testing.T) {
		code, out, errOut := run("export", dir)
		require.Equal(t, 0, code, "skipped files are no failure")
		assert.Contains(t, errOut, "skipped "+corrupt)
		assert.Contains(t, errOut, filepath.Join(dir, "notes.txt"))
		assert.Equal(t, 3, strings.Count(errOut, "\n"), "two files named, one summary: %s", errOut)
		assert.Contains(t, errOut, "exported "+strconv.Itoa(total)+" rows from "+strconv.Itoa(len(actions))+" logs (2 skipped)")
		got := map[string]int{}
		sc := bufio.NewScanner(strings.NewReader(out))
		for sc.Scan() {
			var r dataset.Row
			dec := json.NewDecoder(bytes.NewReader(sc.Bytes()))
			dec.DisallowUnknownFields()
			require.NoError(t, dec.Decode(&r))
			got[r.File]++
			assert.Equal(t, got[r.File], r.Step, "%s: steps counted from 1 in order", r.File)
			assert.True(t, r.Over, r.File)
			assert.NotEmpty(t, r.Level)
			assert.NotEmpty(t, r.Action)
		}
		assert.Equal(t, actions, got, "one row per action of every good log")
	})

	t.Run("csv", func(t *testing.T) {
		out := filepath.Join(t.TempDir(), "rows.csv")
		code, stdout, _ := run("export", dir, "--format", "csv", "--out", out)
		require.Equal(t, 0, code)
		assert.Empty(t, stdout)
		f, err := os.Open(out)
		require.NoError(t, err)
		defer f.Close()
		records, err := csv.NewReader(f).ReadAll()
		require.NoError(t, err)
		require.NotEmpty(t, records)
		assert.Equal(t, dataset.Columns, records[0])
		got := map[string]int{}
		for _, r := range records[1:] {
			got[r[1]]++
		}
		assert.Equal(t, actions, got)
	})
}

func TestExportRowsMatchTheirLogs(t *testing.T) {
	dir := t.TempDir()
	code, _, errOut := run("sim", "doudizhu", "--games", "2", "--deals", "1", "--a", "rule", "--b", "simple", "--seed", "9", "--log-dir", dir)
	require.Equal(t, 0, code, errOut)
	code, out, _ := run("export", dir)
	require.Equal(t, 0, code)
	var rows []dataset.Row
	for line := range strings.Lines(out) {
		var r dataset.Row
		require.NoError(t, json.Unmarshal([]byte(line), &r))
		rows = append(rows, r)
	}
	require.NotEmpty(t, rows)
	levels := map[string]map[string]string{} // file -> seat -> level
	for _, r := range rows {
		assert.Equal(t, "doudizhu", r.Game)
		assert.EqualValues(t, 9, r.RunSeed)
		if levels[r.File] == nil {
			levels[r.File] = map[string]string{}
		}
		levels[r.File][r.Seat] = r.Level
		assert.Equal(t, r.Won, r.Score > 0, "a Dou Dizhu seat wins with a positive score")
	}
	assert.Equal(t, map[string]map[string]string{
		"doudizhu-seed9-game000000.jsonl": {"P1": "rule", "P2": "simple", "P3": "simple"},
		"doudizhu-seed9-game000001.jsonl": {"P1": "simple", "P2": "rule", "P3": "rule"},
	}, levels, "each play of the deal names its own seating")
}

func TestExportFailsWithoutTouchingOut(t *testing.T) {
	out := filepath.Join(t.TempDir(), "rows.jsonl")
	require.NoError(t, os.WriteFile(out, []byte("kept\n"), 0o644))
	code, _, errOut := run("export", filepath.Join(t.TempDir(), "missing"), "--out", out)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "missing")
	data, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Equal(t, "kept\n", string(data))
	left, err := os.ReadDir(filepath.Dir(out))
	require.NoError(t, err)
	assert.Len(t, left, 1, "no temporary file left")

	code, _, errOut = run("export")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "name one directory")
	code, _, errOut = run("export", ".", "--format", "xml")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "jsonl or csv")
}
