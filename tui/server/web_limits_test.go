package server_test

import (
	"context"
	"net"
	"net/http"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/tui/server"
	"teahouse/tui/web"
)

// TestJunkIsRefusedAndTheTablePlaysOn: at a table with bo over SSH, ann's
// page sends what is not a message, a message of no type, actions the
// game does not know or refuses: each is refused with a sentence (the
// game's own for an illegal action) and changes nothing, and ann plays
// on. A message beyond the size limit closes her connection: the table
// keeps her seat and plays on.
func TestJunkIsRefusedAndTheTablePlaysOn(t *testing.T) {
	s := startWeb(t, func(c *server.Config) { c.Grace = time.Minute })
	ann, bo, from := annAtDoudizhu(t, s)
	defer bo.close()
	turn, _ := ann.waitMsg(from, func(m msg) bool { return m.typ() == web.MsgStep && m["your_turn"] == true })
	after := len(ann.all()) // the table waits for ann: bo's seat taken, her turn to lead
	for _, tc := range []struct{ send, to, says string }{
		{`not json`, "", "one JSON object"},
		{`{"type":"fly"}`, "", "unknown message type"},
		{`{"type":"act","action":{"kind":"teleport"}}`, web.ReqAct, ""},
		{`{"type":"act","action":{"kind":"play","cards":"ZZ"}}`, web.ReqAct, "not an action of doudizhu"},
		{`{"type":"act","action":{"kind":"pass"}}`, web.ReqAct, "lead"},
		{`{"type":"act","action":{"kind":"play","cards":"3"},"extra":1}`, "", "unknown field"},
		{`{"type":"sit","table":1}`, web.ReqSit, "at table 1"},
		{`{"type":"new","game":"chess"}`, web.ReqNew, "at table 1"},
	} {
		mark := len(ann.all())
		ann.sendRaw([]byte(tc.send))
		r, _ := ann.waitType(mark, web.MsgRefused)
		assert.Equal(t, tc.to, r["to"], "%s", tc.send)
		assert.Contains(t, r["reason"], tc.says, "%s", tc.send)
	}
	assert.Empty(t, steps(t, ann.all()[after:]), "nothing moved at the table: it waits for ann")
	legal := turn["legal"].([]any)
	ann.send(map[string]any{"type": web.ReqAct, "action": legal[0]})
	ann.waitMsg(from, func(m msg) bool { return strings.Contains(strings.Join(logOf(m), " "), "You play") })

	ann.sendRaw([]byte(`{"type":"list","pad":"` + strings.Repeat("x", web.MaxMessage) + `"}`))
	<-ann.done
	s.waitLog(t, "a message beyond the limit")
	bo.waitFor("ann (person) has left")
	s.waitLog(t, "seat kept for the grace period")
}

// TestAStalledPageNeverHoldsTheTable: a page that reads nothing (its
// receive window shut) watches a table that ann's page plays to its end:
// the table never waits for it, and the server cuts it once a write has
// waited the write timeout.
func TestAStalledPageNeverHoldsTheTable(t *testing.T) {
	if testing.Short() {
		t.Skip("plays three deals")
	}
	s := startWeb(t, func(c *server.Config) { c.WriteTimeout = time.Second })
	ann := enterPage(t, s, "ann")
	defer ann.close()
	req := ddzRequest("you", "simple", "simple")
	req.Options["deals"] = "3"
	req.Speed = "fast"
	ann.send(req)
	_, from := ann.waitType(0, web.MsgJoined)

	tiny := &http.Client{Transport: &http.Transport{DialContext: (&net.Dialer{Control: func(_, _ string, c syscall.RawConn) error {
		var err error
		_ = c.Control(func(fd uintptr) { err = syscall.SetsockoptInt(int(fd), syscall.SOL_SOCKET, syscall.SO_RCVBUF, 1024) })
		return err
	}}).DialContext}}
	stalled, _, err := tryPage(t, s.url, s.cookie(t), s.url, tiny)
	require.NoError(t, err)
	defer func() { _ = stalled.ws.CloseNow() }()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	require.NoError(t, stalled.ws.Write(ctx, 1, []byte(`{"type":"name","name":"sid"}`)))
	require.NoError(t, stalled.ws.Write(ctx, 1, []byte(`{"type":"watch","table":1}`)))

	playPage(t, ann, from)
	s.waitLog(t, "web connection cut")
}
