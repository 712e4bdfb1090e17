package cli

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"io"
	"net"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	gossh "golang.org/x/crypto/ssh"

	"teahouse/game/gametest"
)

// lockedBuffer is a buffer written by one goroutine and read by another.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// waitText waits until the text of b (escape sequences left out)
// contains want.
func waitText(t *testing.T, b *lockedBuffer, want string) {
	t.Helper()
	require.Eventually(t, func() bool { return strings.Contains(ansi.Strip(b.String()), want) }, gametest.Patience(t), 20*time.Millisecond,
		"never received %q:\n%s", want, ansi.Strip(b.String()))
}

// TestServeSaysGoodbyeOnSIGTERM: `teahouse serve` receiving SIGTERM tells
// a connected player that the server is shutting down, restores the
// player's terminal, and exits 0.
func TestServeSaysGoodbyeOnSIGTERM(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	require.NoError(t, ln.Close())
	var out, errOut lockedBuffer
	exited := make(chan int, 1)
	go func() {
		exited <- Main([]string{"serve", "--listen", addr, "--data-dir", t.TempDir()}, strings.NewReader(""), &out, &errOut)
	}()

	_, priv, err := ed25519.GenerateKey(rand.Reader)
	require.NoError(t, err)
	signer, err := gossh.NewSignerFromKey(priv)
	require.NoError(t, err)
	cfg := &gossh.ClientConfig{User: "ann", Auth: []gossh.AuthMethod{gossh.PublicKeys(signer)}, HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: gametest.Patience(t)}
	var conn *gossh.Client
	require.Eventually(t, func() bool { conn, err = gossh.Dial("tcp", addr, cfg); return err == nil }, gametest.Patience(t), 50*time.Millisecond, "the server never listened: %s", errOut.String())
	defer conn.Close()
	sess, err := conn.NewSession()
	require.NoError(t, err)
	require.NoError(t, sess.RequestPty("xterm-256color", 30, 100, gossh.TerminalModes{}))
	stdin, err := sess.StdinPipe()
	require.NoError(t, err)
	var screen lockedBuffer
	sess.Stdout = &screen
	require.NoError(t, sess.Shell())
	waitText(t, &screen, "What name shall the other players see?")
	_, err = io.WriteString(stdin, "ann\r")
	require.NoError(t, err)
	waitText(t, &screen, "a terminal parlor of card and dice games")

	require.NoError(t, syscall.Kill(syscall.Getpid(), syscall.SIGTERM)) // serve has its handler: it listens
	select {
	case code := <-exited:
		assert.Equal(t, 0, code, errOut.String())
	case <-time.After(gametest.Patience(t)):
		t.Fatal("serve did not stop on SIGTERM")
	}
	require.NoError(t, sess.Wait()) // the session ended as a quit does, with status 0
	raw := screen.String()
	restored := strings.LastIndex(raw, "\x1b[?1049l")
	require.GreaterOrEqual(t, restored, 0, "the alternate screen is left")
	assert.Contains(t, raw, "\x1b[?1002l", "mouse reporting is turned off")
	assert.Contains(t, raw[restored:], "The server is shutting down; your game is saved.")
	assert.Contains(t, errOut.String(), "session ended: the server is shutting down")
}
