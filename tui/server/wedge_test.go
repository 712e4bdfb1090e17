package server_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	gossh "golang.org/x/crypto/ssh"

	"teahouse/game/gametest"
	"teahouse/tui/server"
)

// TestResizeStormWedgesNothing: a storm of window changes (sizes 80-240
// by 24-80, as fast as the client sends them) over real SSH leaves the
// session answering keys; once its player leaves, its slot (the server's
// only one) is free, and the next player comes in and plays.
func TestResizeStormWedgesNothing(t *testing.T) {
	s := startServer(t, func(c *server.Config) { c.MaxSessions = 1 })
	a := enter(t, s, "ann")
	n := 5000
	if testing.Short() {
		n = 1000
	}
	sent := make(chan error, 1)
	go func() {
		for i := range n {
			if err := a.sess.WindowChange(24+i*7%57, 80+i*13%161); err != nil {
				sent <- err
				return
			}
		}
		sent <- a.sess.WindowChange(termH, termW)
	}()
	select {
	case err := <-sent:
		require.NoError(t, err)
	case <-time.After(gametest.Patience(t)):
		t.Fatal("the storm could not be sent: the server stopped reading the connection")
	}
	mark := a.mark()
	a.send("down")
	a.waitFrom(mark, "> Yahtzee")
	a.close()
	require.Eventually(t, func() bool { return s.Sessions() == 0 }, gametest.Patience(t), 20*time.Millisecond, "the slot is freed")

	b := enter(t, s, "bo")
	defer b.close()
	assert.NotContains(t, b.text(), "The parlor is full")
	b.send("down", "down", "down", "enter") // Dou Dizhu's setup
	b.waitFor("Bidding")
	b.send("enter") // the table opens with the computers
	b.waitFor("Deal 1 of")
}

// TestStalledScreenIsCut: a client that reads nothing of its screen (its
// SSH window stays shut) while its terminal keeps changing size is cut
// once a write has waited for the write timeout, and its slot is freed.
func TestStalledScreenIsCut(t *testing.T) {
	s := startServer(t, func(c *server.Config) { c.MaxSessions = 1; c.WriteTimeout = time.Second })
	conn, err := sshConn(t, "127.0.0.1", s.addr, newKey(t))
	require.NoError(t, err)
	defer conn.Close()
	sess, err := conn.NewSession()
	require.NoError(t, err)
	require.NoError(t, sess.RequestPty("xterm-256color", termH, termW, gossh.TerminalModes{}))
	_, err = sess.StdoutPipe() // never read: the window is never opened again
	require.NoError(t, err)
	require.NoError(t, sess.Shell())

	deadline := time.Now().Add(gametest.Patience(t))
	for i := 0; !strings.Contains(s.logs.String(), "session cut: its screen could not be written"); i++ {
		require.True(t, time.Now().Before(deadline), "the stalled session was never cut:\n%s", s.logs.String())
		if sess.WindowChange(80-i%2*10, 240-i%2*40) != nil {
			break // the connection is closed: the log says why
		}
		time.Sleep(5 * time.Millisecond) // a redraw each, at most 60 a second
	}
	s.waitLog(t, "session cut: its screen could not be written")
	require.Eventually(t, func() bool { return s.Sessions() == 0 }, gametest.Patience(t), 20*time.Millisecond, "the slot is freed")
	b := enter(t, s, "bo")
	b.close()
}
