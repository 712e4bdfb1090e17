package server

import (
	"errors"
	"fmt"
	"io"
	"sync/atomic"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/ssh"
	"github.com/muesli/termenv"
	gossh "golang.org/x/crypto/ssh"
)

// play runs a session's app over its SSH channel, in place of wish's
// Bubble Tea middleware, so that no client can wedge it: the terminal's
// window changes are read as fast as they come and only the latest size
// is handed on (the channel's requests, and with them the connection's
// reading, never wait for the screen); the screen is written under a
// watchdog that cuts a connection whose writes cannot finish; keys are
// let in at the session's rate (keyGate).
func (s *Server) play(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		defer next(sess)
		who := s.identify(sess)
		pty, _, _ := sess.Pty() // the pty request's; window changes come to sizes (sessionChannel)
		r := lipgloss.NewRenderer(sess, termenv.WithEnvironment(environ(append(sess.Environ(), "TERM="+pty.Term))), termenv.WithUnsafe(), termenv.WithColorCache(true))
		m := newSession(s, who, r)

		out := newStallGuard(sess, s.cfg.WriteTimeout, func() {
			s.log.Warn("session cut: its screen could not be written", "player", who.ID, "for", s.cfg.WriteTimeout)
			if c, ok := sess.Context().Value(ssh.ContextKeyConn).(gossh.Conn); ok {
				_ = c.Close()
			}
		})
		defer out.stop()
		var p *tea.Program
		in := newKeyGate(sess, s.cfg.ActionRate, func(msg tea.Msg) { p.Send(msg) })
		p = tea.NewProgram(m, tea.WithInput(in), tea.WithOutput(out), tea.WithAltScreen(), tea.WithMouseCellMotion(), tea.WithoutSignalHandler())
		if !s.running(p, true) {
			m.leave()
			_, _ = fmt.Fprintln(out, shutdownBye(s.cfg.GamesDir))
			return
		}
		defer s.running(p, false)

		sizes := windowsOf(sess)
		sizes.set(pty.Window, false)
		done := make(chan struct{})
		defer close(done)
		go func() {
			for {
				select {
				case <-sizes.changed:
					w := sizes.get()
					p.Send(tea.WindowSizeMsg{Width: w.Width, Height: w.Height})
				case <-sess.Context().Done():
					p.Kill() // the connection is gone: nothing to draw to
					return
				case <-sizes.gone:
					p.Kill() // the session's channel is closed, its connection kept: nothing to draw to
					return
				case <-done:
					return
				}
			}
		}()
		if _, err := p.Run(); err != nil && !errors.Is(err, tea.ErrProgramKilled) {
			s.log.Info("session's screen stopped", "player", who.ID, "err", err)
		}
		m.leave()
		if m.bye != "" {
			_, _ = fmt.Fprintln(out, m.bye) // under the watchdog too: a client that reads nothing cannot hold the session here
		}
	}
}

// running keeps the programs running, for Shutdown to say goodbye to;
// it refuses a new one (false) once the server is shutting down.
func (s *Server) running(p *tea.Program, start bool) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !start {
		delete(s.programs, p)
		return true
	}
	if s.closing {
		return false
	}
	s.programs[p] = struct{}{}
	return true
}

// stallGuard is a session's screen output: a write that has not finished
// after limit (the client reads nothing, its SSH window stays shut) calls
// cut, which drops the connection and so frees the session.
type stallGuard struct {
	w     io.Writer
	limit time.Duration
	since atomic.Int64 // when the write in progress started (Unix ns), or 0
	timer *time.Timer
}

func newStallGuard(w io.Writer, limit time.Duration, cut func()) *stallGuard {
	g := &stallGuard{w: w, limit: limit}
	g.timer = time.AfterFunc(limit, func() {
		if t := g.since.Load(); t != 0 && time.Since(time.Unix(0, t)) >= limit {
			cut()
		}
	})
	g.timer.Stop()
	return g
}

// Write writes p under the watchdog.
func (g *stallGuard) Write(p []byte) (int, error) {
	g.since.Store(time.Now().UnixNano())
	g.timer.Reset(g.limit)
	n, err := g.w.Write(p)
	g.since.Store(0)
	return n, err
}

// stop stops the watchdog.
func (g *stallGuard) stop() { g.timer.Stop() }
