package screentest

import (
	"bytes"
	"io"
	"testing"
	"time"

	"github.com/charmbracelet/x/exp/teatest"
	"github.com/stretchr/testify/require"

	"teahouse/game/gametest"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// Program runs the screen of s built by g under teatest, hosted by Host, at
// the environment's size.
func Program(t *testing.T, g screen.Screens, env screen.Env, s screen.Setup) *teatest.TestModel {
	t.Helper()
	scr, err := g.New(env, s)
	require.NoError(t, err)
	return teatest.NewTestModel(t, Host{Screen: scr}, teatest.WithInitialTermSize(env.Width, env.Height))
}

// pollEvery is how often WaitFor looks at what the program drew.
const pollEvery = 5 * time.Millisecond

// Played runs scr under teatest at 100x30 until it ends, and returns the
// host, which must have got screen.Finished.
func Played(t *testing.T, scr screen.Screen) Host {
	t.Helper()
	tm := teatest.NewTestModel(t, Host{Screen: scr}, teatest.WithInitialTermSize(100, 30))
	h := tm.FinalModel(t, teatest.WithFinalTimeout(gametest.Patience(t))).(Host)
	require.NotNil(t, h.Finished, "the screen sent Finished")
	return h
}

// WaitFor waits until the program has drawn text (see gametest.Patience).
func WaitFor(t *testing.T, tm *teatest.TestModel, text string) {
	t.Helper()
	WaitOutput(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte(text)) }, text)
}

// WaitOutput reads what a program writes to out until cond holds of all
// of it, as long as gametest.Patience allows; what names the wait in a failure.
func WaitOutput(t testing.TB, out io.Reader, cond func([]byte) bool, what string) {
	t.Helper()
	patience := gametest.Patience(t)
	start := time.Now()
	var seen bytes.Buffer
	for {
		_, err := io.Copy(&seen, out)
		require.NoError(t, err)
		if cond(seen.Bytes()) {
			return
		}
		if patience > 0 && time.Since(start) > patience {
			require.Failf(t, "the program never drew what was awaited", "waited %s for %q before the test binary's deadline; it drew:\n%s", time.Since(start), what, seen.String())
		}
		time.Sleep(pollEvery)
	}
}

// Final quits the program and returns its screen, of type M.
func Final[M screen.Screen](t *testing.T, tm *teatest.TestModel) M {
	t.Helper()
	require.NoError(t, tm.Quit())
	scr := tm.FinalModel(t, teatest.WithFinalTimeout(gametest.Patience(t))).(Host).Screen.(M)
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
