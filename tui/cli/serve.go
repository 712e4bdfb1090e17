package cli

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/charmbracelet/log"
	"github.com/spf13/cobra"

	"teahouse/game"
	"teahouse/game/store"
	"teahouse/tui"
	"teahouse/tui/server"
)

// newServe is "teahouse serve": the parlor over SSH and the web.
func newServe(s streams, g *globals) *cobra.Command {
	var cfg server.Config
	var webAddr string
	c := &cobra.Command{
		Use:   "serve",
		Short: "serve the parlor over SSH and the web: shared tables, a seat per person, spectators",
		Long: "serve runs an SSH server: `ssh -p 2222 HOST` opens the parlor, where every game is a\n" +
			"shared table that others join or watch. A player is their public key; the name\n" +
			"they choose is kept. With --web ADDR the same parlor is served to browsers too\n" +
			"(http://ADDR/). See docs/server.md and docs/web.md.",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := checkServe(cfg, webAddr, cmd); err != nil {
				return err
			}
			if webAddr != "" {
				cfg.WebKey = filepath.Join(g.dataDir, "web_key")
			}
			if !cmd.Flags().Changed("host-key") && cfg.Listen != "" { // with no SSH, no key is kept
				cfg.HostKey = filepath.Join(g.dataDir, "ssh_host_ed25519")
			}
			cfg.ASCII, cfg.GamesDir, cfg.CacheDir = g.ascii, g.gamesDir(), g.cacheDir
			games, err := tui.GamesOf(g.games)
			if err != nil {
				return err
			}
			cfg.Games = games
			cfg.Log = log.NewWithOptions(s.err, log.Options{ReportTimestamp: true, Prefix: "teahouse"})
			st, err := store.Open(g.dataDir)
			if err != nil {
				cfg.Log.Warn("names, results and the list of saved games are not kept", "err", err)
			} else {
				defer func() {
					if err := st.Last(); err != nil { // bankroll changes a full disk kept from the store
						cfg.Log.Error("bankrolls not saved", "err", err)
					}
					_ = st.Close()
				}()
				cfg.Store = st
				if err := seedLandmarks(st); err != nil {
					cfg.Log.Warn("the computer levels' ratings could not be set", "err", err)
				}
			}
			tidied, err := game.TidyLogs(cfg.GamesDir)
			for _, line := range tidied {
				cfg.Log.Info("saved games: " + line)
			}
			if err != nil {
				cfg.Log.Warn("the games directory could not be tidied", "err", err)
			}
			srv, err := server.New(cfg)
			if err != nil {
				return err
			}
			lns, err := listen(cfg.Listen, webAddr)
			if err != nil {
				return err
			}
			sigs := make(chan os.Signal, 1)
			signal.Notify(sigs, syscall.SIGINT, syscall.SIGTERM)
			defer signal.Stop(sigs)
			served := make(chan error, len(lns))
			running := 0
			if ln := lns[0]; ln != nil {
				running++
				go func() { served <- srv.Serve(ln) }()
			}
			if ln := lns[1]; ln != nil {
				running++
				go func() { served <- srv.ServeWeb(ln) }()
			}
			select {
			case err = <-served: // one stopped by itself: stop the other too
				running--
			case <-sigs:
			}
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			_ = srv.Shutdown(ctx)
			for ; running > 0; running-- {
				err = errors.Join(err, <-served)
			}
			return err
		},
	}
	f := c.Flags()
	f.StringVar(&cfg.Listen, "listen", server.DefaultListen, "the address SSH listens on; \"\" serves no SSH")
	f.StringVar(&webAddr, "web", "", "serve the parlor to browsers on this address (HOST:PORT): pages and the WebSocket /ws")
	f.StringVar(&cfg.TLSCert, "tls-cert", "", "serve the web over HTTPS with this certificate (PEM), with --tls-key")
	f.StringVar(&cfg.TLSKey, "tls-key", "", "the private key (PEM) of --tls-cert")
	f.StringSliceVar(&cfg.WebOrigins, "web-origin", nil, "another origin whose pages may open the WebSocket, such as https://teahouse.example (repeatable)")
	f.StringVar(&cfg.HostKey, "host-key", "", "the server's private host key, made on the first start and kept (default DATA-DIR/ssh_host_ed25519)")
	f.IntVar(&cfg.MaxSessions, "max-sessions", server.DefaultMaxSessions, "the most sessions at once")
	f.IntVar(&cfg.MaxTables, "max-tables", server.DefaultMaxTables, "the most tables open at once")
	f.IntVar(&cfg.MaxConns, "max-conns", 0, "the most connections at once, those without a session included (default twice --max-sessions)")
	f.IntVar(&cfg.MaxConnsPerAddr, "max-conns-per-addr", server.DefaultMaxPerAddr, "the most connections at once from one address (an IPv6 /64 is one)")
	f.DurationVar(&cfg.LoginGrace, "login-grace", server.DefaultLoginGrace, "drop a connection that has not logged in after this long")
	f.DurationVar(&cfg.WriteTimeout, "write-timeout", server.DefaultWriteTimeout, "cut a session whose screen cannot be written for this long (its client reads nothing)")
	f.DurationVar(&cfg.IdleTimeout, "idle-timeout", server.DefaultIdleTimeout, "end a session after this long without a key or a click")
	f.DurationVar(&cfg.Grace, "grace", server.DefaultGrace, "how long a seat waits for its person to come back before a computer takes it")
	f.StringVar(&cfg.AllowKeys, "allow-keys", "", "a file of public keys (authorized_keys format): only those may connect")
	f.BoolVar(&cfg.AllowGuests, "allow-guests", false, "let in password and keyboard-interactive logins as guests")
	return c
}

// checkServe refuses bad flags with a sentence.
func checkServe(cfg server.Config, webAddr string, cmd *cobra.Command) error {
	if cfg.Listen != "" {
		if _, _, err := net.SplitHostPort(cfg.Listen); err != nil {
			return usagef("--listen %q: want HOST:PORT, such as 127.0.0.1:2222, or \"\" for no SSH", cfg.Listen)
		}
	}
	if webAddr != "" {
		if _, _, err := net.SplitHostPort(webAddr); err != nil {
			return usagef("--web %q: want HOST:PORT, such as 127.0.0.1:8080", webAddr)
		}
	}
	switch {
	case cfg.Listen == "" && webAddr == "":
		return usagef("--listen \"\" and no --web: the server would serve nothing")
	case cfg.Listen != "" && cfg.Listen == webAddr:
		return usagef("--web and --listen are both %s: give each its own port", webAddr)
	case (cfg.TLSCert == "") != (cfg.TLSKey == ""):
		return usagef("--tls-cert and --tls-key go together: give both, or neither")
	case cfg.TLSCert != "" && webAddr == "":
		return usagef("--tls-cert serves the web over HTTPS: add --web ADDR")
	case len(cfg.WebOrigins) > 0 && webAddr == "":
		return usagef("--web-origin lets other pages open the web's socket: add --web ADDR")
	}
	for _, o := range cfg.WebOrigins {
		if u, err := url.Parse(o); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || (u.Path != "" && u.Path != "/") {
			return usagef("--web-origin %q: want an origin, such as https://teahouse.example", o)
		}
	}
	for _, f := range []string{cfg.TLSCert, cfg.TLSKey} {
		if f == "" {
			continue
		}
		if _, err := os.Stat(f); err != nil {
			return usagef("--tls-cert/--tls-key %s: %v", f, err)
		}
	}
	switch {
	case cfg.MaxSessions < 1:
		return usagef("--max-sessions %d: want at least 1", cfg.MaxSessions)
	case cfg.MaxTables < 1:
		return usagef("--max-tables %d: want at least 1", cfg.MaxTables)
	case cmd.Flags().Changed("max-conns") && cfg.MaxConns < cfg.MaxSessions:
		return usagef("--max-conns %d: want at least --max-sessions (%d): every session is a connection", cfg.MaxConns, cfg.MaxSessions)
	case cfg.MaxConnsPerAddr < 1:
		return usagef("--max-conns-per-addr %d: want at least 1", cfg.MaxConnsPerAddr)
	case cfg.LoginGrace < time.Second:
		return usagef("--login-grace %s: want at least 1s", cfg.LoginGrace)
	case cfg.WriteTimeout < time.Second:
		return usagef("--write-timeout %s: want at least 1s", cfg.WriteTimeout)
	case cfg.IdleTimeout < time.Second:
		return usagef("--idle-timeout %s: want at least 1s", cfg.IdleTimeout)
	case cfg.Grace < time.Second:
		return usagef("--grace %s: want at least 1s", cfg.Grace)
	case cmd.Flags().Changed("host-key") && cfg.HostKey == "":
		return usagef("--host-key: name a file")
	}
	if cfg.AllowKeys != "" {
		if _, err := os.Stat(cfg.AllowKeys); err != nil {
			return usagef("--allow-keys %s: %v", cfg.AllowKeys, err)
		}
	}
	return nil
}

// listen opens the SSH address and the web's (nil for one turned off),
// or says which cannot be listened on.
func listen(sshAddr, webAddr string) ([2]net.Listener, error) {
	var lns [2]net.Listener
	for i, a := range []string{sshAddr, webAddr} {
		if a == "" {
			continue
		}
		ln, err := net.Listen("tcp", a)
		if err != nil {
			if lns[0] != nil {
				_ = lns[0].Close()
			}
			return lns, fmt.Errorf("cannot listen on %s: %w", a, err)
		}
		lns[i] = ln
	}
	return lns, nil
}
