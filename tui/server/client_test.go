package server_test

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"io"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/require"
	gossh "golang.org/x/crypto/ssh"

	"teahouse/game/gametest"
)

// The size of every test client's terminal.
const (
	termW = 100
	termH = 30
)

// client is a real SSH client with a terminal, recording all it receives.
type client struct {
	t     testing.TB
	conn  *gossh.Client
	sess  *gossh.Session
	stdin io.WriteCloser

	mu    sync.Mutex
	raw   bytes.Buffer
	quiet bool          // what is received is dropped, not recorded
	grew  chan struct{} // a signal that more was received
	done  chan struct{}
}

// newKey makes a key pair, a player's identity.
func newKey(t testing.TB) gossh.Signer {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	require.NoError(t, err)
	s, err := gossh.NewSignerFromKey(priv)
	require.NoError(t, err)
	return s
}

// dial connects with key (or, nil, with a password) and opens a shell on
// a terminal of termW x termH.
func dial(t testing.TB, addr string, key gossh.Signer) *client {
	t.Helper()
	c, err := tryDial(t, addr, key)
	require.NoError(t, err)
	return c
}

func tryDial(t testing.TB, addr string, key gossh.Signer) (*client, error) {
	return tryDialFrom(t, "127.0.0.1", addr, key)
}

// dialFrom is dial from the loopback address from (127.0.0.2 and so on:
// another source address, as another machine would be).
func dialFrom(t testing.TB, from, addr string, key gossh.Signer) *client {
	t.Helper()
	c, err := tryDialFrom(t, from, addr, key)
	require.NoError(t, err)
	return c
}

// sshConn logs in to addr from the loopback address from, without
// opening a session (as ssh -N does).
func sshConn(t testing.TB, from, addr string, key gossh.Signer) (*gossh.Client, error) {
	auth := []gossh.AuthMethod{gossh.Password("guest")}
	if key != nil {
		auth = []gossh.AuthMethod{gossh.PublicKeys(key)}
	}
	d := net.Dialer{Timeout: gametest.Patience(t), LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}}
	raw, err := d.Dial("tcp", addr)
	if err != nil {
		return nil, err
	}
	cfg := &gossh.ClientConfig{User: "player", Auth: auth, HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: gametest.Patience(t)}
	c, chans, reqs, err := gossh.NewClientConn(raw, addr, cfg)
	if err != nil {
		raw.Close()
		return nil, err
	}
	return gossh.NewClient(c, chans, reqs), nil
}

func tryDialFrom(t testing.TB, from, addr string, key gossh.Signer) (*client, error) {
	conn, err := sshConn(t, from, addr, key)
	if err != nil {
		return nil, err
	}
	sess, err := conn.NewSession()
	if err != nil {
		conn.Close()
		return nil, err
	}
	c := &client{t: t, conn: conn, sess: sess, grew: make(chan struct{}, 1), done: make(chan struct{})}
	if err := sess.RequestPty("xterm-256color", termH, termW, gossh.TerminalModes{}); err != nil {
		conn.Close()
		return nil, err
	}
	c.stdin, _ = sess.StdinPipe()
	out, _ := sess.StdoutPipe()
	sess.Stderr = c // a refusal is written there
	if err := sess.Shell(); err != nil {
		conn.Close()
		return nil, err
	}
	go func() {
		defer close(c.done)
		buf := make([]byte, 32*1024)
		for {
			n, err := out.Read(buf)
			_, _ = c.Write(buf[:n])
			if err != nil {
				return
			}
		}
	}()
	return c, nil
}

// Write records what the server writes to standard error.
func (c *client) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	select {
	case c.grew <- struct{}{}:
	default:
	}
	if c.quiet {
		return len(p), nil
	}
	return c.raw.Write(p)
}

// text is everything received so far, without escape sequences.
func (c *client) text() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return ansi.Strip(c.raw.String())
}

// rawText is every byte received, escape sequences included.
func (c *client) rawText() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.raw.String()
}

// mark is where the text stands now, for waitFrom.
func (c *client) mark() int { return len(c.text()) }

// waitFor waits until the text received contains want.
func (c *client) waitFor(want string) { c.t.Helper(); c.waitFrom(0, want) }

// waitFrom waits until the text received after mark contains want.
func (c *client) waitFrom(mark int, want string) {
	c.t.Helper()
	deadline := time.Now().Add(gametest.Patience(c.t))
	for time.Now().Before(deadline) {
		if strings.Contains(c.text()[mark:], want) {
			return
		}
		select {
		case <-c.grew:
		case <-time.After(20 * time.Millisecond):
		}
	}
	tail := c.text()[mark:]
	c.t.Fatalf("waited for %q; the client received (last 3000 characters):\n%s", want, tail[max(0, len(tail)-3000):])
}

// send types keys: text as it is, and names such as "enter" and "down"
// as their escape sequences.
func (c *client) send(keys ...string) {
	c.t.Helper()
	for _, k := range keys {
		c.sendNow(k)
		time.Sleep(15 * time.Millisecond) // one key per read, as a person types
	}
}

var keyCodes = map[string]string{
	"enter": "\r", "esc": "\x1b", "up": "\x1b[A", "down": "\x1b[B", "right": "\x1b[C", "left": "\x1b[D",
}

// sendNow types one key without the pause a person leaves after it.
func (c *client) sendNow(k string) {
	s, ok := keyCodes[k]
	if !ok {
		s = k
	}
	_, err := io.WriteString(c.stdin, s)
	require.NoError(c.t, err)
}

// close drops the connection, as a closed terminal does.
func (c *client) close() {
	_ = c.sess.Close()
	_ = c.conn.Close()
	<-c.done
}
