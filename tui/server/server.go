package server

import (
	"bufio"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/log"
	"github.com/charmbracelet/ssh"
	"github.com/charmbracelet/wish"
	"github.com/muesli/termenv"
	gossh "golang.org/x/crypto/ssh"

	"teahouse/game/store"
	"teahouse/tui"
	"teahouse/tui/screen"
)

// Config configures a server. The zero value of each limit means its
// default.
type Config struct {
	// Listen is the address to listen on (default 127.0.0.1:2222).
	Listen string
	// HostKey is the path of the server's private host key, made on the
	// first start and kept; empty, a key is made for this run and never
	// written (a server that serves no SSH has no key to keep).
	HostKey string
	// MaxSessions bounds the sessions at once (default 100); one more is
	// told the parlor is full.
	MaxSessions int
	// MaxTables bounds the tables open at once (default 50).
	MaxTables int
	// IdleTimeout ends a session after this long without a key or a click
	// (default 30 minutes).
	IdleTimeout time.Duration
	// Grace is how long a seat waits for its person to come back before a
	// computer takes it (default 2 minutes).
	Grace time.Duration
	// ActionRate is how many keys and clicks a second a session may send
	// on average (default 20), in bursts of up to twice that; more are
	// dropped before they are read, and a session that goes on flooding
	// after a warning is ended.
	ActionRate float64
	// MaxConns bounds the connections at once, those without a session
	// included (default twice MaxSessions); one more is closed at once.
	MaxConns int
	// MaxConnsPerAddr bounds the connections at once from one source
	// address, an IPv6 /64 counting as one (default 10).
	MaxConnsPerAddr int
	// LoginGrace is how long a connection has to log in before it is
	// dropped (default 30 seconds).
	LoginGrace time.Duration
	// WriteTimeout cuts a session whose screen cannot be written for this
	// long: its client reads nothing (default 1 minute).
	WriteTimeout time.Duration
	// MaxWidth and MaxHeight bound the screen drawn for a terminal
	// (default 240x80): a larger terminal gets a screen of that size.
	MaxWidth, MaxHeight int
	// AllowKeys, when set, is the path of a file of public keys in the
	// authorized_keys format: only those keys may connect.
	AllowKeys string
	// AllowGuests lets clients in by password or keyboard-interactive
	// login (any password) as guests, whose names are not kept.
	AllowGuests bool
	// GamesDir is where the tables' logs are saved; empty saves none.
	GamesDir string
	// CacheDir is where Yahtzee's strategy table is cached; it is loaded
	// once for the whole server. Empty keeps nothing on disk.
	CacheDir string
	// Store keeps names, results, the index of logs and Blackjack's
	// bankrolls; nil keeps none (every session is asked its name).
	Store *store.Store
	// Games are the games offered (default tui.Games(): the catalog); only those that
	// can be shared are listed.
	Games []screen.Game
	// Log receives the server's log (default: standard error).
	Log *log.Logger
	// ASCII draws without box-drawing characters or suit symbols.
	ASCII bool
	// WebKey is the path of the key web players' IDs are derived with
	// (docs/web.md), made on the first start and kept; empty keeps one in
	// memory, for as long as the server runs.
	WebKey string
	// WebOrigins are the origins besides the server's own whose pages may
	// open the WebSocket ("https://teahouse.example").
	WebOrigins []string
	// TLSCert and TLSKey are the files of the certificate and key the web
	// is served with over HTTPS; empty serves HTTP.
	TLSCert, TLSKey string
}

// The defaults of Config.
const (
	DefaultListen       = "127.0.0.1:2222"
	DefaultMaxSessions  = 100
	DefaultMaxTables    = 50
	DefaultIdleTimeout  = 30 * time.Minute
	DefaultGrace        = 2 * time.Minute
	DefaultActionRate   = 20
	DefaultMaxPerAddr   = 10
	DefaultLoginGrace   = 30 * time.Second
	DefaultWriteTimeout = time.Minute
	DefaultMaxWidth     = 240
	DefaultMaxHeight    = 80
)

// filesSpare is how many files the server holds open besides its
// connections, at most: the listener, the store, the logs being saved.
const filesSpare = 64

// closeGrace is how long Shutdown lets the connections close by
// themselves once their sessions have ended, before it cuts them.
const closeGrace = time.Second

// connSlack is how much longer than the idle timeout a connection may be
// silent before it is cut (a connection stuck before its session starts).
const connSlack = 30 * time.Second

// Server is teahouse over SSH: every session runs the parlor's app with a
// renderer of its own, and the games are shared tables whose hosts run
// here.
type Server struct {
	cfg      Config
	ssh      *ssh.Server
	parlor   *parlor
	allowed  map[string]bool // fingerprints of --allow-keys; nil allows any key
	gate     *gate
	sessions atomic.Int64
	guests   atomic.Int64
	live     sync.WaitGroup // sessions running
	log      *log.Logger

	ids      webIDs
	webAddrs *addrCount

	mu       sync.Mutex
	programs map[*tea.Program]struct{} // the sessions' screens running
	pages    map[string]*webConn       // the web pages connected, by player
	https    []*http.Server            // the web servers serving
	closing  bool
}

// New checks cfg and builds a server; the host key is read, or made and
// kept at cfg.HostKey.
func New(cfg Config) (*Server, error) {
	cfg = withDefaults(cfg)
	s := &Server{cfg: cfg, log: cfg.Log, programs: map[*tea.Program]struct{}{}, pages: map[string]*webConn{},
		webAddrs: newAddrCount(cfg.MaxConnsPerAddr)}
	key, made, err := webKey(cfg.WebKey)
	if err != nil {
		return nil, err
	}
	if made {
		s.log.Info("made a new key for web players' IDs", "path", cfg.WebKey)
	}
	s.ids = webIDs{key: key}
	if cfg.AllowKeys != "" {
		keys, err := readAllowed(cfg.AllowKeys)
		if err != nil {
			return nil, err
		}
		s.allowed = keys
	}
	pemBytes, created, err := newHostKey()
	if cfg.HostKey != "" {
		pemBytes, created, err = hostKey(cfg.HostKey)
	}
	if err != nil {
		return nil, err
	}
	if created && cfg.HostKey != "" {
		s.log.Info("made a new host key", "path", cfg.HostKey)
	}
	opts := []ssh.Option{
		wish.WithAddress(cfg.Listen),
		wish.WithHostKeyPEM(pemBytes),
		wish.WithPublicKeyAuth(s.publicKey),
		wish.WithIdleTimeout(cfg.IdleTimeout + connSlack), // a backstop: the session's own clock ends an idle session first, and says why
		wish.WithMiddleware(
			s.play,
			s.admit,
			s.logged,
		),
	}
	if cfg.AllowGuests {
		opts = append(opts,
			wish.WithPasswordAuth(func(ssh.Context, string) bool { return true }),
			wish.WithKeyboardInteractiveAuth(func(ssh.Context, gossh.KeyboardInteractiveChallenge) bool { return true }))
	}
	srv, err := wish.NewServer(opts...)
	if err != nil {
		return nil, fmt.Errorf("the SSH server cannot start: %w", err)
	}
	lipgloss.SetColorProfile(termenv.ANSI256) // as wish's Bubble Tea middleware does: styles made without a session's renderer
	s.gate = newGate(cfg.MaxConns, cfg.MaxConnsPerAddr, cfg.LoginGrace, s.log)
	srv.ChannelHandlers = map[string]ssh.ChannelHandler{"session": s.sessionChannel}
	srv.ConnCallback = s.gate.admit
	srv.ServerConfigCallback = s.gate.config
	s.ssh = srv
	s.parlor = newParlor(cfg.Games, cfg.MaxTables, cfg.Grace, cfg.GamesDir, cfg.Store, s.log)
	return s, nil
}

func withDefaults(c Config) Config {
	if c.Listen == "" {
		c.Listen = DefaultListen
	}
	if c.MaxSessions <= 0 {
		c.MaxSessions = DefaultMaxSessions
	}
	if c.MaxTables <= 0 {
		c.MaxTables = DefaultMaxTables
	}
	if c.IdleTimeout <= 0 {
		c.IdleTimeout = DefaultIdleTimeout
	}
	if c.Grace <= 0 {
		c.Grace = DefaultGrace
	}
	if c.ActionRate <= 0 {
		c.ActionRate = DefaultActionRate
	}
	if c.MaxConns <= 0 {
		c.MaxConns = 2 * c.MaxSessions
	}
	if c.MaxConnsPerAddr <= 0 {
		c.MaxConnsPerAddr = DefaultMaxPerAddr
	}
	if c.LoginGrace <= 0 {
		c.LoginGrace = DefaultLoginGrace
	}
	if c.WriteTimeout <= 0 {
		c.WriteTimeout = DefaultWriteTimeout
	}
	if c.MaxWidth <= 0 {
		c.MaxWidth = DefaultMaxWidth
	}
	if c.MaxHeight <= 0 {
		c.MaxHeight = DefaultMaxHeight
	}
	if c.Games == nil {
		c.Games = tui.Games()
	}
	if c.Log == nil {
		c.Log = log.NewWithOptions(os.Stderr, log.Options{ReportTimestamp: true, Prefix: "teahouse"})
	}
	return c
}

// readAllowed reads the fingerprints of an authorized_keys file.
func readAllowed(path string) (map[string]bool, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("the allowed keys cannot be read: %w", err)
	}
	keys := map[string]bool{}
	sc := bufio.NewScanner(strings.NewReader(string(b)))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, _, _, _, err := gossh.ParseAuthorizedKey([]byte(line))
		if err != nil {
			return nil, fmt.Errorf("%s:%d is not a public key in the authorized_keys format: %v", path, n, err)
		}
		keys[gossh.FingerprintSHA256(k)] = true
	}
	if len(keys) == 0 {
		return nil, fmt.Errorf("%s lists no key, so nobody could connect", path)
	}
	return keys, nil
}

// publicKey admits a key: any key, or those of --allow-keys.
func (s *Server) publicKey(ctx ssh.Context, key ssh.PublicKey) bool {
	if s.allowed == nil || s.allowed[gossh.FingerprintSHA256(key)] {
		return true
	}
	s.log.Warn("key refused", "remote", ctx.RemoteAddr().String(), "key", gossh.FingerprintSHA256(key))
	return false
}

// Serve serves SSH on ln until Close.
func (s *Server) Serve(ln net.Listener) error {
	s.log.Info("serving", "address", ln.Addr().String(), "max-sessions", s.cfg.MaxSessions, "max-tables", s.cfg.MaxTables,
		"max-conns", s.cfg.MaxConns, "max-conns-per-addr", s.cfg.MaxConnsPerAddr)
	if limit, need := fileLimit(), uint64(s.cfg.MaxConns+filesSpare); limit > 0 && limit < need {
		s.log.Warn("the limit of open files is below what --max-conns needs: once it is reached nobody can connect; raise it (ulimit -n) or lower --max-conns",
			"limit", limit, "need", need)
	}
	err := s.ssh.Serve(ln)
	if errors.Is(err, ssh.ErrServerClosed) {
		return nil
	}
	return err
}

// ListenAndServe listens on the configured address and serves.
func (s *Server) ListenAndServe() error {
	ln, err := net.Listen("tcp", s.cfg.Listen)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %w", s.cfg.Listen, err)
	}
	return s.Serve(ln)
}

// Shutdown stops taking connections, tells every session that the
// server is shutting down (each screen then restores its terminal and
// ends), waits for them until ctx is done, cuts every connection left and
// stops the tables (their logs are saved).
func (s *Server) Shutdown(ctx context.Context) error {
	s.mu.Lock()
	s.closing = true
	programs := make([]*tea.Program, 0, len(s.programs))
	for p := range s.programs {
		programs = append(programs, p)
	}
	s.mu.Unlock()
	listening := make(chan error, 1)
	go func() { listening <- s.ssh.Shutdown(ctx) }() // stops listening at once; returns once every connection is closed
	s.parlor.closing()                               // the seats left from here on are not waited for: nothing to note
	webErr := s.shutdownWeb(ctx)
	for _, p := range programs {
		go p.Send(shuttingDown{})
	}
	done := make(chan struct{})
	go func() { s.live.Wait(); close(done) }()
	var err error
	select {
	case <-done:
	case <-ctx.Done():
		err = ctx.Err()
	}
	// The sessions' connections close as their clients see the sessions
	// end; a moment for them, then the rest (ssh -N, stuck) is cut.
	var lnErr error
	closed := false
	select {
	case lnErr = <-listening:
		closed = true
	case <-time.After(closeGrace):
	}
	s.gate.close()
	err = errors.Join(err, s.ssh.Close())
	if !closed {
		lnErr = <-listening
	}
	if lnErr != nil && !errors.Is(lnErr, context.Canceled) && !errors.Is(lnErr, context.DeadlineExceeded) {
		err = errors.Join(err, lnErr)
	}
	s.parlor.close()
	s.log.Info("stopped")
	return errors.Join(err, webErr)
}

// Sessions counts the sessions running.
func (s *Server) Sessions() int { return int(s.sessions.Load()) }

// Conns counts the connections open, those without a session included.
func (s *Server) Conns() int { return s.gate.count() }

// admit turns away a session beyond the limit, or one without a terminal.
func (s *Server) admit(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		if n := s.sessions.Add(1); n > int64(s.cfg.MaxSessions) {
			s.sessions.Add(-1)
			s.log.Warn("session refused: the parlor is full", "remote", sess.RemoteAddr().String(), "max", s.cfg.MaxSessions)
			wish.Fatalln(sess, "The parlor is full: try again in a while.")
			return
		}
		defer s.sessions.Add(-1)
		s.mu.Lock()
		if s.closing {
			s.mu.Unlock()
			wish.Fatalln(sess, "The server is shutting down: try again in a while.")
			return
		}
		s.live.Add(1)
		s.mu.Unlock()
		defer s.live.Done()
		if _, _, ok := sess.Pty(); !ok {
			wish.Fatalln(sess, "teahouse needs a terminal: connect with ssh -t.")
			return
		}
		next(sess)
	}
}

// logged logs each session's start and end, and a panic in it (which
// ends that session only).
func (s *Server) logged(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		start := time.Now()
		who := s.identify(sess)
		s.log.Info("connected", "remote", sess.RemoteAddr().String(), "player", who.ID)
		defer func() {
			if r := recover(); r != nil {
				s.log.Error("session failed", "player", who.ID, "panic", r)
			}
			s.log.Info("disconnected", "player", who.ID, "after", time.Since(start).Round(time.Second))
		}()
		next(sess)
	}
}

// identify says who a session is: the key's fingerprint, or a guest.
func (s *Server) identify(sess ssh.Session) person {
	if id, ok := sess.Context().Value(personKey{}).(person); ok {
		return id
	}
	var p person
	if k := sess.PublicKey(); k != nil {
		p.ID = "ssh:" + gossh.FingerprintSHA256(k)
	} else {
		p.ID = fmt.Sprintf("guest:%d-%s", s.guests.Add(1), rand.Text()[:8]) // unique across restarts too: results are kept under it
	}
	sess.Context().SetValue(personKey{}, p)
	return p
}

type personKey struct{}

// environ is a session's environment, for termenv to read the
// terminal's colours from.
type environ []string

// Environ returns the variables.
func (e environ) Environ() []string { return e }

// Getenv returns the last value of key.
func (e environ) Getenv(key string) string {
	v := ""
	for _, kv := range e {
		if k, val, ok := strings.Cut(kv, "="); ok && k == key {
			v = val
		}
	}
	return v
}
