package server_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"runtime"
	"strconv"
	"sync"
	"testing"

	"teahouse/tui/server"
	"teahouse/tui/web"
)

// BenchmarkIdlePages holds $PAGES pages (default 200) at once, each
// connected to /ws and greeted, and reports the heap and the goroutines
// each one costs the whole process (the clients' side, in this same
// process, included: the server's own share is smaller).
//
//	PAGES=1000 go test -run '^$' -bench IdlePages -benchtime 1x ./tui/server
func BenchmarkIdlePages(b *testing.B) {
	n := 200
	if v, err := strconv.Atoi(os.Getenv("PAGES")); err == nil && v > 0 {
		n = v
	}
	for b.Loop() {
		s := startWeb(b, func(c *server.Config) { c.MaxSessions, c.MaxConnsPerAddr = n, n })
		cookies := make([]string, n)
		for i := range cookies {
			cookies[i] = s.cookie(b).Value
		}
		before, goroutines := heap(), runtime.NumGoroutine()
		pages := make([]*page, n)
		var wg sync.WaitGroup
		for i := range pages {
			wg.Go(func() {
				p := dialPage(b, s, cookieOf(cookies[i])).open()
				p.waitType(0, web.MsgTables)
				pages[i] = p
			})
			if i%wave == wave-1 {
				wg.Wait()
			}
		}
		wg.Wait()
		if got := s.Sessions(); got != n {
			b.Fatalf("%d pages held, not %d", got, n)
		}
		b.ReportMetric(float64(heap()-before)/float64(n), "heap-B/page")
		b.ReportMetric(float64(runtime.NumGoroutine()-goroutines)/float64(n), "goroutines/page")
		b.ReportMetric(float64(n), "pages")
		for _, p := range pages {
			wg.Go(p.close)
		}
		wg.Wait()
	}
}

// BenchmarkWebActRoundTrip is a page's action and the step it makes back
// to that page, at a Dou Dizhu table of two instant computers watched by
// $WATCHERS pages (default 50), each reading every step: from the act's
// message sent to its step received (the computers' replies and the wait
// for the page's next turn are not timed).
//
//	go test -run '^$' -bench WebActRoundTrip -benchmem -count 6 ./tui/server
func BenchmarkWebActRoundTrip(b *testing.B) {
	n := 50
	if v, err := strconv.Atoi(os.Getenv("WATCHERS")); err == nil && v >= 0 {
		n = v
	}
	s := startWeb(b, nil)
	ann := enterPage(b, s, "ann")
	defer ann.close()
	req := ddzRequest("you", "simple", "simple")
	req.Options["deals"] = "999"
	ann.send(req)
	_, from := ann.waitType(0, web.MsgJoined)
	watchers := make([]*page, n)
	for i := range watchers {
		w := enterPage(b, s, fmt.Sprintf("w%d", i))
		w.send(web.Request{Type: web.ReqWatch, Table: 1})
		w.waitType(0, web.MsgJoined)
		watchers[i] = w
	}
	defer func() {
		for _, w := range watchers {
			w.close()
		}
	}()
	for b.Loop() {
		b.StopTimer()
		m, next := ann.waitMsg(from, func(m msg) bool { return m.typ() == web.MsgStep && m["your_turn"] == true })
		legal := m["legal"].([]any)
		act, err := json.Marshal(legal[len(legal)-1]) // a pass where one is allowed: deals last
		if err != nil {
			b.Fatal(err)
		}
		seq := m["seq"].(float64)
		b.StartTimer()
		ann.send(web.Request{Type: web.ReqAct, Action: act})
		_, from = ann.waitMsg(next, func(m msg) bool { return m.typ() == web.MsgStep && m["seq"] == seq+1 })
	}
}

// cookieOf is the parlor's cookie with value v.
func cookieOf(v string) *http.Cookie { return &http.Cookie{Name: "teahouse", Value: v} }
