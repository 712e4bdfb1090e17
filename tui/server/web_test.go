package server_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/tui/web"
)

// ddzRequest opens a table of one deal of Dou Dizhu without bidding (P1 is
// the landlord), the computers instant, with seats.
func ddzRequest(seats ...string) web.Request {
	return web.Request{Type: web.ReqNew, Game: "doudizhu", Options: map[string]string{"deals": "1", "bidding": "none"},
		Seats: seats, Speed: "instant"}
}

// playPage plays p's seat from frame index from on: at each step that is
// its turn, the first legal action, until a step says the game is over.
// It returns the index after that step.
func playPage(t testing.TB, p *page, from int) int {
	t.Helper()
	for {
		m, next := p.waitType(from, web.MsgStep)
		from = next
		if out, _ := m["outcome"].(map[string]any); out["over"] == true {
			return from
		}
		if m["your_turn"] != true {
			continue
		}
		legal, _ := m["legal"].([]any)
		require.NotEmpty(t, legal, "a step of the page's turn lists its legal actions")
		b, err := json.Marshal(legal[0])
		require.NoError(t, err)
		p.send(web.Request{Type: web.ReqAct, Action: b})
	}
}

// TestAPagePlaysADealWithTwoComputers: a page opens a Dou Dizhu table with
// two computers and plays the deal to its end through the protocol.
func TestAPagePlaysADealWithTwoComputers(t *testing.T) {
	s := startWeb(t, nil)
	ann := enterPage(t, s, "ann")
	defer ann.close()
	ann.send(ddzRequest("you", "simple", "simple"))
	j, from := ann.waitType(0, web.MsgJoined)
	assert.EqualValues(t, 0, j["seat"])
	end := playPage(t, ann, from)
	last := steps(t, ann.all()[:end])
	require.NotEmpty(t, last)
	assert.True(t, last[len(last)-1].Outcome.Over)
	assert.NotEmpty(t, last[len(last)-1].Summary)
}

// TestAPageAsksForTheHint: at a Risk Choice table the page is told the
// game has tips, and asking on its turn gives the tip panel's lines; at
// Dou Dizhu, which gives a page none, the page is told so and asking is
// refused with a sentence.
func TestAPageAsksForTheHint(t *testing.T) {
	s := startWeb(t, nil)
	ann := enterPage(t, s, "ann")
	defer ann.close()
	ann.send(web.Request{Type: web.ReqNew, Game: "pokerdice", Seats: []string{"you", "simple"}, Speed: "instant"})
	j, from := ann.waitType(0, web.MsgJoined)
	assert.Equal(t, "tip", j["hint"])
	ann.waitMsg(from, func(m msg) bool { return m.typ() == web.MsgStep && m["your_turn"] == true })
	ann.send(web.Request{Type: web.ReqHint})
	h, _ := ann.waitType(from, web.MsgHint)
	assert.Contains(t, h["title"], "odds")
	lines, _ := h["lines"].([]any)
	require.NotEmpty(t, lines)
	assert.Contains(t, lines[0], "win")

	ann.send(web.Request{Type: web.ReqLeave})
	_, from = ann.waitType(from, web.MsgLeft)
	ann.send(ddzRequest("you", "simple", "simple"))
	j, from = ann.waitType(from, web.MsgJoined)
	assert.Equal(t, "", j["hint"])
	ann.send(web.Request{Type: web.ReqHint})
	r, _ := ann.waitType(from, web.MsgRefused)
	assert.Equal(t, "There is no hint for this position.", r["reason"])
}
