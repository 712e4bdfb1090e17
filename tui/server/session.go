package server

import (
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"teahouse/game/store"
	"teahouse/tui"
	"teahouse/tui/screen"
	"teahouse/tui/ui"
)

// session is the app of one SSH session: the name asked once, then the
// parlor's shell, behind the session's limits (the screen's size, the rate
// of keys, the idle time).
type session struct {
	srv      *Server
	who      person
	theme    *ui.Theme
	tables   *sessionTables
	renderer *lipgloss.Renderer

	naming  bool
	input   textinput.Model
	problem string
	app     tui.App
	w, h    int

	lastInput time.Time
	done      chan struct{} // closed when the session ends: its clocks stop
	bye       string
	warning   string // drawn over the screen's last line while it holds
}

// idleCheck is the tick that ends an idle session.
type idleCheck struct{}

// warningOver takes a warning off the screen.
type warningOver struct{}

// shuttingDown tells a session that the server is shutting down.
type shuttingDown struct{}

// The sentences a session ends with, for a reason other than its player's.
const (
	idleBye  = "Nothing was typed for a while, so the session ends. Come back any time."
	floodBye = "Too many keys came too fast, so the session ends."
	floodMsg = "Keys are coming too fast: they are dropped. Keep on and the session ends."
)

// shutdownBye is what a session is told when the server shuts down.
func shutdownBye(gamesDir string) string {
	if gamesDir == "" {
		return "The server is shutting down. Come back later."
	}
	return "The server is shutting down; your game is saved. Come back later."
}

// nameMax is the longest display name, in characters.
const nameMax = 24

func newSession(srv *Server, who person, r *lipgloss.Renderer) *session {
	now := time.Now()
	s := &session{srv: srv, who: who, theme: ui.NewTheme(r, srv.cfg.ASCII), lastInput: now, done: make(chan struct{})}
	s.tables = &sessionTables{p: srv.parlor}
	s.who.Name, s.problem = srv.parlor.knownName(s, who.ID)
	if s.who.Name == "" {
		s.naming = true
		s.input = textinput.New()
		s.input.Placeholder = "your name"
		s.input.CharLimit = nameMax
		s.input.Cursor.SetMode(cursor.CursorStatic) // no blink: nothing ticks for a session that waits
		s.input.Focus()
	} else {
		s.startApp(r)
	}
	s.renderer = r
	return s
}

func (s *session) startApp(r *lipgloss.Renderer) {
	s.tables.who = s.who
	st := s.srv.cfg.Store // the games keep a person's records (Blackjack's bankroll) by key; a guest's are not kept
	if screen.Guest(s.who.ID) {
		st = nil
	}
	s.app = tui.New(tui.Options{ASCII: s.srv.cfg.ASCII, GamesDir: s.srv.cfg.GamesDir, CacheDir: s.srv.cfg.CacheDir, Store: st, Games: s.srv.cfg.Games,
		Login: s.who.Name, Player: s.who.ID, Records: recordsOf(s.srv.cfg.Store), Tables: s.tables}, r)
}

// Init starts the idle clock, and the shell if the name is known.
func (s *session) Init() tea.Cmd {
	if s.naming {
		return s.idleTick()
	}
	return tea.Batch(s.idleTick(), s.app.Init())
}

// idleTick waits until the session has been idle for the idle timeout,
// as it stands now: the moment the session ends if no key comes first.
func (s *session) idleTick() tea.Cmd { return s.after(s.idleLeft(), idleCheck{}) }

// idleLeft is how long the session may stay idle from now.
func (s *session) idleLeft() time.Duration { return time.Until(s.lastInput.Add(s.srv.cfg.IdleTimeout)) }

// after is msg after d, unless the session ends first.
func (s *session) after(d time.Duration, msg tea.Msg) tea.Cmd {
	done := s.done
	return func() tea.Msg {
		t := time.NewTimer(d)
		defer t.Stop()
		select {
		case <-t.C:
			return msg
		case <-done:
			return nil
		}
	}
}

// Update applies the session's limits, then hands msg on. A panic ends
// this session only, and is logged.
func (s *session) Update(msg tea.Msg) (m tea.Model, cmd tea.Cmd) {
	defer func() {
		if r := recover(); r != nil {
			m, cmd = s.failed(r)
		}
	}()
	return s.update(msg)
}

// failed logs a panic of the session and ends it.
func (s *session) failed(r any) (tea.Model, tea.Cmd) {
	s.srv.log.Error("session failed", "player", s.who.ID, "panic", r, "stack", string(debug.Stack()))
	s.bye = "Something went wrong in this session, and the server has noted it. Please connect again."
	return s, tea.Quit
}

func (s *session) update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		msg.Width, msg.Height = min(msg.Width, s.srv.cfg.MaxWidth), min(msg.Height, s.srv.cfg.MaxHeight)
		s.w, s.h = msg.Width, msg.Height
		return s.pass(msg)
	case idleCheck:
		if time.Since(s.lastInput) >= s.srv.cfg.IdleTimeout {
			return s.end(idleBye, "idle session ended")
		}
		return s, s.idleTick() // a key came since: wait again from it
	case shuttingDown:
		return s.end(shutdownBye(s.srv.cfg.GamesDir), "session ended: the server is shutting down")
	case floodEnd:
		return s.end(floodBye, "session ended: it flooded keys after a warning")
	case floodWarning:
		s.warning = floodMsg
		s.srv.log.Warn("session warned: it floods keys", "player", s.who.ID)
		return s, s.after(floodSeconds*time.Second, warningOver{})
	case warningOver:
		s.warning = ""
		return s, nil
	case tea.KeyMsg, tea.MouseMsg:
		if mm, ok := msg.(tea.MouseMsg); ok && mm.Action == tea.MouseActionMotion {
			return s, nil // motion is not an action, and costs nothing
		}
		s.lastInput = time.Now()
		if s.naming {
			return s.name(msg)
		}
	}
	if s.naming {
		var cmd tea.Cmd
		s.input, cmd = s.input.Update(msg)
		return s, cmd
	}
	return s.pass(msg)
}

// pass hands msg to the shell.
func (s *session) pass(msg tea.Msg) (tea.Model, tea.Cmd) {
	if s.naming {
		return s, nil
	}
	m, cmd := s.app.Update(msg)
	s.app = m.(tui.App)
	return s, cmd
}

// end ends the session for a reason of the server's: it says why on the
// screen and in the log; the program then restores the terminal (leaves
// the alternate screen, stops mouse reporting) and the sentence is
// written again below.
func (s *session) end(bye, why string) (tea.Model, tea.Cmd) {
	s.bye = bye
	s.srv.log.Info(why, "player", s.who.ID)
	return s, tea.Quit
}

// name reads the display name being typed.
func (s *session) name(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok {
		switch k.String() {
		case "ctrl+c", "esc":
			return s, tea.Quit
		case "enter":
			name, problem := cleanName(s.input.Value(), s.srv.parlor.levels)
			if problem == "" {
				problem = s.srv.parlor.takeName(s, s.who.ID, name)
			}
			if problem != "" {
				s.problem = problem
				return s, nil
			}
			s.who.Name = name
			s.srv.log.Info("named", "player", s.who.ID, "name", name)
			s.naming = false
			s.startApp(s.renderer)
			size := tea.WindowSizeMsg{Width: s.w, Height: s.h}
			m, cmd := s.app.Update(size)
			s.app = m.(tui.App)
			return s, tea.Batch(cmd, s.app.Init())
		}
	}
	var cmd tea.Cmd
	s.input, cmd = s.input.Update(msg)
	s.problem = ""
	return s, cmd
}

// View draws the name prompt, or the shell.
func (s *session) View() (v string) {
	defer func() {
		if r := recover(); r != nil {
			s.failed(r)
			v = s.bye
		}
	}()
	if s.bye != "" {
		return s.bye + "\n"
	}
	if s.warning != "" {
		defer func() { v = s.warned(v) }()
	}
	if !s.naming {
		return s.app.View()
	}
	t := s.theme
	if s.w == 0 {
		return ""
	}
	if !ui.Fits(s.w, s.h) {
		return t.TooSmall(s.w, s.h)
	}
	rows := []ui.Block{
		ui.Text(t.Title.Render("Welcome to the teahouse")), ui.Text(""),
		ui.Text("What name shall the other players see?"),
		ui.Text(t.Dim.Render("It is asked once and kept with your key.")), ui.Text(""),
		ui.Text(s.input.View()),
	}
	if s.problem != "" {
		rows = append(rows, ui.Text(""), ui.Text(t.Bad.Render(s.problem)))
	}
	rows = append(rows, ui.Text(""), ui.Text(t.Dim.Render("enter: done · esc: leave")))
	body := ui.Column(lipgloss.Left, rows...).Styled(t.Panel.Padding(1, 3))
	return t.Place(body, s.w, s.h, lipgloss.Center, lipgloss.Center).Text
}

// warned is view with the warning drawn over its last line.
func (s *session) warned(view string) string {
	if s.w == 0 {
		return view
	}
	i := strings.LastIndexByte(view, '\n') + 1
	return view[:i] + s.theme.Bad.Render(ansi.Truncate(s.warning, s.w, "…"))
}

// leave closes what the session left open (its seat or its watching),
// once its program has ended.
func (s *session) leave() {
	close(s.done)
	s.tables.closeAll()
	s.srv.parlor.names.release(s)
}

// sessionTables are the parlor's tables as one session uses them; it
// keeps the screens it opened, to close them when the session ends.
type sessionTables struct {
	p   *parlor
	who person

	mu      sync.Mutex
	screens []*seatScreen
}

var _ tui.Tables = (*sessionTables)(nil)

// List returns the tables open now.
func (t *sessionTables) List() []tui.TableInfo { return t.p.list(t.who) }

// Create opens a table with this session in its first person's seat.
func (t *sessionTables) Create(env screen.Env, s screen.Setup) (screen.Screen, error) {
	return t.keep(t.p.create(env, t.who, s))
}

// Join takes a seat at table id.
func (t *sessionTables) Join(env screen.Env, id int) (screen.Screen, error) {
	return t.keep(t.p.join(env, t.who, id))
}

// Watch watches table id.
func (t *sessionTables) Watch(env screen.Env, id int) (screen.Screen, error) {
	return t.keep(t.p.watch(env, t.who, id))
}

// Fill seats computers in the open seats of table id.
func (t *sessionTables) Fill(id int) error { return t.p.fill(t.who, id) }

func (t *sessionTables) keep(scr screen.Screen, err error) (screen.Screen, error) {
	if err != nil {
		return nil, err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	open := t.screens[:0]
	for _, s := range t.screens {
		if !s.closed.Load() {
			open = append(open, s)
		}
	}
	t.screens = append(open, scr.(*seatScreen))
	return scr, nil
}

func (t *sessionTables) closeAll() {
	t.mu.Lock()
	screens := t.screens
	t.screens = nil
	t.mu.Unlock()
	for _, s := range screens {
		s.Close()
	}
}

// recordsOf is the shell's records kept in st, or none.
func recordsOf(st *store.Store) tui.Records {
	if st == nil {
		return nil
	}
	return st
}
