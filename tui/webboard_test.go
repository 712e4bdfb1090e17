package tui

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game/rating"
	"teahouse/game/store"
	"teahouse/tui/web"
)

// The web page's leaderboard has the terminal's rows, named alike, the
// person's own marked, and no player's ID.
func TestWebLeaderboardIsTheTerminals(t *testing.T) {
	a := recordsApp(t, nil, 80, 24)
	dz, bj := a.games[lobbyDoudizhu], a.games[lobbyBlackjack]
	standings := boardRecords().board["doudizhu"]
	lb := WebLeaderboard(dz, standings, "local:ann")
	assert.Equal(t, "doudizhu", lb.Game)
	require.Len(t, lb.Rows, len(standings))
	assert.Equal(t, web.Standing{Name: "AI (expert)", Rating: 1812, Low: 1750, High: 1874, Games: 40, Last: "2026-01-01", Landmark: true}, lb.Rows[0])
	assert.Equal(t, web.Standing{Name: "./bots/ddz-greedy --deep", Rating: 1690, Low: 1572, High: 1808, Games: 120, Last: "2026-01-01", Program: true}, lb.Rows[1])
	assert.Equal(t, web.Standing{Name: "ann", Rating: 1623, Low: 1539, High: 1707, Games: 14, Last: "2026-01-02", You: true}, lb.Rows[2])
	assert.Equal(t, "AI (rule)", lb.Rows[3].Name)
	assert.Empty(t, lb.Rows[3].Last, "a landmark never played")
	assert.Equal(t, "bo", lb.Rows[4].Name, "plain")
	b, err := json.Marshal(lb)
	require.NoError(t, err)
	assert.NotContains(t, string(b), "ssh:SHA256")
	assert.NotContains(t, string(b), "local:")

	none := WebLeaderboard(bj, nil, "local:ann")
	assert.Equal(t, "played against the house", none.Unrated)
	assert.NotNil(t, none.Rows, "an empty list, not null")
}

// A row named by its ID (a landmark just set) is named by the level, the
// login or not at all: never by a player's ID.
func TestStandingNameNeverShowsAnID(t *testing.T) {
	for _, tc := range []struct{ id, name, want string }{
		{"ai:expert", "ai:expert", "AI (expert)"},
		{"ai:expert", "AI (expert)", "AI (expert)"},
		{"local:ann", "local:ann", "ann"},
		{"local:ann", "", "ann"},
		{"web:xxwoGvDaQidp59uodlXEvA", "web:xxwoGvDaQidp59uodlXEvA", "(no name)"},
		{"ssh:SHA256:abc", "", "(no name)"},
		{"ssh:SHA256:abc", "bo\x1b[2J", "bo"},
		{"exec:./bot --fast", "Program (bot)", "./bot --fast"},
	} {
		assert.Equal(t, tc.want, StandingName(store.Standing{Player: tc.id, Name: tc.name, Rating: rating.New()}), tc.id)
	}
}
