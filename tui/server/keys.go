package server

import (
	"io"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// keyGate is a session's input as its screen reads it: keys beyond the
// session's rate are dropped here, before they are parsed, drawn or even
// turned into messages, so a flood costs the server little more than
// reading it. It tells where each key starts (a byte, a UTF-8 character,
// an escape sequence such as an arrow or a click) without parsing it, and
// keeps or drops each key whole. A session that goes on flooding after a
// warning is told to end.
type keyGate struct {
	r      io.Reader
	rate   float64          // keys a second, in bursts of twice that
	notify func(tea.Msg)    // tells the screen of a warning (floodWarning) or the end (floodEnd)
	now    func() time.Time // the clock

	tokens   float64 // keys that may still come at once
	last     time.Time
	lex      keyLex
	keep     bool      // whether the key being read is kept
	pending  []byte    // the start of a key held back from the last read
	excess   float64   // keys dropped beyond what drains away (the rate a second)
	warned   bool      // a warning was given, and not yet forgotten
	warnedAt time.Time // when
	lastDrop time.Time // when a key was last dropped
	ended    bool
}

// floodWarning tells a session that its keys are being dropped.
type floodWarning struct{}

// floodEnd tells a session that it flooded on after the warning.
type floodEnd struct{}

// Flood thresholds: the keys dropped beyond what drains away (in seconds'
// worth of the rate) that bring a warning, then the end; how long after
// the warning the end may come (time to read it, and stop); and how long
// after its last dropped key a warning is forgotten.
const (
	floodSeconds = 10
	floodGrace   = 5 * time.Second
	floodForget  = time.Minute
)

func newKeyGate(r io.Reader, rate float64, notify func(tea.Msg)) *keyGate {
	return &keyGate{r: r, rate: rate, notify: notify, now: time.Now, tokens: 2 * rate, last: time.Now()}
}

// Read reads keys, dropping those beyond the rate; it returns at least one
// byte unless the input ends. Bubble Tea takes a read shorter than its
// buffer to end on a key's boundary: a read that fills the buffer may end
// inside a key, so the start of that key is held back for the next read
// (a read that drops keys comes out shorter than it went in).
func (g *keyGate) Read(p []byte) (int, error) {
	for {
		k := copy(p, g.pending)
		g.pending = g.pending[:0]
		if k == len(p) {
			return k, nil
		}
		n, err := g.r.Read(p[k:])
		full := n == len(p)-k
		k += g.filter(p[k : k+n])
		if full && err == nil && g.keep && g.lex.state != lexGround {
			cut := k - min(g.lex.n, k)
			g.pending = append(g.pending, p[cut:k]...)
			k = cut
		}
		if k > 0 || err != nil {
			return k, err
		}
	}
}

// filter keeps the bytes of the keys allowed, moving them to the front
// of b, and says how many there are.
func (g *keyGate) filter(b []byte) int {
	k := 0
	for _, c := range b {
		if g.lex.starts(c) {
			g.keep = g.allow()
		}
		if g.keep {
			b[k] = c
			k++
		}
	}
	return k
}

// allow counts one key against the rate.
func (g *keyGate) allow() bool {
	now := g.now()
	dt := now.Sub(g.last).Seconds()
	g.last = now
	g.tokens = min(2*g.rate, g.tokens+dt*g.rate)
	g.excess = max(0, g.excess-dt*g.rate)
	if g.ended {
		return false
	}
	if g.tokens >= 1 {
		g.tokens--
		return true
	}
	if g.warned && now.Sub(g.lastDrop) > floodForget {
		g.warned = false
	}
	g.lastDrop = now
	if g.excess++; g.excess < floodSeconds*g.rate || g.warned && now.Sub(g.warnedAt) < floodGrace {
		return false
	}
	g.excess = 0
	if g.warned {
		g.ended = true
		go g.notify(floodEnd{})
	} else {
		g.warned, g.warnedAt = true, now
		go g.notify(floodWarning{})
	}
	return false
}

// keyLex tells where keys start in a stream of terminal input. A key
// longer than maxKeyBytes is cut there: the bytes after it start keys of
// their own (no escape sequence a terminal sends is that long).
type keyLex struct {
	state lexState
	n     int // bytes of the key read so far
	left  int // bytes still to come of a UTF-8 character or an X10 mouse report; in a CSI, the bytes before the final one
}

type lexState int

const (
	lexGround lexState = iota
	lexEsc             // after ESC
	lexCSI             // in ESC [ ...
	lexSS3             // after ESC O
	lexUTF8            // in the left bytes of a UTF-8 character
	lexX10             // in the left bytes of an X10 mouse report
)

// maxKeyBytes bounds the bytes of one key.
const maxKeyBytes = 32

// starts reads byte c and says whether it starts a key.
func (l *keyLex) starts(c byte) bool {
	if l.next(c) {
		l.n = 1
		return true
	}
	if l.n++; l.n > maxKeyBytes {
		l.ground(c)
		l.n = 1
		return true
	}
	return false
}

// next moves the lexer over c, and says whether c starts a key.
func (l *keyLex) next(c byte) bool {
	switch l.state {
	case lexEsc:
		switch {
		case c == '[':
			l.state = lexCSI
			l.left = 0
			return false
		case c == 'O':
			l.state = lexSS3
			return false
		case c == 0x1b:
			return true // esc, then another key
		}
		l.ground(c) // alt and a key
		return false
	case lexCSI:
		switch {
		case c >= 0x20 && c <= 0x3f: // parameters and intermediates
			l.left++
			return false
		case c >= 0x40 && c <= 0x7e: // the final byte
			if c == 'M' && l.left == 0 { // ESC [ M and three bytes: an X10 mouse report
				l.state, l.left = lexX10, 3
				return false
			}
			l.state = lexGround
			return false
		}
	case lexSS3:
		l.state = lexGround
		return false
	case lexUTF8, lexX10:
		if l.state == lexX10 && c >= 0x20 || c >= 0x80 && c <= 0xbf {
			if l.left--; l.left == 0 {
				l.state = lexGround
			}
			return false
		}
	}
	l.ground(c)
	return true
}

// ground reads c as the first byte of a key.
func (l *keyLex) ground(c byte) {
	switch {
	case c == 0x1b:
		l.state = lexEsc
	case c >= 0xf0:
		l.state, l.left = lexUTF8, 3
	case c >= 0xe0:
		l.state, l.left = lexUTF8, 2
	case c >= 0xc0:
		l.state, l.left = lexUTF8, 1
	default:
		l.state = lexGround
	}
}
