package server_test

import (
	"io"
	"strings"
	"testing"

	"teahouse/tui/server"
)

// TestFloodIsWarnedThenEnded: a session that sends keys as fast as SSH
// carries them is warned on its screen, then, flooding on, told why it
// ends and disconnected, with its terminal restored; the log says both;
// another player's keys are answered all along.
func TestFloodIsWarnedThenEnded(t *testing.T) {
	s := startServer(t, func(c *server.Config) { c.ActionRate = server.DefaultActionRate })
	bo := enter(t, s, "bo")
	defer bo.close()
	fl := enter(t, s, "fl")
	defer fl.close()

	burst := strings.Repeat("\x1b[B\x1b[A", 512)
	flooded := make(chan struct{})
	go func() {
		defer close(flooded)
		for {
			if _, err := io.WriteString(fl.stdin, burst); err != nil {
				return // disconnected
			}
		}
	}()
	fl.waitFor("Keys are coming too fast: they are dropped.")
	mark := bo.mark()
	bo.send("down")
	bo.waitFrom(mark, "> Yahtzee")
	requireGoodbye(t, fl, "Too many keys came too fast, so the session ends.")
	<-flooded
	s.waitLog(t, "session warned: it floods keys")
	s.waitLog(t, "session ended: it flooded keys after a warning")
	mark = bo.mark()
	bo.send("up")
	bo.waitFrom(mark, "> Risk Choice")
}
