package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"

	"teahouse/game"
	"teahouse/tui/screen"
	"teahouse/tui/web"
)

// spectators are the pages watching one table, fed by one spectator's
// attendant: every page watching sees the same steps, so each is made and
// written once and queued to them all (a crowd of watchers costs the
// table one page's work, and a queue each). A page that comes is sent
// the table as it stands, with the log so far.
type spectators struct {
	t      *table
	at     screen.Attendant
	joined web.Joined

	mu     sync.Mutex
	pages  map[*webConn]struct{}
	lines  []string // the log so far, as a spectator reads it
	last   web.Step // the table as it stands
	closed bool
}

// spectatorsOf starts the spectators of table t: one attendant, whose
// first steps (the table as it stands) are taken at once.
func spectatorsOf(t *table) (*spectators, error) {
	at, err := t.shared.Attend(screen.Env{}, game.Spectator)
	if err != nil {
		return nil, err
	}
	sp := &spectators{t: t, at: at, joined: at.Joined(), pages: map[*webConn]struct{}{}}
	sp.joined.Table, sp.joined.Title = t.id, t.game.Title
	first, _ := at.Next() // the first steps are there already: no wait
	for _, st := range first {
		sp.keep(st)
	}
	go sp.follow()
	return sp, nil
}

// keep takes st as where the table stands.
func (sp *spectators) keep(st web.Step) {
	st.Table = sp.t.id
	sp.lines = append(sp.lines, st.Log...)
	sp.last = st
}

// add has page c watch from now on: it is sent joined, then the table as
// it stands with the log so far, then every step.
func (sp *spectators) add(c *webConn) error {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	if sp.closed {
		return fmt.Errorf("there is no table %d now", sp.t.id)
	}
	now := sp.last
	now.Log, now.Events = slices.Clone(sp.lines), []web.Event{}
	c.send(sp.joined)
	c.send(now)
	sp.pages[c] = struct{}{}
	return nil
}

// remove stops sending to page c.
func (sp *spectators) remove(c *webConn) {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	delete(sp.pages, c)
}

// follow sends every step to the pages watching until the table closes,
// then tells them.
func (sp *spectators) follow() {
	for {
		steps, open := sp.at.Next()
		sp.mu.Lock()
		for _, st := range steps {
			sp.keep(st)
			b, err := json.Marshal(sp.last)
			if err != nil { // a step is plain data: it always encodes
				continue
			}
			for c := range sp.pages {
				c.queue(outMsg{b: b})
			}
		}
		if !open {
			sp.closed = true
		}
		pages := make([]*webConn, 0, len(sp.pages))
		for c := range sp.pages {
			pages = append(pages, c)
		}
		sp.mu.Unlock()
		if !open {
			for _, c := range pages {
				c.closedUnder(sp.t)
			}
			return
		}
	}
}

// spectate has page c watch table id, through the table's spectators
// (started by the first page that watches).
func (p *parlor) spectateWeb(c *webConn, id int) (*table, *spectators, error) {
	who := c.person()
	p.mu.Lock()
	defer p.mu.Unlock()
	t, ok := p.tables[id]
	if !ok {
		return nil, nil, fmt.Errorf("there is no table %d now", id)
	}
	if t.spectators == nil {
		sp, err := spectatorsOf(t)
		if err != nil {
			return nil, nil, err
		}
		t.spectators = sp
	}
	if err := t.spectators.add(c); err != nil {
		return nil, nil, err
	}
	t.watchers++
	p.log.Info("watching", "table", id, "by", who.Name, "over", "web")
	return t, t.spectators, nil
}

// errSpectator refuses what only a seat does.
var errSpectator = errors.New("A spectator does not play: sit down to play.")
