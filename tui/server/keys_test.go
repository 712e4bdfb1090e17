package server

import (
	"bytes"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fakeClock is a clock the test moves.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time { return c.t }

// gateAt is a key gate of rate keys a second over in, on a clock at
// rest; told collects what it tells the screen.
func gateAt(in string, rate float64) (*keyGate, *fakeClock, chan tea.Msg) {
	clock := &fakeClock{t: time.Unix(1000, 0)}
	told := make(chan tea.Msg, 4)
	g := newKeyGate(strings.NewReader(in), rate, func(m tea.Msg) { told <- m })
	g.now, g.last = clock.now, clock.t
	return g, clock, told
}

// The keys let through are the first ones, whole: an escape sequence, a
// UTF-8 character or a mouse report is kept or dropped as one key, even
// when a read ends inside it.
func TestKeyGateKeepsWholeKeys(t *testing.T) {
	const (
		up    = "\x1b[A"
		f1    = "\x1bOP"
		click = "\x1b[<0;12;5M"
		x10   = "\x1b[M !!"
		alt   = "\x1bx"
		han   = "汉"
		emoji = "🀄"
	)
	for _, tc := range []struct {
		name, in, want string
		burst          int // keys allowed at once (twice the rate)
	}{
		{"letters", "abcdef", "abcd", 4},
		{"arrows", up + up + up, up + up, 2},
		{"function key", f1 + "q" + f1, f1 + "q", 2},
		{"mouse", click + click + "z", click + click, 2},
		{"x10 mouse", x10 + "a" + x10, x10 + "a", 2},
		{"alt", alt + "b" + alt, alt + "b", 2},
		{"utf-8", han + emoji + "é" + han, han + emoji + "é", 3},
		{"esc twice", "\x1b\x1b" + up, "\x1b\x1b", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, _, _ := gateAt(tc.in, float64(tc.burst)/2)
			var got bytes.Buffer
			buf := make([]byte, 3) // reads end inside keys
			for {
				n, err := g.Read(buf)
				got.Write(buf[:n])
				if err != nil {
					break
				}
			}
			assert.Equal(t, tc.want, got.String())
		})
	}
}

// Keys come back at the rate; a session that floods is warned, and one
// that floods on after the warning is told to end; nothing is let
// through after that.
func TestKeyGateWarnsThenEnds(t *testing.T) {
	const rate = 20
	g, clock, told := gateAt("", rate)
	keys := func(n int) int {
		b := bytes.Repeat([]byte("j"), n)
		return g.filter(b)
	}
	assert.Equal(t, 2*rate, keys(100), "a burst of twice the rate")
	clock.t = clock.t.Add(time.Second)
	assert.Equal(t, rate, keys(rate+1), "then the rate a second")
	assert.Empty(t, told, "a person typing fast is not warned")

	keys(floodSeconds * rate)
	require.Equal(t, floodWarning{}, <-told)
	clock.t = clock.t.Add(time.Second) // the rate's keys come back, and as many dropped ones drain away
	assert.Equal(t, rate, keys(rate))
	keys(10 * floodSeconds * rate)
	assert.Empty(t, told, "no end while the warning is fresh")
	clock.t = clock.t.Add(floodGrace)
	keys(2*rate + floodSeconds*rate)
	require.Equal(t, floodEnd{}, <-told)
	clock.t = clock.t.Add(time.Minute)
	assert.Zero(t, keys(10), "an ended session lets nothing through")
}

// A warning is forgotten a while after the flood stops: a later burst is
// warned again, not ended.
func TestKeyGateForgetsAWarning(t *testing.T) {
	const rate = 20
	g, clock, told := gateAt("", rate)
	flood := bytes.Repeat([]byte("j"), 2*rate+floodSeconds*rate)
	g.filter(bytes.Clone(flood))
	require.Equal(t, floodWarning{}, <-told)
	clock.t = clock.t.Add(floodForget + time.Second)
	g.filter(bytes.Clone(flood))
	require.Equal(t, floodWarning{}, <-told)
}

// A read that fills the buffer may end inside a key: its start is held
// back and comes with the next read, so that every read ends on a key's
// boundary (Bubble Tea reads a short read as ending on one: a split arrow
// would be an esc, then "[" and "A").
func TestKeyGateReadsEndOnKeys(t *testing.T) {
	g, _, _ := gateAt("ab\x1b[Acd", 10)
	var reads []string
	buf := make([]byte, 4)
	for {
		n, err := g.Read(buf)
		if n > 0 {
			reads = append(reads, string(buf[:n]))
		}
		if err != nil {
			break
		}
	}
	assert.Equal(t, []string{"ab", "\x1b[Ac", "d"}, reads)
}

// A "key" longer than any a terminal sends is cut at maxKeyBytes: an
// endless escape sequence costs a key for each piece, not one in all.
func TestKeyGateCutsEndlessSequences(t *testing.T) {
	in := "\x1b[" + strings.Repeat("1", 100) + "A"
	g, _, _ := gateAt(in, 1) // two keys at once
	b := []byte(in)
	assert.Equal(t, maxKeyBytes+1, g.filter(b), "the first 32 bytes, then one byte")
}
