package server_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/stretchr/testify/require"

	"teahouse/game/gametest"
	"teahouse/tui/server"
	"teahouse/tui/web"
)

// webServer is a test server that serves the web too, on its own
// loopback port (an httptest server over the server's handler).
type webServer struct {
	*testServer
	url string // http://127.0.0.1:PORT
}

// startWeb starts a server serving SSH and the web.
func startWeb(t testing.TB, edit func(*server.Config)) *webServer {
	t.Helper()
	s := startServer(t, edit)
	hs := httptest.NewServer(s.WebHandler())
	t.Cleanup(hs.Close) // before the server's Shutdown (cleanups run last first): the pages are ended by Shutdown
	return &webServer{testServer: s, url: hs.URL}
}

// cookie asks the parlor's page as a new browser does, and returns the
// cookie it is given.
func (s *webServer) cookie(t testing.TB) *http.Cookie {
	t.Helper()
	res, err := http.Get(s.url + "/")
	require.NoError(t, err)
	defer res.Body.Close()
	require.Equal(t, http.StatusOK, res.StatusCode)
	for _, c := range res.Cookies() {
		if c.Name == "teahouse" {
			return c
		}
	}
	t.Fatal("the page set no cookie")
	return nil
}

// page is a real WebSocket client, as a browser's page is, recording
// every frame it receives.
type page struct {
	t      testing.TB
	ws     *websocket.Conn
	cookie *http.Cookie
	stall  bool // reads nothing (a tab that hangs)

	mu     sync.Mutex
	frames []string
	closed bool
	grew   chan struct{}
	done   chan struct{}
}

// dialPage opens /ws with cookie and the site's own Origin.
func dialPage(t testing.TB, s *webServer, cookie *http.Cookie) *page {
	t.Helper()
	p, res, err := tryPage(t, s.url, cookie, s.url, nil)
	if res != nil && res.Body != nil {
		res.Body.Close()
	}
	require.NoError(t, err)
	return p
}

// tryPage opens /ws of base with cookie (none when nil) and origin (none
// when ""), over client (the default when nil).
func tryPage(t testing.TB, base string, cookie *http.Cookie, origin string, client *http.Client) (*page, *http.Response, error) {
	h := http.Header{}
	if origin != "" {
		h.Set("Origin", origin)
	}
	if cookie != nil {
		h.Set("Cookie", cookie.String())
	}
	ctx, cancel := context.WithTimeout(context.Background(), gametest.Patience(t))
	defer cancel()
	ws, res, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+"/ws", &websocket.DialOptions{HTTPHeader: h, HTTPClient: client})
	if err != nil {
		return nil, res, err
	}
	ws.SetReadLimit(1 << 22)
	p := &page{t: t, ws: ws, cookie: cookie, grew: make(chan struct{}, 1), done: make(chan struct{})}
	return p, res, nil
}

// read records frames until the connection ends.
func (p *page) read() {
	defer close(p.done)
	for {
		_, b, err := p.ws.Read(context.Background())
		p.mu.Lock()
		if err != nil {
			p.closed = true
		} else {
			p.frames = append(p.frames, string(b))
		}
		p.mu.Unlock()
		select {
		case p.grew <- struct{}{}:
		default:
		}
		if err != nil {
			return
		}
	}
}

// open starts reading: a page's frames are recorded from the first.
func (p *page) open() *page {
	go p.read()
	return p
}

// all is every frame received so far.
func (p *page) all() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.frames...)
}

// msg is a frame read as a generic message.
type msg map[string]any

// typ is the message's type.
func (m msg) typ() string { s, _ := m["type"].(string); return s }

// waitMsg waits for a frame from index from on that pred takes, and
// returns it with the index after it.
func (p *page) waitMsg(from int, pred func(msg) bool) (msg, int) {
	p.t.Helper()
	deadline := time.Now().Add(gametest.Patience(p.t))
	for last := false; !last && time.Now().Before(deadline); {
		p.mu.Lock()
		last = p.closed // the frames taken next are all there will be
		p.mu.Unlock()
		frames := p.all()
		for i := from; i < len(frames); i++ {
			var m msg
			require.NoError(p.t, json.Unmarshal([]byte(frames[i]), &m), "a frame that is not JSON: %s", frames[i])
			if pred(m) {
				return m, i + 1
			}
		}
		from = max(from, len(frames))
		select {
		case <-p.grew:
		case <-time.After(50 * time.Millisecond):
		}
	}
	frames := p.all()
	p.t.Fatalf("waited for a message; the page received %d frames, the last: %s", len(frames), strings.Join(frames[max(0, len(frames)-3):], "\n"))
	return nil, 0
}

// waitType waits for a message of type typ from index from on.
func (p *page) waitType(from int, typ string) (msg, int) {
	p.t.Helper()
	return p.waitMsg(from, func(m msg) bool { return m.typ() == typ })
}

// send sends v as one message.
func (p *page) send(v any) {
	p.t.Helper()
	b, err := json.Marshal(v)
	require.NoError(p.t, err)
	p.sendRaw(b)
}

// sendRaw sends b as one text message.
func (p *page) sendRaw(b []byte) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), gametest.Patience(p.t))
	defer cancel()
	require.NoError(p.t, p.ws.Write(ctx, websocket.MessageText, b))
}

// close drops the connection as a closed tab does.
func (p *page) close() {
	_ = p.ws.CloseNow()
	<-p.done
}

// enterPage opens a page with a new browser's cookie and chooses name.
func enterPage(t testing.TB, s *webServer, name string) *page {
	t.Helper()
	p := dialPage(t, s, s.cookie(t)).open()
	w, _ := p.waitType(0, web.MsgWelcome)
	require.Equal(t, "", w["name"], "a new browser has no name yet")
	p.send(web.Request{Type: web.ReqName, Name: name})
	p.waitType(0, web.MsgNamed)
	return p
}

// step is a step message as the tests read it.
type step struct {
	web.Step
	raw string
}

// steps are the step messages among frames.
func steps(t testing.TB, frames []string) []step {
	var out []step
	for _, f := range frames {
		if !strings.HasPrefix(f, `{"type":"step"`) {
			continue
		}
		var st web.Step
		require.NoError(t, json.Unmarshal([]byte(f), &st))
		out = append(out, step{st, f})
	}
	return out
}
