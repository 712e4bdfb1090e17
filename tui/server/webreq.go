package server

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"teahouse/game"
	"teahouse/tui"
	"teahouse/tui/screen"
	"teahouse/tui/web"
)

// handle does one request of the page, or refuses it with why.
func (c *webConn) handle(r web.Request) {
	var err error
	switch r.Type {
	case web.ReqName:
		err = c.name(r.Name)
	case web.ReqList:
		c.sendTables(true)
	case web.ReqNew:
		err = c.open(r)
	case web.ReqSit, web.ReqWatch:
		err = c.sit(r.Table, r.Type == web.ReqWatch)
	case web.ReqFill:
		err = c.srv.parlor.fill(c.person(), r.Table)
	case web.ReqLeave:
		err = c.leave()
	case web.ReqAct:
		err = c.act(r)
	case web.ReqHint:
		err = c.hint()
	case web.ReqLeaderboard:
		err = c.leaderboard(r.Game)
	}
	if err != nil {
		c.send(web.Refused{Type: web.MsgRefused, To: r.Type, Reason: screen.Reason(err)})
	}
}

// person is who the page is now.
func (c *webConn) person() person {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.who
}

// name takes the page's display name, by the rules of SSH names.
func (c *webConn) name(v string) error {
	p := c.srv.parlor
	if who := c.person(); who.Name != "" {
		return fmt.Errorf("your name is %s, kept with this browser's cookie", who.Name)
	}
	name, problem := cleanName(v, p.levels)
	if problem == "" {
		problem = p.takeName(c, c.who.ID, name)
	}
	if problem != "" {
		return errors.New(problem)
	}
	c.mu.Lock()
	c.who.Name = name
	c.mu.Unlock()
	c.srv.log.Info("named", "player", c.who.ID, "name", name)
	c.send(web.Named{Type: web.MsgNamed, Name: name})
	c.sendTables(true)
	return nil
}

// ready refuses a request that needs a name and no table.
func (c *webConn) ready() (person, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch {
	case c.who.Name == "":
		return c.who, errors.New("choose a name first")
	case c.at != nil:
		return c.who, fmt.Errorf("you are at table %d: leave it first", c.at.t.id)
	}
	return c.who, nil
}

// env is what the tables a page opens or joins are told.
func (c *webConn) env() screen.Env {
	cfg := c.srv.cfg
	return screen.Env{GamesDir: cfg.GamesDir, CacheDir: cfg.CacheDir, Store: cfg.Store, Now: time.Now}
}

// open opens a table as r asks and sits the page at it.
func (c *webConn) open(r web.Request) error {
	who, err := c.ready()
	if err != nil {
		return err
	}
	s, err := setupOf(c.srv.parlor.games, r)
	if err != nil {
		return err
	}
	env := c.env()
	var at screen.Attendant
	t, seat, err := c.srv.parlor.open(env, who, s, func(sh screen.Shared, seat game.Seat) (err error) {
		at, err = sh.Attend(env, seat)
		return err
	})
	if err != nil {
		return err
	}
	c.follow(t, seat, at)
	return nil
}

// sit seats the page at table id, or has it watch.
func (c *webConn) sit(id int, watch bool) error {
	who, err := c.ready()
	if err != nil {
		return err
	}
	env := c.env()
	var at screen.Attendant
	attend := func(sh screen.Shared, seat game.Seat) (err error) {
		at, err = sh.Attend(env, seat)
		return err
	}
	p := c.srv.parlor
	if watch {
		t, sp, err := p.spectateWeb(c, id)
		if err != nil {
			return err
		}
		c.mu.Lock()
		c.at = &attendance{t: t, seat: game.Spectator, sp: sp}
		c.mu.Unlock()
		return nil
	}
	t, seat, err := p.sit(who, id, attend)
	if err != nil {
		return err
	}
	c.follow(t, seat, at)
	return nil
}

// follow has the page follow table t through at: joined, then every step
// as it comes, until the page leaves or the table closes.
func (c *webConn) follow(t *table, seat game.Seat, at screen.Attendant) {
	a := &attendance{t: t, seat: seat, at: at, done: make(chan struct{})}
	c.mu.Lock()
	c.at = a
	c.mu.Unlock()
	j := at.Joined()
	j.Table, j.Title = t.id, t.game.Title
	c.send(j)
	go func() {
		defer close(a.done)
		for {
			steps, open := at.Next()
			for _, st := range steps {
				st.Table = t.id
				c.send(st)
			}
			if !open {
				break
			}
		}
		c.closedUnder(t)
	}()
}

// closedUnder is table t closing while the page is at it: the page is
// told, and is at no table.
func (c *webConn) closedUnder(t *table) {
	c.mu.Lock()
	a := c.at
	mine := a != nil && a.t == t
	if mine {
		c.at = nil
	}
	c.mu.Unlock()
	if mine {
		c.srv.parlor.leave(t, c.person(), a.seat)
		c.send(web.Left{Type: web.MsgLeft, Table: t.id, Reason: "The table has closed."})
		c.sendTables(true)
	}
}

// leave takes the page away from its table at its request.
func (c *webConn) leave() error {
	if !c.leaveTable() {
		return errors.New("you are at no table")
	}
	return nil
}

// leaveTable leaves the table the page follows, if any: the seat is kept
// for the grace period. It reports whether there was one.
func (c *webConn) leaveTable() bool {
	c.mu.Lock()
	a := c.at
	c.at = nil
	c.mu.Unlock()
	if a == nil {
		return false
	}
	if a.sp != nil {
		a.sp.remove(c)
	} else {
		a.at.Leave()
		<-a.done
	}
	c.srv.parlor.leave(a.t, c.person(), a.seat)
	c.send(web.Left{Type: web.MsgLeft, Table: a.t.id, Reason: "You left the table."})
	c.sendTables(true)
	return true
}

// act takes the page's action at its table.
func (c *webConn) act(r web.Request) error {
	c.mu.Lock()
	a := c.at
	c.mu.Unlock()
	if a == nil {
		return errors.New("you are at no table: sit down to play")
	}
	if a.sp != nil {
		return errSpectator
	}
	return a.at.Act(r.Action)
}

// hint sends the game's hint for the page's seat.
func (c *webConn) hint() error {
	c.mu.Lock()
	a := c.at
	c.mu.Unlock()
	if a == nil {
		return errors.New("you are at no table")
	}
	if a.sp != nil {
		return errSpectator
	}
	h, err := a.at.Hint()
	if err != nil {
		return err
	}
	h.Table = a.t.id
	c.send(h)
	return nil
}

// setupOf is the setup of a table a page asks for: its game among
// games, its seats and options (which the game's config checks), its
// speed, and a seed nobody knows.
func setupOf(games []screen.Game, r web.Request) (screen.Setup, error) {
	g, ok := tui.FindGame(games, r.Game)
	if !ok || g.Share == nil {
		return screen.Setup{}, fmt.Errorf("there is no game %q to open a table for", r.Game)
	}
	s := screen.Setup{Game: g.Name, Options: game.Settings{}, Seed: rand.Uint64(), Speed: game.Normal}
	for k, v := range r.Options {
		if _, ok := g.Option(k); !ok {
			return s, fmt.Errorf("%s has no option %q", g.Title, k)
		}
		s.Options[k] = v
	}
	if r.Speed != "" {
		sp, err := game.ParseSpeed(r.Speed)
		if err != nil {
			return s, err
		}
		s.Speed = sp
	}
	seats := r.Seats
	if seats == nil {
		seats = []string{"you"}
		for range max(0, g.Seats-1) {
			seats = append(seats, g.Strongest)
		}
	}
	if len(seats) < g.MinSeats || len(seats) > g.MaxSeats {
		return s, fmt.Errorf("%s is played by %d to %d seats, not %d", g.Title, g.MinSeats, g.MaxSeats, len(seats))
	}
	you := false
	for _, w := range seats {
		switch {
		case w == "you" && !you:
			you = true
			s.Players = append(s.Players, game.Player{Kind: game.Human})
		case w == "you":
			return s, errors.New("a table has one seat of yours")
		case w == "open" && !you:
			return s, errors.New("your seat comes before the open seats: put \"you\" first")
		case w == "open":
			s.Players = append(s.Players, game.Player{Kind: game.Human})
		case slices.Contains(g.Levels, w):
			s.Players = append(s.Players, game.Player{ID: "ai:" + w, Kind: game.AI, Level: w})
		default:
			return s, fmt.Errorf("seat %q: want you, open or a level of %s (%s)", w, g.Title, game.OrList(g.Levels))
		}
	}
	if !you {
		return s, errors.New("a table you open has your seat: put \"you\" among the seats")
	}
	return s, nil
}
