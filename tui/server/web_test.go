package server_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/gametest"
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
// Dou Dizhu, whose hint is a key of its screen, the page is given the
// hint of its seat's view; at Yahtzee, which gives a page none, the page
// is told so and asking is refused with a sentence.
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
	assert.Equal(t, "hint", j["hint"])
	_, from = ann.waitMsg(from, func(m msg) bool { return m.typ() == web.MsgStep && m["your_turn"] == true })
	ann.send(web.Request{Type: web.ReqHint})
	h, from = ann.waitType(from, web.MsgHint)
	lines, _ = h["lines"].([]any)
	require.Len(t, lines, 1)
	assert.Regexp(t, `^(bid|pass|call|rob|play)`, lines[0], "the suggested action, then why")

	cy := enterPage(t, s, "cy")
	defer cy.close()
	cy.send(web.Request{Type: web.ReqWatch, Table: int(h["table"].(float64))})
	_, cyFrom := cy.waitType(0, web.MsgJoined)
	cy.send(web.Request{Type: web.ReqHint})
	r, _ := cy.waitType(cyFrom, web.MsgRefused)
	assert.Equal(t, "A spectator does not play: sit down to play.", r["reason"], "a spectator has no turn to hint")
}

// TestAPageAsksTheYahtzeeAdvisor: a Yahtzee page is told the game has
// its advisor, and asking gives the advisor's figures once the strategy
// table is there (asking while it loads is refused and starts the load).
func TestAPageAsksTheYahtzeeAdvisor(t *testing.T) {
	if testing.Short() {
		t.Skip("the strategy table may have to be solved: the long pass asks")
	}
	s := startWeb(t, nil)
	ann := enterPage(t, s, "ann")
	defer ann.close()
	ann.send(web.Request{Type: web.ReqNew, Game: "yahtzee", Seats: []string{"you"}, Speed: "instant"})
	j, from := ann.waitType(0, web.MsgJoined)
	assert.Equal(t, "advisor", j["hint"])
	_, from = ann.waitMsg(from, func(m msg) bool { return m.typ() == web.MsgStep && m["your_turn"] == true })
	deadline := time.Now().Add(gametest.Patience(t))
	for time.Now().Before(deadline) {
		ann.send(web.Request{Type: web.ReqHint})
		m, next := ann.waitMsg(from, func(m msg) bool { return m.typ() == web.MsgHint || m.typ() == web.MsgRefused })
		from = next
		if m.typ() == web.MsgHint {
			assert.Contains(t, m["title"], "Advisor")
			lines, _ := m["lines"].([]any)
			require.NotEmpty(t, lines)
			assert.Contains(t, lines[0], "Expected final score")
			return
		}
		time.Sleep(100 * time.Millisecond) // the table loads; ask again
	}
	t.Fatal("the advisor never came")
}

// TestSpectatorPagesShareTheirSteps: pages watching one table get the
// same frames from the step each came in at; one coming late is sent the
// table as it stands with the log so far; a spectator's action is
// refused; a spectator that leaves is sent the list of tables and nothing
// more of the table.
func TestSpectatorPagesShareTheirSteps(t *testing.T) {
	s := startWeb(t, nil)
	ann := enterPage(t, s, "ann")
	defer ann.close()
	ann.send(ddzRequest("you", "simple", "simple"))
	_, from := ann.waitType(0, web.MsgJoined)
	cy := enterPage(t, s, "cy")
	defer cy.close()
	cy.send(web.Request{Type: web.ReqWatch, Table: 1})
	_, cyFrom := cy.waitType(0, web.MsgJoined)

	m, _ := ann.waitMsg(from, func(m msg) bool { return m.typ() == web.MsgStep && m["your_turn"] == true })
	ann.send(map[string]any{"type": web.ReqAct, "action": m["legal"].([]any)[0]})
	ann.waitMsg(from, func(m msg) bool { return strings.Contains(strings.Join(logOf(m), " "), "You play") })
	cy.waitMsg(cyFrom, func(m msg) bool { return strings.Contains(strings.Join(logOf(m), " "), "ann plays") })

	dan := enterPage(t, s, "dan")
	defer dan.close()
	dan.send(web.Request{Type: web.ReqWatch, Table: 1})
	_, danFrom := dan.waitType(0, web.MsgJoined)
	now, _ := dan.waitType(danFrom, web.MsgStep)
	log := strings.Join(logOf(now), "\n")
	assert.Contains(t, log, "Dou Dizhu, 1 deal", "the log from the opening")
	assert.Contains(t, log, "ann plays", "as a spectator reads it")
	assert.Empty(t, now["events"])

	dan.send(web.Request{Type: web.ReqAct, Action: []byte(`{"kind":"pass"}`)})
	r, _ := dan.waitType(danFrom, web.MsgRefused)
	assert.Equal(t, "A spectator does not play: sit down to play.", r["reason"])

	playPage(t, ann, from)
	over := func(m msg) bool { return m.typ() == web.MsgStep && m["outcome"].(map[string]any)["over"] == true }
	_, cyEnd := cy.waitMsg(cyFrom, over)
	_, danEnd := dan.waitMsg(danFrom, over)
	cySteps, danSteps := steps(t, cy.all()[:cyEnd]), steps(t, dan.all()[:danEnd])
	require.NotEmpty(t, danSteps)
	tail := cySteps[len(cySteps)-len(danSteps)+1:]
	require.Len(t, tail, len(danSteps)-1)
	for i, st := range tail {
		assert.Equal(t, st.raw, danSteps[i+1].raw, "the same frame to every spectator")
	}

	dan.send(web.Request{Type: web.ReqLeave})
	_, after := dan.waitType(danEnd, web.MsgLeft)
	dan.waitType(after, web.MsgTables)
}
