package server_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/game/rating"
)

// The Tables page's l opens the leaderboard of the game in focus in the
// lobby, the computer levels listed as landmarks; esc goes back to the
// tables.
func TestTablesPageOpensTheLeaderboard(t *testing.T) {
	s := startServer(t, nil)
	require.NoError(t, s.store.SetLandmarks("pokerdice", map[string]rating.Rating{"ai:optimal": {R: 1723, RD: 40, Vol: 0.06}}))
	ann := enter(t, s, "ann")
	defer ann.close()
	ann.send("o")
	ann.waitFor("No table is open")
	mark := ann.mark()
	ann.send("l")
	ann.waitFrom(mark, "Leaderboard")
	ann.waitFrom(mark, "AI (optimal)")
	ann.waitFrom(mark, "1723 ± 78")
	ann.waitFrom(mark, "landmark")
	mark = ann.mark()
	ann.send("esc")
	ann.waitFrom(mark, "shared tables on this server")
}
