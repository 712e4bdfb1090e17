package pokerdice

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aipd "teahouse/ai/pokerdice"
	"teahouse/game"
	pd "teahouse/rules/pokerdice"
	"teahouse/tui/screen"
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

func TestGameSetup(t *testing.T) {
	tests := []struct {
		name  string
		setup screen.Setup
		err   string
		check func(t *testing.T, m model)
	}{
		{name: "defaults", setup: screen.Setup{Players: []game.Player{you, aiSimple}, Seed: 1},
			check: func(t *testing.T, m model) {
				cfg := m.tbl.State().Config()
				assert.Equal(t, 5, cfg.Rounds)
				assert.Equal(t, pd.Free, cfg.Rule)
				assert.False(t, cfg.Skills)
				assert.Equal(t, game.Normal, m.speed())
				assert.NotNil(t, m.ai[1])
				assert.Nil(t, m.ai[0])
			}},
		{name: "variants", setup: screen.Setup{Players: []game.Player{you, aiOptimal}, Rounds: 9,
			Variants: map[string]string{"rule": "strict", "skills": "on"}, Speed: game.Fast},
			check: func(t *testing.T, m model) {
				cfg := m.tbl.State().Config()
				assert.Equal(t, 9, cfg.Rounds)
				assert.Equal(t, pd.Strict, cfg.Rule)
				assert.True(t, cfg.Skills)
				assert.Equal(t, game.Fast, m.speed())
			}},
		{name: "one player", setup: screen.Setup{Players: []game.Player{you}}, err: "needs 2 players"},
		{name: "bad rule", setup: screen.Setup{Players: []game.Player{you, you}, Variants: map[string]string{"rule": "loose"}}, err: "loose"},
		{name: "bad skills", setup: screen.Setup{Players: []game.Player{you, you}, Variants: map[string]string{"skills": "maybe"}}, err: "maybe"},
		{name: "unknown option", setup: screen.Setup{Players: []game.Player{you, you}, Variants: map[string]string{"jokers": "on"}}, err: "no option jokers"},
		{name: "bad level", setup: screen.Setup{Players: []game.Player{you, {Name: "AI", Kind: game.AI, Level: "genius"}}}, err: "genius"},
		{name: "bad speed", setup: screen.Setup{Players: []game.Player{you, aiSimple}, Speed: "warp"}, err: "warp"},
		{name: "too many rounds", setup: screen.Setup{Players: []game.Player{you, aiSimple}, Rounds: 100}, err: "rounds 100"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			scr, err := Game.New(testEnv(false), tc.setup)
			if tc.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.err)
				return
			}
			require.NoError(t, err)
			m := scr.(model)
			assert.True(t, m.Running())
			tc.check(t, m)
		})
	}
}

// Two players of one name are told apart by seat.
func TestGameSeatNames(t *testing.T) {
	assert.Equal(t, screen.Names{"You", "AI (simple)"}, start(t, testEnv(false), setup(1, nil, you, aiSimple)).names)
	assert.Equal(t, screen.Names{"P1 AI (simple)", "P2 AI (simple)"}, start(t, testEnv(false), setup(1, nil, aiSimple, aiSimple)).names)
}

// SaveLog writes the table's log, which replays.
func TestGameSaveLog(t *testing.T) {
	m := press(t, start(t, testEnv(false), setup(42, nil)), "2", "enter")
	path, err := m.SaveLog(t.TempDir())
	require.NoError(t, err)
	assert.Contains(t, path, "pokerdice-20260102-030405-42.jsonl")
}
