package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/tui/screentest"
)

// The saved log's path never wraps on the result screen at 80x24: the
// home directory is written ~, and a path still too long by its file's
// name alone.
func TestResultSavedPathNeverWraps(t *testing.T) {
	home, err := os.UserHomeDir()
	require.NoError(t, err)
	name := "yahtzee-20261202-011800-18446744073709551615.jsonl"
	tests := []struct{ path, want string }{
		{filepath.Join(home, "games", name), filepath.Join("~", "games", name)}, // 80 columns leave 59 for the path
		{filepath.Join(home, ".local", "share", "teahouse", "games", name), name},
		{"/d/" + name, "/d/" + name},
	}
	for _, tc := range tests {
		r := newResult([]string{"You score 200"}, tc.path, 1, false, "Lobby")
		env := screentest.Env(false)
		env.Width, env.Height = 80, 24
		v := ansi.Strip(r.view(env).Text)
		var line string
		for _, l := range strings.Split(v, "\n") {
			if strings.Contains(l, "Log saved") {
				line = l
			}
		}
		assert.Contains(t, line, "Log saved: "+tc.want, tc.path)
	}
}
