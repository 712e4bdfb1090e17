package cli

import (
	"context"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/gametest"
)

// TestServeRefusesBadWebFlags: a combination that cannot serve is refused
// with a sentence before anything listens.
func TestServeRefusesBadWebFlags(t *testing.T) {
	cert := filepath.Join(t.TempDir(), "cert.pem")
	require.NoError(t, os.WriteFile(cert, []byte("x"), 0o600))
	for _, tc := range []struct {
		args []string
		says string
	}{
		{[]string{"--listen", ""}, `--listen "" and no --web: the server would serve nothing`},
		{[]string{"--web", "nowhere"}, `--web "nowhere": want HOST:PORT`},
		{[]string{"--listen", "127.0.0.1:8080", "--web", "127.0.0.1:8080"}, "--web and --listen are both 127.0.0.1:8080"},
		{[]string{"--web", "127.0.0.1:0", "--tls-cert", cert}, "--tls-cert and --tls-key go together"},
		{[]string{"--tls-cert", cert, "--tls-key", cert}, "--tls-cert serves the web over HTTPS: add --web ADDR"},
		{[]string{"--web", "127.0.0.1:0", "--tls-cert", cert, "--tls-key", "/no/such/key.pem"}, "/no/such/key.pem"},
		{[]string{"--web-origin", "https://a.example"}, "--web-origin lets other pages open the web's socket: add --web ADDR"},
		{[]string{"--web", "127.0.0.1:0", "--web-origin", "a.example"}, `--web-origin "a.example": want an origin`},
	} {
		var out, errOut lockedBuffer
		code := Main(append([]string{"serve", "--data-dir", t.TempDir()}, tc.args...), strings.NewReader(""), &out, &errOut)
		assert.NotEqual(t, 0, code, "%v", tc.args)
		assert.Contains(t, errOut.String(), tc.says, "%v", tc.args)
	}
}

// TestServeTheWebOnly: `serve --listen "" --web ADDR` serves the pages
// and the socket and no SSH; SIGTERM says goodbye to a page and exits 0.
func TestServeTheWebOnly(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	require.NoError(t, ln.Close())
	var out, errOut lockedBuffer
	dataDir := t.TempDir()
	exited := make(chan int, 1)
	go func() {
		exited <- Main([]string{"serve", "--listen", "", "--web", addr, "--data-dir", dataDir}, strings.NewReader(""), &out, &errOut)
	}()
	var res *http.Response
	require.Eventually(t, func() bool { res, err = http.Get("http://" + addr + "/"); return err == nil }, gametest.Patience(t), 50*time.Millisecond,
		"the web was never served: %s", errOut.String())
	res.Body.Close()
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.NotEmpty(t, res.Cookies())

	ctx, cancel := context.WithTimeout(context.Background(), gametest.Patience(t))
	defer cancel()
	h := http.Header{"Origin": {"http://" + addr}, "Cookie": {res.Cookies()[0].String()}}
	ws, _, err := websocket.Dial(ctx, "ws://"+addr+"/ws", &websocket.DialOptions{HTTPHeader: h})
	require.NoError(t, err)
	defer ws.CloseNow()
	_, b, err := ws.Read(ctx)
	require.NoError(t, err)
	assert.Contains(t, string(b), `"type":"welcome"`)

	require.NoError(t, syscall.Kill(syscall.Getpid(), syscall.SIGTERM))
	var last string
	for {
		_, b, err := ws.Read(ctx)
		if err != nil {
			break
		}
		last = string(b)
	}
	assert.Contains(t, last, `"type":"bye"`)
	assert.Contains(t, last, "The server is shutting down")
	select {
	case code := <-exited:
		assert.Equal(t, 0, code, errOut.String())
	case <-time.After(gametest.Patience(t)):
		t.Fatal("serve did not stop on SIGTERM")
	}
	assert.NotContains(t, errOut.String(), "2222", "no SSH was served")
	assert.NoFileExists(t, filepath.Join(dataDir, "ssh_host_ed25519"), "no SSH, no host key kept")
	assert.NotContains(t, errOut.String(), "host key")
}
