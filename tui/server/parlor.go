package server

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/log"

	"teahouse/game"
	"teahouse/game/store"
	"teahouse/tui"
	"teahouse/tui/screen"
	"teahouse/tui/web"
)

// parlor holds the server's shared tables: who sits where, who watches,
// and the grace period of a seat whose person has gone. Each table's game
// runs on its own host (screen.Shared); the parlor only seats people.
type parlor struct {
	games    []screen.Game
	maxTabs  int
	grace    time.Duration
	gamesDir string
	store    *store.Store
	log      *log.Logger
	levels   []string // the computer levels of the games, folded: no person's name
	names    nameBook // the names of the people connected now

	mu     sync.Mutex
	next   int
	tables map[int]*table
	closed bool
	follow sync.WaitGroup // one follower per table
	unkept []unkept       // games whose log or results are to be kept on another try
}

// table is one shared table as the parlor keeps it.
type table struct {
	id       int
	game     screen.Game
	shared   screen.Shared
	creator  string // the player ID of who opened it
	seats    []chair
	watchers int
	state    screen.TableState
	saved    bool // its log and results were kept, once the game ended
	// spectators are the web pages watching it, fed by one attendant;
	// nil until a page watches.
	spectators *spectators
}

// chair is one seat: open, a computer's, or a person's (present, or gone
// and waiting out the grace period).
type chair struct {
	player  game.Player
	open    bool
	present bool
	grace   *time.Timer
}

// person is who a session is.
type person struct {
	ID, Name string
}

// marked is how the parlor's notes name a person: "alice (person)", as
// they name a computer "AI (expert)", so that neither is read for the
// other.
func (w person) marked() string { return marked(w.Name) }

// marked is name marked as a person's.
func marked(name string) string { return screen.Plain(name) + " (person)" }

func newParlor(games []screen.Game, maxTables int, grace time.Duration, gamesDir string, st *store.Store, l *log.Logger) *parlor {
	p := &parlor{games: games, maxTabs: maxTables, grace: grace, gamesDir: gamesDir, store: st, log: l, tables: map[int]*table{}}
	for _, g := range games {
		p.levels = levelsOf(p.levels, g.Levels)
	}
	return p
}

// errFull refuses a table beyond the limit.
var errFull = errors.New("the parlor has as many tables as it may hold; join or watch one, or try again later")

// sitter opens what a session holds of a table it sits at or watches,
// through the eyes of seat (a seat, or game.Spectator): a screen over SSH,
// an attendant for a web page. It is called with the parlor locked.
type sitter func(sh screen.Shared, seat game.Seat) error

// create opens a table of s's game with who in its first person's seat.
func (p *parlor) create(env screen.Env, who person, s screen.Setup) (screen.Screen, error) {
	var scr screen.Screen
	t, eye, err := p.open(env, who, s, func(sh screen.Shared, eye game.Seat) (err error) {
		scr, err = sh.Join(env, eye)
		return err
	})
	if err != nil {
		return nil, err
	}
	return p.leaving(t, who, eye, scr), nil
}

// open opens a table of s's game with who in its first person's seat (or
// watching, when s has none), and sits them by sit.
func (p *parlor) open(env screen.Env, who person, s screen.Setup, sit sitter) (*table, game.Seat, error) {
	g, ok := tui.FindGame(p.games, s.Game)
	if !ok || g.Share == nil {
		return nil, game.NoSeat, fmt.Errorf("%s cannot be played at a shared table", s.Game)
	}
	mine := game.NoSeat
	chairs := make([]chair, len(s.Players))
	for i, pl := range s.Players {
		switch {
		case pl.Kind != game.Human:
			chairs[i] = chair{player: pl}
		case mine == game.NoSeat:
			mine = game.Seat(i)
			pl = game.Player{ID: who.ID, Name: who.Name, Kind: game.Remote}
			chairs[i] = chair{player: pl, present: true}
		default:
			chairs[i] = chair{player: pl, open: true}
		}
		s.Players[i] = pl
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return nil, game.NoSeat, errors.New("the server is closing")
	}
	if len(p.tables) >= p.maxTabs {
		return nil, game.NoSeat, errFull
	}
	tenv := env
	tenv.Store = p.store // the table is the server's: it keeps every person's records there, whoever opened it
	sh, err := g.Share(tenv, s)
	if err != nil {
		return nil, game.NoSeat, err
	}
	w, err := sh.Watch()
	if err != nil {
		sh.Close()
		return nil, game.NoSeat, err
	}
	p.next++
	t := &table{id: p.next, game: g, shared: sh, creator: who.ID, seats: chairs}
	eye := mine
	if eye == game.NoSeat {
		eye, t.watchers = game.Spectator, 1
	}
	if err := sit(sh, eye); err != nil {
		w.Leave()
		sh.Close()
		return nil, game.NoSeat, err
	}
	p.tables[t.id] = t
	p.log.Info("table opened", "table", t.id, "game", g.Name, "by", who.Name, "seats", len(chairs))
	p.follow.Go(func() { p.followTable(t, w) })
	return t, eye, nil
}

// join seats who at table id: their own seat back, else a free one.
func (p *parlor) join(env screen.Env, who person, id int) (screen.Screen, error) {
	var scr screen.Screen
	t, seat, err := p.sit(who, id, func(sh screen.Shared, seat game.Seat) (err error) {
		scr, err = sh.Join(env, seat)
		return err
	})
	if err != nil {
		return nil, err
	}
	return p.leaving(t, who, seat, scr), nil
}

// sit seats who at table id by sit: their own seat back, else a free one.
func (p *parlor) sit(who person, id int, sit sitter) (*table, game.Seat, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	t, ok := p.tables[id]
	if !ok {
		return nil, game.NoSeat, fmt.Errorf("there is no table %d now", id)
	}
	seat, back := t.seatOf(who.ID)
	switch {
	case back && t.seats[seat].present:
		return nil, game.NoSeat, fmt.Errorf("you are at table %d already, in another session", id)
	case !back:
		seat = t.openSeat()
		if seat == game.NoSeat {
			return nil, game.NoSeat, fmt.Errorf("table %d has no free seat: watch it instead", id)
		}
	}
	c := &t.seats[seat]
	pl := game.Player{ID: who.ID, Name: who.Name, Kind: game.Remote}
	if c.grace != nil {
		c.grace.Stop()
		c.grace = nil
	}
	note := fmt.Sprintf("%s takes %s", who.marked(), seat)
	if back {
		note = fmt.Sprintf("%s is back and plays %s again", who.marked(), seat)
	}
	var err error
	if c.open || c.player.Kind != game.Remote {
		err = t.shared.Reseat(seat, pl, note)
	} else {
		err = t.shared.Note(seat, note) // back within the grace period: the seat never changed hands
	}
	if err != nil {
		return nil, game.NoSeat, err
	}
	if err := sit(t.shared, seat); err != nil {
		return nil, game.NoSeat, err
	}
	c.player, c.open, c.present = pl, false, true
	p.log.Info("seat taken", "table", id, "seat", seat.String(), "by", who.Name, "back", back)
	return t, seat, nil
}

// watch returns a spectator's screen of table id.
func (p *parlor) watch(env screen.Env, who person, id int) (screen.Screen, error) {
	var scr screen.Screen
	t, err := p.spectate(who, id, func(sh screen.Shared, eye game.Seat) (err error) {
		scr, err = sh.Join(env, eye)
		return err
	})
	if err != nil {
		return nil, err
	}
	return p.leaving(t, who, game.Spectator, scr), nil
}

// spectate has who watch table id by sit.
func (p *parlor) spectate(who person, id int, sit sitter) (*table, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	t, ok := p.tables[id]
	if !ok {
		return nil, fmt.Errorf("there is no table %d now", id)
	}
	if err := sit(t.shared, game.Spectator); err != nil {
		return nil, err
	}
	t.watchers++
	p.log.Info("watching", "table", id, "by", who.Name)
	return t, nil
}

// fill seats computers in the open seats of table id, for its creator.
func (p *parlor) fill(who person, id int) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	t, ok := p.tables[id]
	switch {
	case !ok:
		return fmt.Errorf("there is no table %d now", id)
	case t.creator != who.ID:
		return fmt.Errorf("only the person who opened table %d may seat computers there", id)
	}
	n := 0
	for i := range t.seats {
		if !t.seats[i].open {
			continue
		}
		ai := t.computer()
		if err := t.shared.Reseat(game.Seat(i), ai, fmt.Sprintf("%s takes %s", screen.Label(ai), game.Seat(i))); err != nil {
			return err
		}
		t.seats[i] = chair{player: ai}
		n++
	}
	if n == 0 {
		return fmt.Errorf("table %d has no open seat", id)
	}
	p.log.Info("computers seated", "table", id, "seats", n)
	return nil
}

// leaving wraps a screen of table t so that closing it leaves the seat
// (kept for the grace period) or stops the watching.
func (p *parlor) leaving(t *table, who person, seat game.Seat, scr screen.Screen) screen.Screen {
	return &seatScreen{Screen: scr, leave: func() { p.leave(t, who, seat) }}
}

// leave is a session leaving table t's seat (or its spectators).
func (p *parlor) leave(t *table, who person, seat game.Seat) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if seat < 0 {
		t.watchers--
		p.tidy(t)
		return
	}
	c := &t.seats[seat]
	if c.player.ID != who.ID || !c.present {
		return
	}
	c.present = false
	if t.state.Outcome.Over || p.closed {
		p.tidy(t)
		return
	}
	p.log.Info("seat kept for the grace period", "table", t.id, "seat", seat.String(), "player", who.Name, "grace", p.grace)
	if err := t.shared.Note(seat, fmt.Sprintf("%s has left; %s waits %s for them", who.marked(), seat, p.grace)); err != nil {
		p.log.Error("could not say a seat waits", "table", t.id, "err", err)
	}
	c.grace = time.AfterFunc(p.grace, func() { p.expire(t, who, seat) })
}

// expire gives a seat whose person did not come back to a computer.
func (p *parlor) expire(t *table, who person, seat game.Seat) {
	p.mu.Lock()
	defer p.mu.Unlock()
	c := &t.seats[seat]
	if c.present || c.player.ID != who.ID || c.grace == nil || p.tables[t.id] != t {
		return
	}
	c.grace = nil
	ai := t.computer()
	note := fmt.Sprintf("%s did not come back; %s plays %s from now on", who.marked(), screen.Label(ai), seat)
	if err := t.shared.Reseat(seat, ai, note); err != nil {
		p.log.Error("could not give a seat to the computer", "table", t.id, "seat", seat.String(), "err", err)
		return
	}
	c.player = game.Player{ID: who.ID, Name: who.Name, Kind: ai.Kind, Level: ai.Level} // the seat stays theirs to take back
	p.log.Info("seat given to the computer", "table", t.id, "seat", seat.String(), "player", who.Name, "level", ai.Level)
	p.tidy(t)
}

// tidy closes table t once nobody is at it: no person present or
// expected back, and nobody watching.
func (p *parlor) tidy(t *table) {
	if p.tables[t.id] != t || t.watchers > 0 {
		return
	}
	for _, c := range t.seats {
		if c.present || c.grace != nil {
			return
		}
	}
	delete(p.tables, t.id)
	p.log.Info("table closed", "table", t.id, "game", t.game.Name)
	p.follow.Go(t.shared.Close) // its follower saves what is to be kept
}

// followTable follows table t as a spectator until it closes: where it
// stands, for the list, and what it says (a seat changing hands) for the
// server's log; when the game ends, its log and results are kept.
func (p *parlor) followTable(t *table, w screen.TableWatcher) {
	defer w.Leave()
	for {
		st, open := w.Next()
		p.mu.Lock()
		if st.Players != nil {
			t.state = st
		}
		over := t.state.Outcome.Over && !t.saved
		if over {
			t.saved = true
		}
		p.mu.Unlock()
		for _, n := range st.Notes {
			p.log.Info("table says", "table", t.id, "note", n.Text)
		}
		if over || (!open && !t.saved) {
			p.keep(t, t.state)
		}
		if !open {
			return
		}
	}
}

// keep saves table t's log, and records its results once its game is
// over: without the log when it could not be saved (a full disk), as a
// game on screen does. What cannot be kept is said at the table and kept
// for another try (unkept); the games not kept before are tried first.
func (p *parlor) keep(t *table, st screen.TableState) {
	if p.gamesDir == "" {
		return
	}
	p.retryUnkept()
	u := unkept{t: t, entry: store.LogEntry{Game: t.game.Name, Date: time.Now(), Finished: st.Outcome.Over}}
	for _, pl := range st.Players {
		u.entry.Players = append(u.entry.Players, screen.Label(pl))
	}
	path, err := t.shared.SaveLog(p.gamesDir)
	if err != nil {
		p.log.Error("could not save a table's log", "table", t.id, "dir", p.gamesDir, "err", err)
		u.logErr = err.Error()
	} else {
		u.entry.Path = path
		p.log.Info("table's log saved", "table", t.id, "path", path, "over", st.Outcome.Over)
	}
	if p.store != nil && st.Outcome.Over {
		u.results, u.contests = tui.Results(st.Outcome, st.Players), st.Outcome.Contests
		if err := p.store.RecordGame(u.entry, u.results, u.contests); err != nil {
			p.log.Error("could not record a table's results", "table", t.id, "err", err)
			u.resErr = err.Error()
		}
	} else if p.store != nil && err == nil {
		if err := p.store.IndexLog(u.entry); err != nil {
			p.log.Error("could not index a table's log", "table", t.id, "err", err)
		}
	}
	if u.logErr != "" || u.resErr != "" {
		p.keepLater(u)
	}
}

// list describes the tables for who.
func (p *parlor) list(who person) []tui.TableInfo {
	var out []tui.TableInfo
	for _, w := range p.webList(who) {
		info := tui.TableInfo{ID: w.ID, Title: w.Title, Open: w.Open, Watchers: w.Watchers, Mine: w.Mine, Seated: w.Seated, State: w.State}
		for _, s := range w.Seats {
			info.Seats = append(info.Seats, s.Label)
		}
		out = append(out, info)
	}
	return out
}

// webList describes the tables for who, as a page is told them.
func (p *parlor) webList(who person) []web.TableInfo {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := []web.TableInfo{}
	for _, id := range slices.Sorted(maps.Keys(p.tables)) {
		t := p.tables[id]
		info := web.TableInfo{ID: id, Game: t.game.Name, Title: t.game.Title, Watchers: t.watchers, Mine: t.creator == who.ID, State: "playing",
			Seats: []web.SeatInfo{}}
		for _, c := range t.seats {
			seat := web.SeatInfo{Label: screen.Label(c.player), Kind: "computer"}
			switch {
			case c.open:
				seat = web.SeatInfo{Label: "open", Kind: "open"}
				info.Open++
			case c.player.Kind == game.Remote && c.present:
				seat = web.SeatInfo{Label: marked(c.player.Name), Kind: "person"}
			case c.player.Kind == game.Remote:
				seat = web.SeatInfo{Label: screen.Plain(c.player.Name) + " (person, away)", Kind: "away"}
			}
			info.Seats = append(info.Seats, seat)
		}
		_, info.Seated = t.seatOf(who.ID)
		if t.state.Outcome.Over {
			info.State = "over"
		} else if info.Open > 0 {
			info.State = "waiting for players"
		}
		out = append(out, info)
	}
	return out
}

// closing is the server shutting down: from now on a seat whose person
// leaves is not waited for, and no table is opened.
func (p *parlor) closing() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closed = true
}

// close stops every table and waits for their followers.
func (p *parlor) close() {
	p.mu.Lock()
	p.closed = true
	tables := p.tables
	p.tables = map[int]*table{}
	for _, t := range tables {
		for i := range t.seats {
			if g := t.seats[i].grace; g != nil {
				g.Stop()
			}
		}
	}
	p.mu.Unlock()
	for _, t := range tables {
		t.shared.Close()
	}
	p.follow.Wait()
	if p.gamesDir != "" {
		p.retryUnkept()
		p.lostUnkept()
	}
}

// seatOf is the seat who holds, or may take back, at t.
func (t *table) seatOf(id string) (game.Seat, bool) {
	for i, c := range t.seats {
		if !c.open && c.player.ID == id {
			return game.Seat(i), true
		}
	}
	return game.NoSeat, false
}

// openSeat is the first seat nobody has taken, or NoSeat.
func (t *table) openSeat() game.Seat {
	for i, c := range t.seats {
		if c.open {
			return game.Seat(i)
		}
	}
	return game.NoSeat
}

// computer is the player who takes a seat at t for a person: the
// strongest level of its game.
func (t *table) computer() game.Player {
	l := t.game.Levels[len(t.game.Levels)-1]
	return game.Player{ID: "ai:" + l, Kind: game.AI, Level: l}
}

// seatScreen is a screen of a shared table that leaves it when it closes.
type seatScreen struct {
	screen.Screen
	once   sync.Once
	closed atomic.Bool
	leave  func()
}

// Update keeps the wrapper around the screen as it changes.
func (s *seatScreen) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	var cmd tea.Cmd
	s.Screen, cmd = s.Screen.Update(msg)
	return s, cmd
}

// Close leaves the table, once.
func (s *seatScreen) Close() {
	s.once.Do(func() {
		s.closed.Store(true)
		s.Screen.Close()
		s.leave()
	})
}
