package server_test

import (
	"errors"
	"io"
	"net"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	gossh "golang.org/x/crypto/ssh"

	"teahouse/game/gametest"
	"teahouse/tui/server"
)

// idleSocket connects from the loopback address from and sends the SSH
// banner, then nothing, as a client that never logs in.
func idleSocket(t *testing.T, from, addr string) net.Conn {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}}
	c, err := d.Dial("tcp", addr)
	require.NoError(t, err)
	_, err = io.WriteString(c, "SSH-2.0-idle\r\n")
	require.NoError(t, err)
	t.Cleanup(func() { c.Close() })
	return c
}

// requireClosed waits until the server closes c.
func requireClosed(t *testing.T, c net.Conn) {
	t.Helper()
	require.NoError(t, c.SetReadDeadline(time.Now().Add(gametest.Patience(t))))
	_, err := io.Copy(io.Discard, c)
	require.False(t, errors.Is(err, os.ErrDeadlineExceeded), "the server kept the connection open")
}

// TestLoginGrace: sockets that never log in are dropped once the login
// grace is over, and the log says so; a player who logged in before them
// plays on.
func TestLoginGrace(t *testing.T) {
	s := startServer(t, func(c *server.Config) { c.LoginGrace = time.Second })
	ann := enter(t, s, "ann")
	defer ann.close()
	idle := make([]net.Conn, 5)
	for i := range idle {
		idle[i] = idleSocket(t, "127.0.0.1", s.addr)
	}
	for _, c := range idle {
		requireClosed(t, c)
	}
	s.waitLog(t, "connection dropped: no login within the grace time")
	mark := ann.mark()
	ann.send("down")
	ann.waitFrom(mark, "> Yahtzee")
	assert.Eventually(t, func() bool { return s.Conns() == 1 }, gametest.Patience(t), 20*time.Millisecond, "only ann's connection is counted")
}

// TestConnectionCaps: every connection counts, those that never log in
// and those that log in without a session (ssh -N) too; a flood from one
// address is refused beyond its share and leaves room for others, who
// come in and play; the server's cap holds for everyone; refusals are
// logged; a closed connection frees its place.
func TestConnectionCaps(t *testing.T) {
	if ln, err := net.Listen("tcp", "127.0.0.4:0"); err != nil {
		t.Skip("127.0.0.2 to 127.0.0.4 are not loopback addresses here (Linux routes all of 127.0.0.0/8), so no other source address can be had:", err)
	} else {
		ln.Close()
	}
	s := startServer(t, func(c *server.Config) { c.MaxConns = 6; c.MaxConnsPerAddr = 3; c.LoginGrace = time.Minute })
	flood := []net.Conn{idleSocket(t, "127.0.0.1", s.addr), idleSocket(t, "127.0.0.1", s.addr), idleSocket(t, "127.0.0.1", s.addr)}
	require.Eventually(t, func() bool { return s.Conns() == 3 }, gametest.Patience(t), 20*time.Millisecond)
	requireClosed(t, idleSocket(t, "127.0.0.1", s.addr))
	_, err := sshConn(t, "127.0.0.1", s.addr, newKey(t))
	require.Error(t, err, "a fourth connection from one address is refused")
	s.waitLog(t, "connection refused: that address holds as many connections as it may")

	bo := dialFrom(t, "127.0.0.2", s.addr, newKey(t))
	defer bo.close()
	bo.waitFor("What name shall the other players see?")
	bo.send("bo", "enter")
	bo.waitFor("a terminal parlor of card and dice games")
	bo.send("down", "down", "down", "enter")
	bo.waitFor("Bidding")

	for range 2 { // logged in, no session
		c, err := sshConn(t, "127.0.0.3", s.addr, newKey(t))
		require.NoError(t, err)
		defer c.Close()
	}
	assert.Equal(t, 6, s.Conns())
	_, err = sshConn(t, "127.0.0.4", s.addr, newKey(t))
	require.Error(t, err, "the server's cap holds for a new address")
	s.waitLog(t, "connection refused: the server holds as many connections as it may")

	require.NoError(t, flood[0].Close())
	require.Eventually(t, func() bool { return s.Conns() == 5 }, gametest.Patience(t), 20*time.Millisecond)
	c, err := sshConn(t, "127.0.0.1", s.addr, newKey(t))
	require.NoError(t, err, "a closed connection frees its place")
	c.Close()
	// The server's side of that connection is through (counted, then
	// not) before the test's end shuts the server down: the SSH library
	// counts a connection in a WaitGroup that its Shutdown waits on, and
	// a count added during that wait is a race.
	require.Eventually(t, func() bool { return s.Conns() == 5 }, gametest.Patience(t), 20*time.Millisecond)
}

// TestOneSessionPerConnection: one connection cannot open the sessions
// of many (an SSH connection may carry any number of session channels),
// so it cannot fill the parlor past its address's share of connections:
// its second session is refused, and logged, while its first plays on;
// another player comes in; once the first session ends, the connection
// still opens no other.
func TestOneSessionPerConnection(t *testing.T) {
	s := startServer(t, func(c *server.Config) { c.MaxSessions = 2 })
	conn, err := sshConn(t, "127.0.0.1", s.addr, newKey(t))
	require.NoError(t, err)
	defer conn.Close()
	first, err := conn.NewSession()
	require.NoError(t, err)
	require.NoError(t, first.RequestPty("xterm", termH, termW, gossh.TerminalModes{}))
	require.NoError(t, first.Shell())
	for range 3 {
		_, err := conn.NewSession()
		require.Error(t, err, "a second session on one connection is refused")
	}
	s.waitLog(t, "session refused: its connection has one open")

	ann := enter(t, s, "ann")
	defer ann.close()

	require.NoError(t, first.Close())
	require.Eventually(t, func() bool { return s.Sessions() == 1 }, gametest.Patience(t), 20*time.Millisecond)
	for range 5 {
		_, err := conn.NewSession()
		require.Error(t, err, "a connection has one session in its life: the SSH library keeps one context a connection, and a session opened after another wrote to it while the first's goroutines still read it")
	}
}

// TestClosedSessionEnds: a client that closes its session channel and
// keeps its connection (as a multiplexing client does) ends the session:
// its place is freed, it does not play on until the idle timeout.
func TestClosedSessionEnds(t *testing.T) {
	s := startServer(t, nil)
	conn, err := sshConn(t, "127.0.0.1", s.addr, newKey(t))
	require.NoError(t, err)
	defer conn.Close()
	sess, err := conn.NewSession()
	require.NoError(t, err)
	require.NoError(t, sess.RequestPty("xterm", termH, termW, gossh.TerminalModes{}))
	require.NoError(t, sess.Shell())
	require.Eventually(t, func() bool { return s.Sessions() == 1 }, gametest.Patience(t), 20*time.Millisecond)
	require.NoError(t, sess.Close())
	require.Eventually(t, func() bool { return s.Sessions() == 0 }, gametest.Patience(t), 20*time.Millisecond, "the closed session still runs")
}
