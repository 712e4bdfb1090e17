package server_test

import (
	"io"
	"net"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// relay passes TCP connections through to a server, and cuts every one it
// holds when told, as a network that drops does: neither end is told
// anything but that the connection is gone.
type relay struct {
	ln    net.Listener
	mu    sync.Mutex
	conns []net.Conn
}

// newRelay relays connections made to the address it returns to addr,
// until the test ends.
func newRelay(t *testing.T, addr string) (*relay, string) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	r := &relay{ln: ln}
	t.Cleanup(func() {
		_ = ln.Close()
		r.cut()
	})
	go r.serve(addr)
	return r, ln.Addr().String()
}

// serve relays each connection accepted until the listener is closed.
func (r *relay) serve(addr string) {
	for {
		down, err := r.ln.Accept()
		if err != nil {
			return
		}
		up, err := net.Dial("tcp", addr)
		if err != nil {
			_ = down.Close()
			continue
		}
		r.mu.Lock()
		r.conns = append(r.conns, down, up)
		r.mu.Unlock()
		go pipe(up, down)
		go pipe(down, up)
	}
}

// pipe copies from to to until either ends, then closes both.
func pipe(to, from net.Conn) {
	_, _ = io.Copy(to, from)
	_ = to.Close()
	_ = from.Close()
}

// cut closes every connection relayed so far and says how many there
// were.
func (r *relay) cut() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := len(r.conns) / 2
	for _, c := range r.conns {
		_ = c.Close()
	}
	r.conns = nil
	return n
}

// TestWebPageComesBackAfterItsConnectionDrops: the network under a page
// drops while its person is in the middle of a Yahtzee turn; the page was
// not reloaded, yet it connects again by itself, sits down in the same
// seat with the dice as they were, and the turn goes on.
func TestWebPageComesBackAfterItsConnectionDrops(t *testing.T) {
	s, parlor := startWebPages(t, nil)
	u, err := url.Parse(parlor)
	require.NoError(t, err)
	r, via := newRelay(t, u.Host)
	p := newChromium(t).open("http://" + via + "/")
	p.name("ann")
	p.newTable("yahtzee", map[string]string{}, nil, "instant")
	p.until(myTurn)
	seq := p.lastSeq()
	p.clickText("Roll")
	p.waitSteps(seq)
	p.until(myTurn + ` && document.querySelector("#middle .die.pick") !== null`)
	dice := eval[string](p, `[...document.querySelectorAll("#middle .die.pick")].map(d => d.textContent).join(" ")`)
	welcomes := func() int {
		n := 0
		for _, f := range p.received() {
			if strings.Contains(f, `"type":"welcome"`) {
				n++
			}
		}
		return n
	}
	require.Equal(t, 1, welcomes())

	require.Positive(t, r.cut(), "the page's connection went through the relay")
	s.waitLog(t, "seat kept for the grace period")
	p.until(`document.getElementById("log").textContent.includes("is back")`)
	assert.Equal(t, 2, welcomes(), "the page connected again by itself")
	p.until(myTurn + ` && document.querySelector("#middle .die.pick") !== null`)
	assert.Equal(t, dice, eval[string](p, `[...document.querySelectorAll("#middle .die.pick")].map(d => d.textContent).join(" ")`),
		"the same seat, the dice as they were")
	assert.Empty(t, eval[string](p, `document.getElementById("status").textContent`), "the page no longer says the connection is lost")

	seq = p.lastSeq()
	p.clickText("Roll the others")
	p.waitSteps(seq)
	assert.Contains(t, eval[string](p, `document.getElementById("log").textContent`), "You reroll", "the turn goes on")
}
