package cli

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	tbj "teahouse/tui/blackjack"
)

func TestPlayBlackjackBadUsage(t *testing.T) {
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{"--seats", "human,robot"}, []string{"--seats", "basic or counter"}},
		{[]string{"--seats", "human,human,human,human,human,human"}, []string{"--seats", "at most 5"}},
		{[]string{"--decks", "9"}, []string{"--decks", "1 to 8"}},
		{[]string{"--payout", "2:1"}, []string{"--payout", "3:2 or 6:5"}},
		{[]string{"--min-bet", "50", "--max-bet", "20"}, []string{"maximum bet 20 is below the minimum 50"}},
		{[]string{"--bankroll", "5"}, []string{"--bankroll 5 is less than the minimum bet 10"}},
		{[]string{"--bankroll", "0"}, []string{`invalid argument "0" for "--bankroll" flag: want 1 chip or more`}},
		{[]string{"--min-bet", "0"}, []string{`invalid argument "0" for "--min-bet" flag: want 1 chip or more`}},
		{[]string{"--max-bet", "-5"}, []string{`"--max-bet" flag: want 1 chip or more`}},
		{[]string{"--seed", "x"}, []string{"--seed", "want a whole number"}},
		{[]string{"--rounds", "-1"}, []string{"--rounds"}},
		{[]string{"--speed", "warp"}, []string{"--speed"}},
		{[]string{"extra"}, []string{"unexpected argument"}},
	}
	for _, tt := range tests {
		refused(t, append([]string{"play", "blackjack"}, tt.args...), tt.want...)
	}
}

func TestPlayBlackjackHelp(t *testing.T) {
	code, out, _ := run("play", "blackjack", "--help")
	require.Equal(t, 0, code)
	for _, flag := range []string{"--decks", "--h17", "--no-das", "--double", "--surrender", "--resplit-aces", "--max-hands",
		"--payout", "--penetration", "--seats", "--bankroll", "--min-bet", "--max-bet", "--seed", "--speed", "--show-count", "--rounds"} {
		assert.Contains(t, out, flag)
	}
	code, out, _ = run("play", "--help")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "blackjack")
}

// The flags become the setup the screen reads: the rules spelled out as
// variants, the seats, the seed.
func TestPlayBlackjackSetup(t *testing.T) {
	p := newPlayBlackjackFlags()
	c := p.command(streams{}, &globals{})
	require.NoError(t, c.ParseFlags([]string{"--decks", "2", "--h17", "--surrender", "late", "--seats", "human,ai:basic,human",
		"--bankroll", "300", "--min-bet", "5", "--seed", "7", "--show-count", "--speed", "fast", "--rounds", "9"}))
	s, err := p.setup(c)
	require.NoError(t, err)
	assert.Equal(t, uint64(7), s.Seed)
	assert.Equal(t, game.Fast, s.Speed)
	assert.Equal(t, 9, s.Rounds)
	require.Len(t, s.Players, 3)
	assert.Equal(t, []game.Player{{Kind: game.Human}, {ID: "ai:basic", Kind: game.AI, Level: "basic"}, {Kind: game.Human}}, s.Players)
	assert.Equal(t, "2", s.Variants["decks"])
	assert.Equal(t, "on", s.Variants["h17"])
	assert.Equal(t, "late", s.Variants["surrender"])
	assert.Equal(t, bj.Default().Payout.String(), s.Variants["payout"])
	assert.Equal(t, "300", s.Variants["bankroll"])
	assert.Equal(t, "5", s.Variants["min-bet"])
	assert.Equal(t, "shown", s.Variants["count"])
}

// With no flags the table is the lobby's new setup: the same players,
// rounds, speed and rules (the lobby's first rules preset is the default
// table).
func TestPlayBlackjackDefaultsAreTheLobbys(t *testing.T) {
	p := newPlayBlackjackFlags()
	c := p.command(streams{}, &globals{})
	require.NoError(t, c.ParseFlags(nil))
	s, err := p.setup(c)
	require.NoError(t, err)
	assert.Equal(t, tbj.Game.DefaultPlayers(), s.Players)
	assert.Equal(t, tbj.Game.Rounds, s.Rounds)
	assert.Equal(t, game.Normal, s.Speed)
	cfg := gb.Config{Bankroll: gb.DefaultBankroll, MinBet: gb.DefaultMinBet, MaxBet: gb.DefaultMaxBet}
	assert.Equal(t, tbj.Variants(cfg, false), s.Variants)
}
