package server_test

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

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
	roundTrips(b, c, 0)
}

// roundTrips moves c's focus in the lobby down and up, each key waiting
// for the redrawn line, b.N times, with pause (not timed) between a key's
// answer and the next key.
func roundTrips(b *testing.B, c *client, pause time.Duration) {
	keys := []struct{ key, shows string }{{"down", "> Yahtzee"}, {"up", "> Risk Choice"}}
	i := 0
	for b.Loop() {
		k := keys[i%2]
		i++
		mark := c.mark()
		c.sendNow(k.key)
		c.waitFrom(mark, k.shows)
		if pause > 0 {
			b.StopTimer()
			time.Sleep(pause)
			b.StartTimer()
		}
	}
}

// flooders is how many sessions BenchmarkKeyRoundTripFlooded floods from,
// and floodKeys how many keys each sends every floodEvery (1,000 a second,
// fifty times the rate a session is allowed).
const (
	flooders   = 8
	floodKeys  = 10
	floodEvery = 10 * time.Millisecond
)

// BenchmarkKeyRoundTripFlooded is BenchmarkKeyRoundTrip while 8 other
// sessions, each from its own loopback address, send the lobby's down and
// up keys, 1,000 a second each (the rate of keys allowed is the default,
// 20 a second). A flooder that is disconnected connects again and goes
// on, as an attacker would. The player types at a person's pace, within
// the rate: a key every 100 ms at most (the pauses are not timed). It
// reports the CPU the whole process used meanwhile (server, player and
// flooders), in cores.
//
//	go test -run '^$' -bench KeyRoundTripFlooded -benchtime 100x ./tui/server
func BenchmarkKeyRoundTripFlooded(b *testing.B) {
	s := startServer(b, func(c *server.Config) { c.ActionRate = server.DefaultActionRate })
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for i := range flooders {
		wg.Go(func() { flood(b, s, fmt.Sprintf("127.0.0.%d", 10+i), stop) })
	}
	c := enter(b, s, "ann")
	defer c.close()
	time.Sleep(time.Second) // the flooders are in and flooding
	start, cpu := time.Now(), cpuTime()
	roundTrips(b, c, 100*time.Millisecond) // a person's pace, within the rate
	b.ReportMetric((cpuTime()-cpu).Seconds()/time.Since(start).Seconds(), "cores")
	b.StopTimer()
	close(stop)
	wg.Wait()
}

// flood connects from the loopback address from and sends floodKeys
// down and up keys every floodEvery, dropping what it receives, until
// stop; a disconnected flooder connects again.
func flood(b *testing.B, s *testServer, from string, stop <-chan struct{}) {
	burst := strings.Repeat("\x1b[B\x1b[A", floodKeys/2)
	tick := time.NewTicker(floodEvery)
	defer tick.Stop()
	for {
		c, err := tryDialFrom(b, from, s.addr, newKey(b))
		if err != nil {
			select {
			case <-stop:
				return
			case <-time.After(100 * time.Millisecond): // refused: a pause before the next try
				continue
			}
		}
		c.waitFor("What name shall the other players see?")
		c.send("flood", "enter")
		c.waitFor("a terminal parlor of card and dice games")
		c.mu.Lock()
		c.quiet = true
		c.raw.Reset()
		c.mu.Unlock()
		sending := true
		for sending {
			select {
			case <-stop:
				c.close()
				return
			case <-c.done:
				sending = false
			case <-tick.C:
				_, err := io.WriteString(c.stdin, burst)
				sending = err == nil
			}
		}
		c.close()
	}
}
