package server

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"time"

	"github.com/coder/websocket"

	"teahouse/game"
	"teahouse/tui/screen"
	"teahouse/tui/web"
)

// The bounds of a web connection.
const (
	// sendQueue is how many messages wait for a page to read them; a page
	// that lets more pile up is cut.
	sendQueue = 256
	// pingEvery is how often the server checks that a page is still there.
	pingEvery = 30 * time.Second
	// listEvery is how often the list of tables is looked at for a page
	// that sits nowhere.
	listEvery = time.Second
	// webFlood is how many dropped messages (beyond what drains away at
	// the rate) end a connection.
	webFlood = floodSeconds * DefaultActionRate
)

// The sentences of a web connection.
const (
	webFullBye     = "The parlor is full. Try again later."
	webFloodBye    = "Too many messages came too fast, so the connection ends."
	webFloodMsg    = "Messages are coming too fast: this one was dropped."
	webReplacedBye = "This parlor was opened in another page."
	webIdleBye     = "Nothing was done for a while, so the connection ends. Come back any time."
)

// webConn is one page's WebSocket: its person, its send queue and writer,
// and the table it follows, if any. Its reader takes requests one at a
// time; what it sends goes through the queue, which never blocks: a page
// that reads nothing is cut, never waited for.
type webConn struct {
	srv  *Server
	ws   *websocket.Conn
	addr string
	ctx  context.Context
	stop context.CancelFunc
	out  chan outMsg
	done chan struct{} // closed once the connection has ended and left its table

	// The reader's own.
	tokens   float64
	last     time.Time
	excess   float64
	lastDrop time.Time
	idle     *time.Timer

	mu     sync.Mutex
	who    person
	at     *attendance // the table followed, or nil
	ending bool

	listing sync.Mutex // held while a list is made and queued, so lists go out in order
	listed  []byte     // the last list of tables sent
}

// outMsg is a message waiting to be sent; last closes the connection
// once it is.
type outMsg struct {
	b    []byte
	last bool
}

// attendance is a page at a table: its seat and the attendant it follows
// the table by, or, watching, the table's spectators.
type attendance struct {
	t    *table
	seat game.Seat
	at   screen.Attendant // nil for a spectator
	sp   *spectators      // a spectator's
	done chan struct{}    // closed when its follower has stopped (a seat's)
}

func newWebConn(s *Server, ws *websocket.Conn, who person, addr string) *webConn {
	ctx, stop := context.WithCancel(context.Background())
	return &webConn{srv: s, ws: ws, who: who, addr: addr, ctx: ctx, stop: stop, out: make(chan outMsg, sendQueue),
		done: make(chan struct{}), tokens: 2 * s.cfg.ActionRate, last: time.Now()}
}

// serve runs the connection until it ends: within the limit of sessions,
// as the only page of its person (an older one is ended), greeted, then
// reading requests.
func (c *webConn) serve() {
	s := c.srv
	start := time.Now()
	defer close(c.done)
	go c.write()
	defer c.stop()
	if n := s.sessions.Add(1); n > int64(s.cfg.MaxSessions) {
		s.sessions.Add(-1)
		s.log.Warn("web connection refused: the parlor is full", "remote", c.addr, "max", s.cfg.MaxSessions)
		c.end(webFullBye, "")
		c.drain()
		return
	}
	defer s.sessions.Add(-1)
	s.mu.Lock()
	if s.closing {
		s.mu.Unlock()
		c.end(shutdownBye(s.cfg.GamesDir), "")
		c.drain()
		return
	}
	s.live.Add(1)
	old := s.pages[c.who.ID]
	s.pages[c.who.ID] = c
	s.mu.Unlock()
	defer s.live.Done()
	if old != nil {
		old.end(webReplacedBye, "web connection ended: its person opened another page")
		<-old.done
	}
	s.log.Info("connected", "remote", c.addr, "player", c.who.ID, "over", "web")
	defer func() {
		s.mu.Lock()
		if s.pages[c.who.ID] == c {
			delete(s.pages, c.who.ID)
		}
		s.mu.Unlock()
		s.log.Info("disconnected", "player", c.who.ID, "after", time.Since(start).Round(time.Second), "over", "web")
	}()
	defer s.parlor.names.release(c)
	defer c.leaveTable()
	c.hello()
	c.idle = time.AfterFunc(s.cfg.IdleTimeout, func() { c.end(webIdleBye, "idle web connection ended") })
	defer c.idle.Stop()
	go c.ping()
	go c.lists()
	c.read()
}

// drain waits for the writer to send what is queued (a bye) and close.
func (c *webConn) drain() {
	select {
	case <-c.ctx.Done():
	case <-time.After(c.srv.cfg.WriteTimeout):
	}
}

// hello greets the page: who it is, the games, the limits, the tables.
func (c *webConn) hello() {
	s := c.srv
	name, problem := s.parlor.knownName(c, c.who.ID)
	c.mu.Lock()
	c.who.Name = name
	c.mu.Unlock()
	welcome := web.Welcome{Type: web.MsgWelcome, Protocol: web.Protocol, Name: name, Speeds: game.Speeds,
		Limits: web.Limits{MaxMessage: web.MaxMessage, Rate: s.cfg.ActionRate, Burst: int(2 * s.cfg.ActionRate), Grace: s.cfg.Grace.Seconds()}}
	for _, g := range s.parlor.games {
		if g.Share != nil {
			welcome.Games = append(welcome.Games, g.Info)
		}
	}
	c.send(welcome)
	if problem != "" {
		c.send(web.Refused{Type: web.MsgRefused, To: web.ReqName, Reason: problem})
	}
	c.sendTables(true)
}

// read takes the page's requests until the connection ends.
func (c *webConn) read() {
	for {
		_, b, err := c.ws.Read(c.ctx)
		if err != nil {
			if errors.Is(err, websocket.ErrMessageTooBig) {
				c.srv.log.Warn("web connection ended: a message beyond the limit", "player", c.who.ID, "max", web.MaxMessage)
			}
			return
		}
		if !c.allow() {
			continue
		}
		c.idle.Reset(c.srv.cfg.IdleTimeout)
		req, err := web.Decode(b)
		if err != nil {
			c.send(web.Refused{Type: web.MsgRefused, Reason: err.Error()})
			continue
		}
		c.handle(req)
	}
}

// allow counts a message against the rate: false drops it, with a
// sentence, and a flood ends the connection.
func (c *webConn) allow() bool {
	rate := c.srv.cfg.ActionRate
	now := time.Now()
	elapsed := now.Sub(c.last).Seconds()
	c.last = now
	c.tokens = min(2*rate, c.tokens+elapsed*rate)
	c.excess = max(0, c.excess-elapsed*rate)
	if c.tokens >= 1 {
		c.tokens--
		return true
	}
	if now.Sub(c.lastDrop) > floodForget {
		c.excess = 0
	}
	c.lastDrop = now
	c.excess++
	if c.excess >= webFlood {
		c.end(webFloodBye, "web connection ended: it flooded messages")
		return false
	}
	c.send(web.Refused{Type: web.MsgRefused, Reason: webFloodMsg})
	return false
}

// send queues v for the page; a full queue (a page that reads nothing)
// cuts the connection rather than wait.
func (c *webConn) send(v any) {
	b, err := json.Marshal(v)
	if err != nil {
		c.srv.log.Error("a web message could not be written", "err", err)
		return
	}
	c.queue(outMsg{b: b})
}

func (c *webConn) queue(m outMsg) {
	if c.ctx.Err() != nil {
		return
	}
	select {
	case c.out <- m:
	default:
		c.cut("web connection cut: its page reads nothing")
	}
}

// end says bye with why to the page and closes the connection; the log
// says logged, unless empty.
func (c *webConn) end(why, logged string) {
	c.mu.Lock()
	ending := c.ending
	c.ending = true
	c.mu.Unlock()
	if ending {
		return
	}
	if logged != "" {
		c.srv.log.Info(logged, "player", c.who.ID)
	}
	b, _ := json.Marshal(web.Bye{Type: web.MsgBye, Reason: why})
	c.queue(outMsg{b: b, last: true})
}

// cut closes the connection at once.
func (c *webConn) cut(why string) {
	if c.ctx.Err() == nil {
		c.srv.log.Warn(why, "player", c.who.ID, "remote", c.addr)
	}
	c.stop()
	_ = c.ws.CloseNow()
}

// write sends the queue, each message within the write timeout.
func (c *webConn) write() {
	for {
		select {
		case <-c.ctx.Done():
			_ = c.ws.CloseNow()
			return
		case m := <-c.out:
			ctx, cancel := context.WithTimeout(c.ctx, c.srv.cfg.WriteTimeout)
			err := c.ws.Write(ctx, websocket.MessageText, m.b)
			cancel()
			if err != nil {
				c.cut("web connection cut: its page could not be written to")
				return
			}
			if m.last {
				c.stop()
				_ = c.ws.Close(websocket.StatusNormalClosure, "")
				return
			}
		}
	}
}

// ping checks now and then that the page is there.
func (c *webConn) ping() {
	c.every(pingEvery, func() bool {
		ctx, cancel := context.WithTimeout(c.ctx, c.srv.cfg.WriteTimeout)
		err := c.ws.Ping(ctx)
		cancel()
		if err != nil {
			c.cut("web connection cut: its page does not answer")
		}
		return err == nil
	})
}

// lists sends the list of tables when it changes, while the page sits
// nowhere.
func (c *webConn) lists() {
	c.every(listEvery, func() bool { c.sendTables(false); return true })
}

// every calls f every d until the connection ends or f reports false.
func (c *webConn) every(d time.Duration, f func() bool) {
	t := time.NewTicker(d)
	defer t.Stop()
	for {
		select {
		case <-c.ctx.Done():
			return
		case <-t.C:
			if !f() {
				return
			}
		}
	}
}

// sendTables sends the list of tables: always, or when it changed since
// it was last sent and the page sits nowhere.
func (c *webConn) sendTables(always bool) {
	c.mu.Lock()
	who, at := c.who, c.at
	c.mu.Unlock()
	if at != nil && !always {
		return
	}
	c.listing.Lock()
	defer c.listing.Unlock()
	b, _ := json.Marshal(web.Tables{Type: web.MsgTables, Tables: c.srv.parlor.webList(who)}) // plain data: it always encodes
	if always || string(b) != string(c.listed) {
		c.listed = b
		c.queue(outMsg{b: b})
	}
}
