package ai

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/rating"
)

// A landmarks file is read by game and player ID.
func TestReadLandmarks(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "landmarks.json"))
	require.NoError(t, err)
	marks, err := readLandmarks(data, Games)
	require.NoError(t, err)
	assert.Equal(t, map[string]map[string]rating.Rating{
		"doudizhu": {
			"ai:expert": {R: 1812.5, RD: 31.2, Vol: 0.06},
			"ai:rule":   {R: 1604, RD: 30, Vol: 0.06},
			"ai:simple": {R: 1380, RD: 33, Vol: 0.06},
		},
		"shengji": {
			"ai:expert": {R: 1700, RD: 40, Vol: 0.06},
			"ai:greedy": {R: 1450, RD: 40, Vol: 0.06},
		},
	}, marks)
}

// A file that is not landmarks of these games is refused, saying why.
func TestReadLandmarksRefuses(t *testing.T) {
	for _, c := range []struct{ data, want string }{
		{`[1, 2]`, "cannot unmarshal"},
		{`{"chess": {"expert": {"rating": 1500, "rd": 30, "vol": 0.06}}}`, `no game "chess"`},
		{`{"doudizhu": {"grandmaster": {"rating": 1500, "rd": 30, "vol": 0.06}}}`, `no level "grandmaster"`},
		{`{"doudizhu": {"expert": {"rating": 1500, "rd": 0, "vol": 0.06}}}`, "not a strength's"},
		{`{"doudizhu": {"expert": {"rating": 1500, "rd": 30}}}`, "not a strength's"},
		{`{"doudizhu": {"expert": {"rating": 1500, "rd": 30, "vol": 0.06, "sigma": 1}}}`, "unknown field"},
	} {
		_, err := readLandmarks([]byte(c.data), Games)
		require.Error(t, err, c.data)
		assert.Contains(t, err.Error(), c.want, c.data)
	}
}

// The embedded file reads.
func TestLandmarks(t *testing.T) {
	_, err := Landmarks()
	require.NoError(t, err)
}
