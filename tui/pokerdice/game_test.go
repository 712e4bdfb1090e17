package pokerdice

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aipd "teahouse/ai/pokerdice"
	"teahouse/game"
	gp "teahouse/game/pokerdice"
	pd "teahouse/rules/pokerdice"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

func TestGameDescription(t *testing.T) {
	assert.Equal(t, "pokerdice", Game.ID)
	assert.Equal(t, 2, Game.Seats)
	assert.Equal(t, aipd.Levels, Game.Levels)
	assert.Equal(t, 5, Game.Rounds)
	assert.Contains(t, Game.RoundChoices, Game.Rounds)
	require.Len(t, Game.Variants, 2)
	assert.Equal(t, []string{"free", "strict"}, Game.Variants[0].Values)
	assert.Equal(t, []string{"off", "on"}, Game.Variants[1].Values)
	for _, r := range Game.Title + Game.Blurb {
		assert.Less(t, r, rune(128), "the lobby draws the title in ASCII mode too")
	}
}

// A setup becomes the match's config, which the saved log's header keeps.
func TestGameSetup(t *testing.T) {
	m := start(t, testEnv(false), screen.Setup{Players: []game.Player{you, aiOptimal}, Rounds: 9, Seed: 3,
		Variants: map[string]string{"rule": "strict", "skills": "on"}, Speed: game.Instant})
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
	screentest.RequireRefused(t, Game, []screentest.Refused{
		{Name: "one player", Setup: screen.Setup{Players: []game.Player{you}}, Err: "needs 2 players"},
		{Name: "bad rule", Setup: screen.Setup{Players: []game.Player{you, you}, Variants: map[string]string{"rule": "loose"}}, Err: "loose"},
		{Name: "bad skills", Setup: screen.Setup{Players: []game.Player{you, you}, Variants: map[string]string{"skills": "maybe"}}, Err: "maybe"},
		{Name: "unknown option", Setup: screen.Setup{Players: []game.Player{you, you}, Variants: map[string]string{"jokers": "on"}}, Err: "no option jokers"},
		{Name: "bad level", Setup: screen.Setup{Players: []game.Player{you, {Kind: game.AI, Level: "genius"}}}, Err: "genius"},
		{Name: "bad speed", Setup: screen.Setup{Players: []game.Player{you, aiSimple}, Speed: "warp"}, Err: "warp"},
		{Name: "bad rounds", Setup: screen.Setup{Players: []game.Player{you, aiSimple}, Rounds: 200}, Err: "rounds 200"},
	})
}
