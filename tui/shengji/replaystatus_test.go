package shengji

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// A replay's status line is on screen under its two lines of controls:
// what r says of a game without a review, at every size.
func TestReplayStatusLineShows(t *testing.T) {
	path := filepath.Join("..", "testdata", "webpage", "shengji.jsonl")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	for _, size := range [][2]int{{80, 24}, {100, 30}, {160, 48}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			m := screentest.OpenReviewed[screenOf](t, Screens, screentest.Sized(size[0], size[1], false), data, path, screen.Review{Game: "Shengji"})
			m = screentest.Press(t, m, "r")
			view := m.View()
			screentest.RequireSize(t, view, size[0], size[1], t.Name())
			assert.Contains(t, view, "No review for Shengji yet.")
			assert.Contains(t, view, "step 0 of ")
		})
	}
}
