package server_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/tui/server"
	"teahouse/tui/web"
)

// annAtDoudizhu has ann open, from a page, a table of one Dou Dizhu deal
// with an open seat that bo takes over SSH, and a computer.
func annAtDoudizhu(t *testing.T, s *webServer) (ann *page, bo *client, from int) {
	t.Helper()
	ann = enterPage(t, s, "ann")
	ann.send(ddzRequest("you", "open", "simple"))
	_, from = ann.waitType(0, web.MsgJoined)
	bo = enter(t, s.testServer, "bo")
	bo.send("o")
	bo.waitFor("#1 Dou Dizhu")
	bo.send("enter")
	bo.waitFor("Deal 1 of 1")
	ann.waitMsg(from, func(m msg) bool { return strings.Contains(strings.Join(logOf(m), " "), "bo (person) takes P2") })
	return ann, bo, from
}

// TestAPageComesBackToItsSeat: ann's page plays a card, then its
// connection drops; the seat waits; a page with ann's cookie is greeted
// by her name, finds the table as hers, sits down in the same seat with
// the log written again as far as the seat saw it, and the deal is
// played to its end.
func TestAPageComesBackToItsSeat(t *testing.T) {
	s := startWeb(t, func(c *server.Config) { c.Grace = time.Minute })
	ann, bo, from := annAtDoudizhu(t, s)
	defer bo.close()
	m, _ := ann.waitMsg(from, func(m msg) bool { return m.typ() == web.MsgStep && m["your_turn"] == true })
	legal := m["legal"].([]any)
	ann.send(map[string]any{"type": web.ReqAct, "action": legal[0]})
	ann.waitMsg(from, func(m msg) bool { return strings.Contains(strings.Join(logOf(m), " "), "You play") })
	ann.close()
	s.waitLog(t, "seat kept for the grace period")
	bo.waitFor("ann (person) has left")

	back := dialPage(t, s, ann.cookie).open()
	defer back.close()
	w, _ := back.waitType(0, web.MsgWelcome)
	assert.Equal(t, "ann", w["name"], "the name is kept with the cookie")
	tables, _ := back.waitType(0, web.MsgTables)
	list := tables["tables"].([]any)
	require.Len(t, list, 1)
	assert.Equal(t, true, list[0].(map[string]any)["seated"], "the table is ann's")
	assert.Equal(t, "away", list[0].(map[string]any)["seats"].([]any)[0].(map[string]any)["kind"])

	back.send(web.Request{Type: web.ReqSit, Table: 1})
	j, from := back.waitType(0, web.MsgJoined)
	assert.EqualValues(t, 0, j["seat"], "the same seat")
	first, _ := back.waitType(from, web.MsgStep)
	log := strings.Join(logOf(first), "\n")
	assert.Contains(t, log, "Dou Dizhu, 1 deal", "the log is written again from the opening")
	assert.Contains(t, log, "You play", "with ann's own play, in her words")
	assert.Contains(t, log, "ann (person) has left")
	bo.waitFor("ann (person) is back")

	stop := make(chan struct{})
	go playUntil(bo, 0, "Result", stop)
	defer close(stop)
	playPage(t, back, from)
	bo.waitFor("Result")
}

// TestAnotherPageTakesOver: a second page of the same browser (another
// tab) takes over: the first is told why and closed, and the second may
// sit in the seat at once.
func TestAnotherPageTakesOver(t *testing.T) {
	s := startWeb(t, func(c *server.Config) { c.Grace = time.Minute })
	ann, bo, _ := annAtDoudizhu(t, s)
	defer bo.close()
	second := dialPage(t, s, ann.cookie).open()
	defer second.close()
	bye, _ := ann.waitType(0, web.MsgBye)
	assert.Equal(t, "This parlor was opened in another page.", bye["reason"])
	<-ann.done
	second.waitType(0, web.MsgWelcome)
	second.send(web.Request{Type: web.ReqSit, Table: 1})
	j, _ := second.waitType(0, web.MsgJoined)
	assert.EqualValues(t, 0, j["seat"])
}

// TestOnlyTheParlorsPagesOpenTheSocket: the socket is refused without the
// parlor's cookie (or with one it did not make), from another site's page
// or without an Origin; a page of an origin the server lets in is
// accepted.
func TestOnlyTheParlorsPagesOpenTheSocket(t *testing.T) {
	s := startWeb(t, func(c *server.Config) { c.WebOrigins = []string{"https://teahouse.example"} })
	good := s.cookie(t)
	for _, tc := range []struct {
		name   string
		cookie *http.Cookie
		origin string
		status int
	}{
		{"no cookie", nil, s.url, http.StatusUnauthorized},
		{"a cookie the server did not make", &http.Cookie{Name: "teahouse", Value: "abc"}, s.url, http.StatusUnauthorized},
		{"another site", good, "https://evil.example", http.StatusForbidden},
		{"another port of this host", good, "http://127.0.0.1:1", http.StatusForbidden},
		{"no Origin", good, "", http.StatusForbidden},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, res, err := tryPage(t, s.url, tc.cookie, tc.origin, nil)
			require.Error(t, err)
			require.NotNil(t, res)
			assert.Equal(t, tc.status, res.StatusCode)
		})
	}
	for _, origin := range []string{s.url, "https://teahouse.example"} {
		p, _, err := tryPage(t, s.url, good, origin, nil)
		require.NoError(t, err, "origin %s", origin)
		p.open().waitType(0, web.MsgWelcome)
		p.close()
	}
}

// TestThePagesCarryTheSecurityHeaders: the page sets the cookie HttpOnly
// and SameSite, and every response forbids inline and outside scripts.
func TestThePagesCarryTheSecurityHeaders(t *testing.T) {
	s := startWeb(t, nil)
	res, err := http.Get(s.url + "/")
	require.NoError(t, err)
	defer res.Body.Close()
	csp := res.Header.Get("Content-Security-Policy")
	assert.Contains(t, csp, "script-src 'self'")
	assert.NotContains(t, csp, "unsafe-inline")
	assert.Contains(t, csp, "frame-ancestors 'none'")
	assert.Equal(t, "nosniff", res.Header.Get("X-Content-Type-Options"))
	require.Len(t, res.Cookies(), 1)
	c := res.Cookies()[0]
	assert.True(t, c.HttpOnly)
	assert.Equal(t, http.SameSiteStrictMode, c.SameSite)
	assert.False(t, c.Secure, "no Secure cookie over plain HTTP, or the browser would drop it")
	assert.Len(t, c.Value, 43, "32 random bytes in base64url")

	req, err := http.NewRequest(http.MethodGet, s.url+"/", nil)
	require.NoError(t, err)
	req.AddCookie(c)
	again, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer again.Body.Close()
	assert.Empty(t, again.Cookies(), "a browser with the cookie keeps it")
}

// TestMaxSessionsCountsPagesAndSSH: with room for one session, a page
// takes it and an SSH client is told the parlor is full; once the page is
// gone, the SSH client gets in and a page is told the parlor is full.
func TestMaxSessionsCountsPagesAndSSH(t *testing.T) {
	s := startWeb(t, func(c *server.Config) { c.MaxSessions = 1 })
	ann := enterPage(t, s, "ann")
	require.Equal(t, 1, s.Sessions())
	bo := dial(t, s.addr, newKey(t))
	bo.waitFor("The parlor is full")
	bo.close()
	ann.close()
	require.Eventually(t, func() bool { return s.Sessions() == 0 }, 10*time.Second, 10*time.Millisecond)

	cy := enter(t, s.testServer, "cy")
	defer cy.close()
	late := dialPage(t, s, s.cookie(t)).open()
	defer late.close()
	bye, _ := late.waitType(0, web.MsgBye)
	assert.Equal(t, "The parlor is full. Try again later.", bye["reason"])
}
