package server

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"

	"teahouse/tui/web"
)

// The web server's bounds on HTTP itself.
const (
	webHeaderTimeout = 10 * time.Second
	webIdleTimeout   = 2 * time.Minute
	webHeaderBytes   = 16 << 10
)

// csp is the pages' Content-Security-Policy: everything from this site,
// no inline script or style, nothing from elsewhere, never in a frame.
const csp = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
	"object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"

// WebHandler is the parlor over HTTP: the pages at / and the protocol's
// WebSocket at /ws (docs/web.md), behind the security headers.
func (s *Server) WebHandler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /ws", s.socket)
	files := http.FileServerFS(web.Static())
	mux.HandleFunc("GET /", func(w http.ResponseWriter, r *http.Request) {
		if _, ok := s.ids.ofRequest(r); !ok {
			http.SetCookie(w, newCookie(r.TLS != nil))
		}
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	})
	return secured(mux)
}

// secured sets the security headers of every response.
func secured(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", csp)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		if r.TLS != nil {
			h.Set("Strict-Transport-Security", "max-age=31536000")
		}
		next.ServeHTTP(w, r)
	})
}

// ServeWeb serves the parlor over HTTP on ln (HTTPS with Config.TLSCert
// and TLSKey) until Shutdown.
func (s *Server) ServeWeb(ln net.Listener) error {
	hs := &http.Server{Handler: s.WebHandler(), ReadHeaderTimeout: webHeaderTimeout, IdleTimeout: webIdleTimeout,
		MaxHeaderBytes: webHeaderBytes, ErrorLog: s.log.StandardLog()}
	s.mu.Lock()
	if s.closing {
		s.mu.Unlock()
		return nil
	}
	s.https = append(s.https, hs)
	s.mu.Unlock()
	s.log.Info("serving the web", "address", ln.Addr().String(), "tls", s.cfg.TLSCert != "")
	var err error
	if s.cfg.TLSCert != "" {
		err = hs.ServeTLS(ln, s.cfg.TLSCert, s.cfg.TLSKey)
	} else {
		err = hs.Serve(ln)
	}
	if errors.Is(err, http.ErrServerClosed) {
		return nil
	}
	return err
}

// socket upgrades a page's request to the protocol's WebSocket: only for
// a page of this site (its Origin) with the cookie of a person, within
// the limits of connections from one address and of sessions.
func (s *Server) socket(w http.ResponseWriter, r *http.Request) {
	id, ok := s.ids.ofRequest(r)
	if !ok {
		http.Error(w, "Open the parlor's page first: it gives this browser the cookie it plays under.", http.StatusUnauthorized)
		return
	}
	if !s.originOK(r) {
		s.log.Warn("web connection refused: another site's page", "remote", r.RemoteAddr, "origin", r.Header.Get("Origin"))
		http.Error(w, "This socket is for the parlor's own pages.", http.StatusForbidden)
		return
	}
	addr := webSource(r.RemoteAddr)
	if !s.webAddrs.take(addr) {
		s.log.Warn("web connection refused: too many from one address", "remote", addr, "max", s.cfg.MaxConnsPerAddr)
		http.Error(w, "Too many connections from your address.", http.StatusTooManyRequests)
		return
	}
	defer s.webAddrs.give(addr)
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: s.cfg.WebOrigins})
	if err != nil {
		return // Accept has answered the request
	}
	ws.SetReadLimit(web.MaxMessage)
	c := newWebConn(s, ws, person{ID: id}, addr)
	c.serve()
}

// originOK reports whether r comes from a page of this site: its Origin's
// host is the request's, or the origin is one of Config.WebOrigins. A
// request without an Origin (no browser sends one so) is refused.
func (s *Server) originOK(r *http.Request) bool {
	origin := r.Header.Get("Origin")
	u, err := url.Parse(origin)
	if origin == "" || err != nil || u.Host == "" {
		return false
	}
	return strings.EqualFold(u.Host, r.Host) || slices.ContainsFunc(s.cfg.WebOrigins, func(o string) bool {
		return strings.EqualFold(strings.TrimSuffix(o, "/"), u.Scheme+"://"+u.Host)
	})
}

// webSource is who a web connection comes from, as source says it of an
// SSH connection: an IPv4 address or an IPv6 /64.
func webSource(remote string) string {
	ap, err := net.ResolveTCPAddr("tcp", remote)
	if err != nil {
		return remote
	}
	return source(ap)
}

// addrCount counts the web connections from each address.
type addrCount struct {
	max int
	mu  sync.Mutex
	n   map[string]int
}

func newAddrCount(max int) *addrCount { return &addrCount{max: max, n: map[string]int{}} }

// take counts one more connection from addr, unless it has max already.
func (a *addrCount) take(addr string) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.n[addr] >= a.max {
		return false
	}
	a.n[addr]++
	return true
}

// give forgets one connection from addr.
func (a *addrCount) give(addr string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.n[addr]--; a.n[addr] <= 0 {
		delete(a.n, addr)
	}
}

// shutdownWeb stops the web servers and ends every page's connection with
// bye.
func (s *Server) shutdownWeb(ctx context.Context) error {
	s.mu.Lock()
	servers := slices.Clone(s.https)
	pages := make([]*webConn, 0, len(s.pages))
	for _, c := range s.pages {
		pages = append(pages, c)
	}
	s.mu.Unlock()
	var err error
	for _, hs := range servers {
		err = errors.Join(err, hs.Shutdown(ctx))
	}
	for _, c := range pages {
		c.end(shutdownBye(s.cfg.GamesDir), "web connection ended: the server is shutting down")
	}
	if err != nil {
		return fmt.Errorf("the web server: %w", err)
	}
	return nil
}
