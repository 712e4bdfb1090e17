package cli

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/ai"
)

// A ladder of a game's levels with --landmarks writes their ratings into
// the file as the program reads it, keeping the other games'.
func TestLadderWritesLandmarks(t *testing.T) {
	path := filepath.Join(t.TempDir(), "landmarks.json")
	other := `{"yahtzee": {"greedy": {"rating": 1400, "rd": 9, "vol": 0.06}, "optimal": {"rating": 1600, "rd": 9, "vol": 0.06}}}`
	require.NoError(t, os.WriteFile(path, []byte(other), 0o644))
	lad, _ := ladderJSON(t, "pokerdice", "--players", "simple,optimal", "--deals", "40", "--seed", "5", "--landmarks", path)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	marks, err := ai.ParseLandmarks(data)
	require.NoError(t, err, "the file is one the program reads")
	assert.InDelta(t, 1400, marks["yahtzee"]["ai:greedy"].R, 1e-9, "another game's landmarks are kept")
	require.Len(t, marks["pokerdice"], 2)
	for _, p := range lad.Players {
		m := marks["pokerdice"]["ai:"+p.Name]
		assert.InDelta(t, p.Rating, m.R, 0.05, p.Name)
		assert.InDelta(t, (p.High-p.Low)/3.92, m.RD, 0.05, "%s: the deviation is the fit's standard error", p.Name)
	}
}

// A ladder that cannot be a game's landmarks is refused before it plays,
// and a file that is not a landmarks file is left as it is.
func TestLadderLandmarksRefusals(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "landmarks.json")
	corrupt := filepath.Join(dir, "corrupt.json")
	require.NoError(t, os.WriteFile(corrupt, []byte("{not json"), 0o644))
	tests := []struct {
		name, path, want string
		args             []string
	}{
		{"a program", good, "not of exec:./bot", []string{"pokerdice", "--players", "simple,exec:./bot"}},
		{"a level missing", good, "every computer level of doudizhu, each once: simple, rule, expert", []string{"doudizhu", "--players", "simple,rule"}},
		{"a team", good, "not of mixed:expert,rule", []string{"shengji", "--players", "greedy,rule,expert,mixed:expert,rule"}},
		{"a corrupt file", corrupt, "the landmarks file", []string{"pokerdice", "--players", "simple,optimal", "--deals", "2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before, _ := os.ReadFile(tt.path)
			code, _, errOut := run(append([]string{"ladder"}, append(tt.args, "--landmarks", tt.path)...)...)
			assert.NotEqual(t, 0, code)
			assert.Contains(t, errOut, tt.want)
			after, _ := os.ReadFile(tt.path)
			assert.Equal(t, before, after, "the file is as it was")
		})
	}
}
