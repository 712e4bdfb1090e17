package yahtzee

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gy "teahouse/game/yahtzee"
	"teahouse/tui/screen"
	"teahouse/tui/screentest"
)

// A setup's seats, seed and players reach the saved log's header; a
// computer without a level plays the strongest; the people may take back
// a score, the computers not.
func TestGameSetup(t *testing.T) {
	six := []game.Player{you, aiOptimal, aiGreedy, aiOptimal, aiGreedy, p2}
	tests := []struct {
		name    string
		players []game.Player
		want    []game.Player
	}{
		{"solitaire", []game.Player{you}, nil},
		{"six players", six, nil},
		{"an AI without a level", []game.Player{you, {Name: "AI", Kind: game.AI}}, []game.Player{you, {Name: "AI", Kind: game.AI, Level: "optimal"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := setup(5, tc.players...)
			s.Speed = game.Fast // nothing is played before the test looks
			m := start(t, testEnv(false), s)
			assert.True(t, m.Running())
			h := savedLog(t, m).Header
			var cfg gy.Config
			require.NoError(t, json.Unmarshal(h.Config, &cfg))
			want := gy.Config{Seats: len(tc.players)}
			for i, p := range tc.players {
				if p.Kind == game.Human {
					want.Undo = append(want.Undo, game.Seat(i))
				}
			}
			assert.Equal(t, want, cfg)
			players := tc.want
			if players == nil {
				players = tc.players
			}
			assert.Equal(t, players, h.Players)
			assert.Equal(t, uint64(5), h.Seed)
			assert.Equal(t, "yahtzee", h.Game)
		})
	}
}

func TestGameSetupRefusesBadOnes(t *testing.T) {
	seven := []game.Player{you, you, you, you, you, you, you}
	screentest.RequireRefused(t, Screens, []screentest.Refused{
		{Name: "nobody", Setup: screen.Setup{}, Err: "1 to 6 players"},
		{Name: "seven", Setup: screen.Setup{Players: seven}, Err: "1 to 6 players"},
		{Name: "an option", Setup: screen.Setup{Players: []game.Player{you}, Options: game.Settings{"jokers": "free"}}, Err: "no option jokers"},
		{Name: "bad level", Setup: screen.Setup{Players: []game.Player{you, {Name: "AI", Kind: game.AI, Level: "genius"}}}, Err: "genius"},
		{Name: "bad speed", Setup: screen.Setup{Players: []game.Player{you}, Speed: "warp"}, Err: "warp"},
	})
}

// SaveLog writes the table's log, named after the game and time, never
// the seed.
func TestGameSaveLog(t *testing.T) {
	m := press(t, start(t, testEnv(false), setup(42)), "r", "enter")
	path, err := m.SaveLog(t.TempDir())
	require.NoError(t, err)
	assert.Contains(t, path, "yahtzee-20260102-030405.jsonl")
}
