package yahtzee

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aiy "teahouse/ai/yahtzee"
	"teahouse/game"
	"teahouse/tui/screen"
)

func TestGameDescription(t *testing.T) {
	assert.Equal(t, "yahtzee", Game.ID)
	lo, hi := Game.SeatRange()
	assert.Equal(t, [2]int{1, 6}, [2]int{lo, hi})
	assert.Equal(t, 2, Game.Seats)
	assert.Equal(t, aiy.Levels, Game.Levels)
	assert.Empty(t, Game.RoundChoices, "a game is always 13 rounds")
	assert.Empty(t, Game.Variants)
	for _, r := range Game.Title + Game.Blurb {
		assert.Less(t, r, rune(128), "the lobby draws the title in ASCII mode too")
	}
}

func TestGameSetup(t *testing.T) {
	six := []game.Player{you, aiOptimal, aiGreedy, aiOptimal, aiGreedy, you}
	tests := []struct {
		name    string
		setup   screen.Setup
		err     string
		players int
	}{
		{name: "solitaire", setup: screen.Setup{Players: []game.Player{you}}, players: 1},
		{name: "six players", setup: screen.Setup{Players: six, Speed: game.Fast}, players: 6},
		{name: "an AI without a level plays its best", setup: screen.Setup{Players: []game.Player{you, {Name: "AI", Kind: game.AI}}}, players: 2},
		{name: "nobody", setup: screen.Setup{}, err: "1 to 6 players"},
		{name: "seven", setup: screen.Setup{Players: append(six, you)}, err: "1 to 6 players"},
		{name: "an option", setup: screen.Setup{Players: []game.Player{you}, Variants: map[string]string{"jokers": "free"}}, err: "no option jokers"},
		{name: "bad level", setup: screen.Setup{Players: []game.Player{you, {Name: "AI", Kind: game.AI, Level: "genius"}}}, err: "genius"},
		{name: "bad speed", setup: screen.Setup{Players: []game.Player{you}, Speed: "warp"}, err: "warp"},
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
			assert.Equal(t, tc.players, m.seats())
			assert.Len(t, m.tbl.Players(), tc.players)
			for i, p := range m.tbl.Players() {
				if p.Kind == game.AI {
					assert.NotEmpty(t, p.Level, "seat %d", i)
				}
			}
		})
	}
}

// The optimal seats play only once the strategy table is in; the greedy
// ones need none.
func TestGameSeatsWaitForTheTable(t *testing.T) {
	scr, err := Game.New(testEnv(false), setup(1, aiOptimal, aiGreedy))
	require.NoError(t, err)
	m := scr.(model)
	assert.Nil(t, m.ai[0], "no table yet")
	assert.NotNil(t, m.ai[1])
	m = start(t, testEnv(false), setup(1, aiOptimal, aiGreedy, you))
	assert.NotNil(t, m.ai[0])
	assert.Nil(t, m.ai[2], "a human")
}

// SaveLog writes the table's log, named after the game, time and seed.
func TestGameSaveLog(t *testing.T) {
	m := press(t, start(t, testEnv(false), setup(42)), "r", "enter")
	path, err := m.SaveLog(t.TempDir())
	require.NoError(t, err)
	assert.Contains(t, path, "yahtzee-20260102-030405-42.jsonl")
}
