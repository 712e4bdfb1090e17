package server

import (
	"net"
	"sync"
	"sync/atomic"
	"time"

	"github.com/charmbracelet/log"
	"github.com/charmbracelet/ssh"
	gossh "golang.org/x/crypto/ssh"
)

// gate admits the server's connections, every one of them (those that
// never open a session too): at most max at once, at most perAddr from
// one source address, and each must log in within grace or is dropped.
type gate struct {
	max, perAddr int
	grace        time.Duration
	log          *log.Logger

	mu       sync.Mutex
	open     map[*gatedConn]struct{}
	from     map[string]int      // open connections by source
	sessions map[gossh.Conn]bool // connections with a session channel open
	closed   bool
	said     *throttle
}

func newGate(max, perAddr int, grace time.Duration, l *log.Logger) *gate {
	return &gate{max: max, perAddr: perAddr, grace: grace, log: l, open: map[*gatedConn]struct{}{}, from: map[string]int{}, sessions: map[gossh.Conn]bool{}, said: newThrottle(10 * time.Second)}
}

// gatedConn is an admitted connection: it is counted until it closes,
// and dropped if it has not logged in when its grace runs out.
type gatedConn struct {
	net.Conn
	g        *gate
	src      string
	loggedIn atomic.Bool
	grace    *time.Timer
	once     sync.Once
}

// gateKey keeps a connection's gatedConn in its context.
type gateKey struct{}

// admit is the server's ConnCallback: it counts conn, or closes it (nil)
// beyond a limit, saying so in the log.
func (g *gate) admit(ctx ssh.Context, conn net.Conn) net.Conn {
	src := source(conn.RemoteAddr())
	g.mu.Lock()
	var why string
	switch {
	case g.closed:
		why = "the server is shutting down"
	case len(g.open) >= g.max:
		why = "the server holds as many connections as it may"
	case g.from[src] >= g.perAddr:
		why = "that address holds as many connections as it may"
	}
	if why != "" {
		g.mu.Unlock()
		if n, ok := g.said.due(why + src); ok {
			g.log.Warn("connection refused: "+why, "remote", src, "refused", n)
		}
		return nil
	}
	c := &gatedConn{Conn: conn, g: g, src: src}
	g.open[c] = struct{}{}
	g.from[src]++
	c.grace = time.AfterFunc(g.grace, c.expire)
	g.mu.Unlock()
	ctx.SetValue(gateKey{}, c) // read by config, on this same goroutine
	return c
}

// config is the server's ServerConfigCallback: a connection counts as
// logged in once an authentication succeeds.
func (g *gate) config(ctx ssh.Context) *gossh.ServerConfig {
	c, _ := ctx.Value(gateKey{}).(*gatedConn)
	return &gossh.ServerConfig{AuthLogCallback: func(_ gossh.ConnMetadata, _ string, err error) {
		if err == nil && c != nil {
			c.loggedIn.Store(true)
			c.grace.Stop()
		}
	}}
}

// openSession lets conn open its session channel, if it has not opened
// one: an SSH connection may carry any number of sessions, and one
// connection must not take the sessions of many (the caps count
// connections); nor can it open a session after another, as the SSH
// library keeps one context a connection, which a new session writes to
// unguarded while the goroutines of the one before may still read it.
// release forgets conn once it is closed; a refusal is logged. The
// connection is told apart by its pointer, not by a value in its
// context.
func (g *gate) openSession(conn gossh.Conn) (release func(), ok bool) {
	g.mu.Lock()
	if g.sessions[conn] {
		g.mu.Unlock()
		src := source(conn.RemoteAddr())
		if n, ok := g.said.due("session" + src); ok {
			g.log.Warn("session refused: its connection has one open", "remote", src, "refused", n)
		}
		return nil, false
	}
	g.sessions[conn] = true
	g.mu.Unlock()
	return func() {
		g.mu.Lock()
		defer g.mu.Unlock()
		delete(g.sessions, conn)
	}, true
}

// expire drops a connection that has not logged in within the grace.
func (c *gatedConn) expire() {
	if c.loggedIn.Load() {
		return
	}
	if n, ok := c.g.said.due("grace" + c.src); ok {
		c.g.log.Warn("connection dropped: no login within the grace time", "remote", c.src, "grace", c.g.grace, "dropped", n)
	}
	_ = c.Close()
}

// Close closes the connection and stops counting it.
func (c *gatedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(func() {
		c.grace.Stop()
		c.g.mu.Lock()
		defer c.g.mu.Unlock()
		delete(c.g.open, c)
		if c.g.from[c.src]--; c.g.from[c.src] <= 0 {
			delete(c.g.from, c.src)
		}
	})
	return err
}

// count is how many connections are open.
func (g *gate) count() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return len(g.open)
}

// close refuses every new connection and closes those open.
func (g *gate) close() {
	g.mu.Lock()
	g.closed = true
	open := make([]*gatedConn, 0, len(g.open))
	for c := range g.open {
		open = append(open, c)
	}
	g.mu.Unlock()
	for _, c := range open {
		_ = c.Close()
	}
}

// source is who a connection comes from, for the limit per address: an
// IPv4 address, or an IPv6 address's /64 (what one client is usually
// given).
func source(a net.Addr) string {
	tcp, ok := a.(*net.TCPAddr)
	if !ok {
		return a.String()
	}
	if ip4 := tcp.IP.To4(); ip4 != nil {
		return ip4.String()
	}
	return tcp.IP.Mask(net.CIDRMask(64, 128)).String() + "/64"
}

// throttle says a repeated log line at most once a period per key, with
// how many times it happened since it was last said: a flood of refusals
// does not flood the log.
type throttle struct {
	every time.Duration

	mu   sync.Mutex
	last map[string]time.Time
	n    map[string]int
}

// throttleKeys bounds the keys a throttle remembers; past it, it starts
// afresh.
const throttleKeys = 4096

func newThrottle(every time.Duration) *throttle {
	return &throttle{every: every, last: map[string]time.Time{}, n: map[string]int{}}
}

// due counts one more event of key, and says whether to log it now, with
// the events counted since it was last logged (this one included).
func (t *throttle) due(key string) (int, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	now := time.Now()
	t.n[key]++
	if last, ok := t.last[key]; ok && now.Sub(last) < t.every {
		return 0, false
	}
	if len(t.last) >= throttleKeys {
		t.last, t.n = map[string]time.Time{}, map[string]int{key: t.n[key]}
	}
	n := t.n[key]
	t.last[key], t.n[key] = now, 0
	return n, true
}
