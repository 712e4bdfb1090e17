package server

import (
	"sync"

	"github.com/charmbracelet/ssh"
	gossh "golang.org/x/crypto/ssh"
)

// windowsKey is the context key of a connection's latestSize.
type windowsKey struct{}

// sessionChannel accepts a session channel as the SSH library does, but
// reads the terminal's window changes itself, as fast as they come, before
// the library sees the channel's requests: the library would block its
// request loop (and with it the connection's reading) on a full channel
// of sizes, and it writes each size into the session's Pty while the
// session reads it. The library then sees the pty request and the shell,
// never a window change, so its Pty stays as the pty request set it.
// A connection has one session in its life (gate.openSession).
func (s *Server) sessionChannel(srv *ssh.Server, conn *gossh.ServerConn, newChan gossh.NewChannel, ctx ssh.Context) {
	release, ok := s.gate.openSession(conn)
	if !ok {
		_ = newChan.Reject(gossh.ResourceShortage, "one session per connection: connect again for another")
		return
	}
	go func() { _ = conn.Wait(); release() }()
	sizes := &latestSize{changed: make(chan struct{}, 1), gone: make(chan struct{})}
	ctx.SetValue(windowsKey{}, sizes)
	ssh.DefaultSessionHandler(srv, conn, windowChanges{NewChannel: newChan, sizes: sizes}, ctx)
}

// windowsOf is the latest size of the session's terminal, read by
// sessionChannel; nil for a session that did not come through it.
func windowsOf(sess ssh.Session) *latestSize {
	sizes, _ := sess.Context().Value(windowsKey{}).(*latestSize)
	return sizes
}

// windowChanges is a session channel whose window changes go to sizes.
type windowChanges struct {
	gossh.NewChannel
	sizes *latestSize
}

// Accept accepts the channel and hands on its requests but the window
// changes, which it answers itself.
func (w windowChanges) Accept() (gossh.Channel, <-chan *gossh.Request, error) {
	ch, reqs, err := w.NewChannel.Accept()
	if err != nil {
		return ch, reqs, err
	}
	out := make(chan *gossh.Request)
	go func() {
		defer close(out)
		defer close(w.sizes.gone) // the channel is closed
		for req := range reqs {
			if req.Type != "window-change" {
				out <- req
				continue
			}
			var size struct{ Width, Height, WidthPx, HeightPx uint32 }
			ok := gossh.Unmarshal(req.Payload, &size) == nil
			if ok {
				w.sizes.set(ssh.Window{Width: int(size.Width), Height: int(size.Height)}, true)
			}
			if req.WantReply {
				_ = req.Reply(ok, nil)
			}
		}
	}()
	return ch, out, nil
}

// latestSize is the latest size of a session's terminal: a storm of
// window changes is read as it comes, and only the last is drawn.
type latestSize struct {
	mu      sync.Mutex
	w       ssh.Window
	known   bool
	changed chan struct{} // a signal that w changed
	gone    chan struct{} // closed with the channel: a client may close its session and keep its connection
}

// set records w as the size, or only when no size is known yet unless
// replace (the pty request's size, which a window change that came first
// supersedes), and signals the change.
func (l *latestSize) set(w ssh.Window, replace bool) {
	l.mu.Lock()
	if !replace && l.known {
		l.mu.Unlock()
		return
	}
	l.w, l.known = w, true
	l.mu.Unlock()
	select {
	case l.changed <- struct{}{}:
	default: // a signal is pending: it will read this size
	}
}

func (l *latestSize) get() ssh.Window {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w
}
