package server_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/gametest"
	"teahouse/tui/server"
)

// Escape sequences a restored terminal receives.
const (
	altScreenOff = "\x1b[?1049l"
	mouseOff     = "\x1b[?1002l"
	mouseSGROff  = "\x1b[?1006l"
)

// requireGoodbye checks the bytes c received once its connection closed:
// the terminal restored (out of the alternate screen, mouse reporting off)
// and then bye written on the normal screen.
func requireGoodbye(t *testing.T, c *client, bye string) {
	t.Helper()
	select {
	case <-c.done:
	case <-time.After(gametest.Patience(t)):
		t.Fatal("the connection stayed open")
	}
	c.mu.Lock()
	raw := c.raw.String()
	c.mu.Unlock()
	restored := strings.LastIndex(raw, altScreenOff)
	require.GreaterOrEqual(t, restored, 0, "the alternate screen is left")
	assert.Greater(t, restored, strings.LastIndex(raw, "\x1b[?1049h"), "the alternate screen is left after it was last entered")
	assert.Contains(t, raw, mouseOff, "mouse reporting is turned off")
	assert.Contains(t, raw, mouseSGROff)
	assert.Contains(t, raw[restored:], bye, "the sentence is written again on the normal screen")
}

// TestIdleSessionSaysGoodbye: a session idle for the idle timeout is told
// why it ends, its terminal is restored before the connection closes, and
// the log says so.
func TestIdleSessionSaysGoodbye(t *testing.T) {
	s := startServer(t, func(c *server.Config) { c.IdleTimeout = time.Second })
	c := enter(t, s, "ann")
	defer c.close()
	requireGoodbye(t, c, "Nothing was typed for a while, so the session ends.")
	s.waitLog(t, "idle session ended")
}

// TestShutdownSaysGoodbye: when the server shuts down, every session (at
// a table or in the lobby) is told so, its terminal restored; the table's
// log is saved, without a note that a player left and is waited for.
func TestShutdownSaysGoodbye(t *testing.T) {
	s := startServer(t, nil)
	ann, bo := annAndBo(t, s, newKey(t))
	defer ann.close()
	defer bo.close()
	cy := enter(t, s, "cy")
	defer cy.close()

	ctx, cancel := context.WithTimeout(context.Background(), gametest.Patience(t))
	defer cancel()
	require.NoError(t, s.Shutdown(ctx))
	for _, c := range []*client{ann, bo, cy} {
		requireGoodbye(t, c, "The server is shutting down; your game is saved.")
	}
	s.waitLog(t, "session ended: the server is shutting down")
	logs, err := filepath.Glob(filepath.Join(s.dir, "games", "*.jsonl"))
	require.NoError(t, err)
	require.Len(t, logs, 1, "the table's log is saved")
	b, err := os.ReadFile(logs[0])
	require.NoError(t, err)
	assert.Contains(t, string(b), `"note":"bo (person) takes P2"`, "the check sees the table's notes")
	assert.NotContains(t, string(b), "has left", "nobody is waited for at a server that stops")
}
