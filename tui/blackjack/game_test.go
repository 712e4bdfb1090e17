package blackjack

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aibj "teahouse/ai/blackjack"
	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/tui/screen"
)

// headerConfig is the config the saved log's header keeps.
func headerConfig(t *testing.T, m screenOf) gb.Config {
	t.Helper()
	var cfg gb.Config
	require.NoError(t, json.Unmarshal(saved(t, m).Header.Config, &cfg))
	return cfg
}

// The rules chosen reach the table: the saved log's header has them, and
// new tables play by rules version 2 (a broke seat has its turn).
func TestGameRulesReachTheLog(t *testing.T) {
	s := setup(3, you, aiCounter, aiBasic)
	s.Options["rounds"] = "7"
	s.Options["decks"] = "1"
	s.Options["h17"] = "on"
	s.Options["das"] = "off"
	s.Options["payout"] = "6:5"
	s.Options["surrender"] = "late"
	s.Options["bankroll"] = "250"
	s.Options["min-bet"] = "5"
	s.Options["max-bet"] = "100"
	m := start(t, testEnv(false), s)
	cfg := headerConfig(t, m)
	want := bj.Default()
	want.Decks, want.H17, want.DAS, want.Payout, want.Surrender = 1, true, false, bj.SixToFive, bj.LateSurrender
	assert.Equal(t, want, cfg.Rules)
	assert.Equal(t, gb.Config{Rules: want, Seats: 3, Rounds: 7, Bankroll: 250, MinBet: 5, MaxBet: 100}, cfg)
	assert.False(t, cfg.BrokeSitsOut, "version 2: broke seats have their turn")
	h := saved(t, m).Header
	assert.Equal(t, gb.Game.Version(), h.Version)
	assert.Equal(t, uint64(3), h.Seed)
	assert.Equal(t, []game.Player{you, aiCounter, aiBasic}, h.Players)
	assert.Contains(t, m.View(), "1 deck H17 surrender 6:5 bets 5-100", "the header names the rules")
	assert.Contains(t, m.View(), "Round 1 of 7")
}

// Every rule and the table's chips given as options reach the table;
// none given is the default table.
func TestGameOptionsReachTheTable(t *testing.T) {
	r := bj.Default()
	r.Decks, r.H17, r.DAS, r.Double, r.Surrender = 2, true, false, bj.Double9to11, bj.LateSurrender
	r.ResplitAces, r.MaxHands, r.Payout, r.Penetration, r.SplitTens = true, 3, bj.SixToFive, 0.8, true
	cfg := gb.Config{Rules: r, Bankroll: 250, MinBet: 5, MaxBet: 100, Rounds: 7}
	s := setup(1, you, aiBasic, aiBasic)
	s.Options = gb.Def.Fields.Settings(cfg)
	m := start(t, testEnv(false), s)
	cfg.Seats = 3
	assert.Equal(t, cfg, headerConfig(t, m))

	s = setup(1, you)
	s.Options = nil
	m = start(t, testEnv(false), s)
	assert.Equal(t, gb.Config{Rules: bj.Default(), Seats: 1, Bankroll: 1000, MinBet: 10, MaxBet: 500, Rounds: gb.DefaultRounds}, headerConfig(t, m))
}

func TestGameSetup(t *testing.T) {
	five := []game.Player{you, aiBasic, aiCounter, aiBasic, you}
	tests := []struct {
		name    string
		setup   screen.Setup
		err     string
		players int
	}{
		{name: "alone", setup: screen.Setup{Players: []game.Player{you}}, players: 1},
		{name: "five seats", setup: screen.Setup{Players: five, Speed: game.Fast}, players: 5},
		{name: "an AI without a level plays the strongest", setup: screen.Setup{Players: []game.Player{you, {Kind: game.AI}}}, players: 2},
		{name: "nobody", setup: screen.Setup{}, err: "1 to 5 players"},
		{name: "six", setup: screen.Setup{Players: append(five, you)}, err: "1 to 5 players"},
		{name: "an unknown option", setup: screen.Setup{Players: []game.Player{you}, Options: game.Settings{"jokers": "wild"}}, err: "no option jokers"},
		{name: "bad decks", setup: screen.Setup{Players: []game.Player{you}, Options: game.Settings{"decks": "9"}}, err: `decks "9"`},
		{name: "bad limits", setup: screen.Setup{Players: []game.Player{you}, Options: game.Settings{"min-bet": "50", "max-bet": "20"}}, err: "below the minimum"},
		{name: "bad level", setup: screen.Setup{Players: []game.Player{you, {Kind: game.AI, Level: "psychic"}}}, err: "psychic"},
		{name: "bad speed", setup: screen.Setup{Players: []game.Player{you}, Speed: "warp"}, err: "warp"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			scr, err := Screens.New(testEnv(false), tc.setup)
			if tc.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.err)
				return
			}
			require.NoError(t, err)
			defer scr.Close()
			m := scr.(screenOf)
			assert.True(t, m.Running())
			players := saved(t, m).Header.Players
			require.Len(t, players, tc.players)
			for i, p := range players {
				if p.Kind == game.AI {
					assert.Contains(t, aibj.Levels, p.Level, "seat %d", i)
				}
			}
		})
	}
}

// SaveLog writes the table's log, named after the game and time, never
// the seed.
func TestGameSaveLog(t *testing.T) {
	m := dealt(t, testEnv(false), seedDouble)
	path, err := m.SaveLog(t.TempDir())
	require.NoError(t, err)
	assert.True(t, strings.HasSuffix(path, "blackjack-20260102-030405.jsonl"), path)
}
