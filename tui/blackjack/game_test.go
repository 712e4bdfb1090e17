package blackjack

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aibj "teahouse/ai/blackjack"
	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/tui/screen"
)

func TestGameDescription(t *testing.T) {
	assert.Equal(t, "blackjack", Game.ID)
	lo, hi := Game.SeatRange()
	assert.Equal(t, [2]int{1, 5}, [2]int{lo, hi})
	assert.Equal(t, aibj.Levels, Game.Levels)
	for _, r := range Game.Title + Game.Blurb {
		assert.Less(t, r, rune(128), "the lobby draws the title in ASCII mode too")
	}
	for _, v := range Game.Variants {
		assert.LessOrEqual(t, len(v.Label), 10, "the setup screen's label column")
		for _, value := range v.Values {
			_, err := optionsOf(screen.Setup{Variants: map[string]string{v.Key: value}}, 1)
			assert.NoError(t, err, "%s=%s", v.Key, value)
		}
	}
	assert.Contains(t, Game.RoundChoices, Game.Rounds)
}

// Every preset is a valid rule set, the first the default table.
func TestGamePresets(t *testing.T) {
	assert.Equal(t, bj.Default(), presets[0].rules())
	for _, p := range presets {
		assert.NoError(t, p.rules().Validate(), p.name)
	}
	o, err := optionsOf(screen.Setup{Variants: map[string]string{keyRules: "1 deck, H17, 6:5"}}, 2)
	require.NoError(t, err)
	assert.Equal(t, 1, o.cfg.Rules.Decks)
	assert.Equal(t, bj.SixToFive, o.cfg.Rules.Payout)
	assert.False(t, o.cfg.Rules.DAS)
}

// Variants writes every rule and the table's chips for the command line;
// the screen reads them back to the same config.
func TestGameVariantsRoundTrip(t *testing.T) {
	r := bj.Default()
	r.Decks, r.H17, r.DAS, r.Double, r.Surrender = 2, true, false, bj.Double9to11, bj.LateSurrender
	r.ResplitAces, r.MaxHands, r.Payout, r.Penetration, r.SplitTens = true, 3, bj.SixToFive, 0.8, true
	cfg := gb.Config{Rules: r, Bankroll: 250, MinBet: 5, MaxBet: 100}
	o, err := optionsOf(screen.Setup{Variants: Variants(cfg, true), Rounds: 7}, 3)
	require.NoError(t, err)
	cfg.Seats, cfg.Rounds, cfg.BrokeSitsOut = 3, 7, true
	assert.Equal(t, cfg, o.cfg)
	assert.True(t, o.count)

	o, err = optionsOf(screen.Setup{Variants: Variants(gb.Config{}, false)}, 1)
	require.NoError(t, err)
	assert.Equal(t, gb.Config{Rules: bj.Default(), Seats: 1, BrokeSitsOut: true}, o.cfg)
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
		{name: "an AI without a level counts", setup: screen.Setup{Players: []game.Player{you, {Name: "AI", Kind: game.AI}}}, players: 2},
		{name: "nobody", setup: screen.Setup{}, err: "1 to 5 players"},
		{name: "six", setup: screen.Setup{Players: append(five, you)}, err: "1 to 5 players"},
		{name: "an unknown option", setup: screen.Setup{Players: []game.Player{you}, Variants: map[string]string{"jokers": "wild"}}, err: "no option jokers"},
		{name: "bad decks", setup: screen.Setup{Players: []game.Player{you}, Variants: map[string]string{"decks": "9"}}, err: "decks 9"},
		{name: "bad preset", setup: screen.Setup{Players: []game.Player{you}, Variants: map[string]string{"rules": "Reno"}}, err: "rules \"Reno\""},
		{name: "bad limits", setup: screen.Setup{Players: []game.Player{you}, Variants: map[string]string{"min-bet": "50", "max-bet": "20"}}, err: "below the minimum"},
		{name: "bad level", setup: screen.Setup{Players: []game.Player{you, {Name: "AI", Kind: game.AI, Level: "psychic"}}}, err: "psychic"},
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
			for i, p := range m.tbl.Players() {
				if p.Kind == game.AI {
					assert.NotEmpty(t, p.Level, "seat %d", i)
				}
			}
		})
	}
}

// SaveLog writes the table's log, named after the game, time and seed.
func TestGameSaveLog(t *testing.T) {
	m := dealt(t, testEnv(false), seedDouble)
	path, err := m.SaveLog(t.TempDir())
	require.NoError(t, err)
	assert.Contains(t, path, "blackjack-20260102-030405-259.jsonl")
}
