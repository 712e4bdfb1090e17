package pokerdice

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gp "teahouse/game/pokerdice"
	pd "teahouse/rules/pokerdice"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// A setup becomes the match's config, which the saved log's header keeps.
func TestGameSetup(t *testing.T) {
	m := start(t, testEnv(false), screen.Setup{Players: []game.Player{you, aiOptimal}, Seed: 3,
		Options: game.Settings{"rounds": "9", "rule": "strict", "skills": "on"}, Speed: game.Instant})
	_, data := screentest.SavedLog(t, m)
	h, err := game.ReadHeader(bytesReader(data), "saved")
	require.NoError(t, err)
	var cfg gp.Config
	require.NoError(t, json.Unmarshal(h.Config, &cfg))
	assert.Equal(t, gp.Config{Rounds: 9, Rule: pd.Strict, Skills: true}, cfg)
	assert.Equal(t, []game.Player{you, aiOptimal}, h.Players)
	assert.Equal(t, uint64(3), h.Seed)
	assert.True(t, m.Running())
}

func TestGameSetupRefusesBadOnes(t *testing.T) {
	screentest.RequireRefused(t, Screens, []screentest.Refused{
		{Name: "one player", Setup: screen.Setup{Players: []game.Player{you}}, Err: "needs 2 players"},
		{Name: "bad rule", Setup: screen.Setup{Players: []game.Player{you, you}, Options: game.Settings{"rule": "loose"}}, Err: "loose"},
		{Name: "bad skills", Setup: screen.Setup{Players: []game.Player{you, you}, Options: game.Settings{"skills": "maybe"}}, Err: "maybe"},
		{Name: "unknown option", Setup: screen.Setup{Players: []game.Player{you, you}, Options: game.Settings{"jokers": "on"}}, Err: "no option jokers"},
		{Name: "bad level", Setup: screen.Setup{Players: []game.Player{you, {Kind: game.AI, Level: "genius"}}}, Err: "genius"},
		{Name: "bad speed", Setup: screen.Setup{Players: []game.Player{you, aiSimple}, Speed: "warp"}, Err: "warp"},
		{Name: "bad rounds", Setup: screen.Setup{Players: []game.Player{you, aiSimple}, Options: game.Settings{"rounds": "200"}}, Err: `rounds "200"`},
	})
}
