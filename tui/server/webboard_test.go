package server_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/gametest"
	"teahouse/game/rating"
	"teahouse/tui/web"
)

// TestAPageAsksALeaderboard: a page asks a game's leaderboard and is
// sent its rows as the terminal names them, its own row marked and
// nobody's ID; Blackjack's says why it is not rated; an unknown game is
// refused.
func TestAPageAsksALeaderboard(t *testing.T) {
	s := startWeb(t, nil)
	ann := enterPage(t, s, "ann")
	defer ann.close()
	// a game played gives ann's ID: the store's results know it
	ann.send(web.Request{Type: web.ReqNew, Game: "pokerdice", Options: map[string]string{"rounds": "1"}, Seats: []string{"you", "simple"}, Speed: "instant"})
	_, from := ann.waitType(0, web.MsgJoined)
	from = playPage(t, ann, from)
	var id string
	require.Eventually(t, func() bool { // the results are recorded as the table ends
		stats, err := s.store.Stats("pokerdice")
		require.NoError(t, err)
		for _, p := range stats {
			if p.Name == "ann" {
				id = p.Player
			}
		}
		return id != ""
	}, gametest.Patience(t), 20*time.Millisecond, "ann's game is recorded")
	require.NoError(t, s.store.SetLandmarks("pokerdice", map[string]rating.Rating{
		"ai:optimal": {R: 1000.4, RD: 30, Vol: 0.06}, id: {R: 2000, RD: 50, Vol: 0.06}}))

	ann.send(web.Request{Type: web.ReqLeaderboard, Game: "pokerdice"})
	m, from := ann.waitType(from, web.MsgLeaderboard)
	assert.Equal(t, "Risk Choice (dice poker)", m["title"])
	rows, _ := m["rows"].([]any)
	require.Len(t, rows, 3, "ann, the level she played, the landmark")
	you, played, landmark := rows[0].(map[string]any), rows[1].(map[string]any), rows[2].(map[string]any)
	assert.Equal(t, true, you["you"])
	assert.EqualValues(t, 2000, you["rating"])
	assert.EqualValues(t, 1902, you["low"])
	assert.EqualValues(t, 2098, you["high"])
	assert.Equal(t, "AI (simple)", played["name"])
	assert.EqualValues(t, 1, played["games"])
	assert.Regexp(t, `^\d{4}-\d{2}-\d{2}$`, played["last"])
	assert.Nil(t, played["you"])
	assert.Equal(t, "AI (optimal)", landmark["name"])
	assert.Equal(t, true, landmark["landmark"])
	assert.EqualValues(t, 1000, landmark["rating"])
	assert.Equal(t, "", landmark["last"], "a landmark never played")
	for _, f := range ann.all() {
		assert.NotContains(t, f, id, "no player's ID is sent")
	}

	ann.send(web.Request{Type: web.ReqLeaderboard, Game: "blackjack"})
	m, from = ann.waitType(from, web.MsgLeaderboard)
	assert.Equal(t, "played against the house", m["unrated"])
	assert.Empty(t, m["rows"])

	ann.send(web.Request{Type: web.ReqLeaderboard, Game: "chess"})
	r, _ := ann.waitType(from, web.MsgRefused)
	assert.Equal(t, web.ReqLeaderboard, r["to"])
	assert.True(t, strings.Contains(r["reason"].(string), `no game "chess"`), r["reason"])
}
