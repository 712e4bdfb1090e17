package screentest

import (
	"bytes"
	"testing"
	"time"

	"github.com/charmbracelet/x/exp/teatest"
	"github.com/stretchr/testify/require"

	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// Program runs the screen of s built by g under teatest, hosted by Host, at
// the environment's size.
func Program(t *testing.T, g screen.Game, env screen.Env, s screen.Setup) *teatest.TestModel {
	t.Helper()
	scr, err := g.New(env, s)
	require.NoError(t, err)
	return teatest.NewTestModel(t, Host{Screen: scr}, teatest.WithInitialTermSize(env.Width, env.Height))
}

// Patience is how long a test waits for a screen before it fails. It is
// generous: a passing test never waits it out, and a machine loaded by
// other test packages (and the race detector) must not fail one.
const Patience = time.Minute

// Played runs scr under teatest at 100x30 until it ends, at most
// Patience, and returns the host, which must have got screen.Finished.
func Played(t *testing.T, scr screen.Screen) Host {
	t.Helper()
	tm := teatest.NewTestModel(t, Host{Screen: scr}, teatest.WithInitialTermSize(100, 30))
	h := tm.FinalModel(t, teatest.WithFinalTimeout(Patience)).(Host)
	require.NotNil(t, h.Finished, "the screen sent Finished")
	return h
}

// WaitFor waits until the program has drawn text, for Patience at most.
func WaitFor(t *testing.T, tm *teatest.TestModel, text string) {
	t.Helper()
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte(text)) },
		teatest.WithDuration(Patience), teatest.WithCheckInterval(5*time.Millisecond))
}

// Final quits the program and returns its screen, of type M.
func Final[M screen.Screen](t *testing.T, tm *teatest.TestModel) M {
	t.Helper()
	require.NoError(t, tm.Quit())
	scr := tm.FinalModel(t, teatest.WithFinalTimeout(Patience)).(Host).Screen.(M)
	t.Cleanup(scr.Close)
	return scr
}

// ClickZone clicks the centre of the zone id of b, the screen m draws, which
// must be on it, and lets m settle.
func ClickZone[M screen.Screen](t testing.TB, m M, b ui.Block, id string) M {
	t.Helper()
	r, ok := ZoneOf(b, id)
	require.True(t, ok, "no zone %q", id)
	m, _ = Drive(t, m, Click(r))
	return m
}
