package server_test

import (
	"fmt"
	"os"
	"runtime"
	"strconv"
	"sync"
	"testing"

	"teahouse/tui/server"
)

// BenchmarkIdleSessions holds $SESSIONS sessions (default 200) at once,
// each at the lobby after naming itself, and reports the heap and the
// goroutines each one costs the whole process (the clients' side, in this
// same process, included: the server's own share is smaller).
//
//	SESSIONS=1000 go test -run '^$' -bench IdleSessions -benchtime 1x ./tui/server
func BenchmarkIdleSessions(b *testing.B) {
	n := 200
	if v, err := strconv.Atoi(os.Getenv("SESSIONS")); err == nil && v > 0 {
		n = v
	}
	for b.Loop() {
		s := startServer(b, func(c *server.Config) { c.MaxSessions = n })
		before, goroutines := heap(), runtime.NumGoroutine()
		clients := make([]*client, n)
		var wg sync.WaitGroup
		for i := range clients {
			wg.Go(func() {
				c := dial(b, s.addr, newKey(b))
				c.waitFor("What name shall the other players see?")
				c.send(fmt.Sprintf("p%d", i), "enter")
				c.waitFor("a terminal parlor of card and dice games")
				clients[i] = c
			})
			if i%wave == wave-1 {
				wg.Wait() // the handshakes of a wave at a time: the measure is of sessions held, not of a storm of logins
			}
		}
		wg.Wait()
		if got := s.Sessions(); got != n {
			b.Fatalf("%d sessions held, not %d", got, n)
		}
		b.ReportMetric(float64(heap()-before)/float64(n), "heap-B/session")
		b.ReportMetric(float64(runtime.NumGoroutine()-goroutines)/float64(n), "goroutines/session")
		b.ReportMetric(float64(n), "sessions")
		for _, c := range clients {
			if c != nil {
				wg.Go(c.close)
			}
		}
		wg.Wait()
	}
}

// wave is how many sessions BenchmarkIdleSessions connects at once.
const wave = 100

// BenchmarkKeyRoundTrip is one key over SSH and the screen it changes
// back: a player in the lobby moves the focus down and up, and each key
// waits until the redrawn line arrives. It is the SSH, Bubble Tea and
// drawing part of an action's round trip (BenchmarkActBusyTable in
// game/host is the table's part).
func BenchmarkKeyRoundTrip(b *testing.B) {
	s := startServer(b, nil)
	c := enter(b, s, "ann")
	defer c.close()
	keys := []struct{ key, shows string }{{"down", "> Dou Dizhu"}, {"up", "> Risk Choice"}}
	i := 0
	for b.Loop() {
		k := keys[i%2]
		i++
		mark := c.mark()
		c.sendNow(k.key)
		c.waitFrom(mark, k.shows)
	}
}
