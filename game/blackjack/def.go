package blackjack

import (
	"cmp"
	"math"

	"teahouse/game"
	"teahouse/game/catalog"
	bj "teahouse/rules/blackjack"
)

// Bounds of the table's chips as options.
const (
	MaxBankroll = 1_000_000_000
	MaxBet      = 1_000_000
	MaxRounds   = 1_000_000
)

// DefaultRounds is the table's length the setup screen and play offer
// first; the Config's zero plays on until the players leave.
const DefaultRounds = 20

// Def is Blackjack in the game catalog: one to five seats, every table
// rule, the chips and the table's length.
var Def = catalog.Def[Config, State, Action, View]{
	Game:     Game,
	Title:    "Blackjack",
	Blurb:    "Casino blackjack with the exact value of every choice in the hint.",
	Unrated:  "played against the house",
	Seats:    2,
	MinSeats: 1,
	MaxSeats: MaxSeats,
	Seated:   func(c *Config, seats int) { c.Seats = seats },
	Fields: game.Fields[Config]{
		{Option: game.Option{Key: "rounds", Label: "Rounds", Kind: game.Number, Values: []string{"10", "20", "50", "100"},
			Min: 0, Max: MaxRounds, Default: game.Itoa(DefaultRounds), Help: "the table closes after this many rounds; 0 plays on until you leave"},
			Set: func(c *Config, v string) error { c.Rounds = game.Atoi(v); return nil },
			Get: func(c Config) string { return game.Itoa(c.Rounds) }},
		{Option: game.Option{Key: "decks", Label: "Decks", Kind: game.Number, Values: []string{"1", "2", "4", "6", "8"},
			Min: bj.MinDecks, Max: bj.MaxDecks, Default: "6", Help: "decks in the shoe"},
			Set: func(c *Config, v string) error { c.Rules.Decks = game.Atoi(v); return nil },
			Get: func(c Config) string { return game.Itoa(rulesOf(c).Decks) }},
		{Option: game.Option{Key: "h17", Label: "Soft 17", Kind: game.Flag, Default: game.Off,
			Help: "on: the dealer hits soft 17 (H17); off: stands (S17)"},
			Set: func(c *Config, v string) error { c.Rules.H17 = v == game.On; return nil },
			Get: func(c Config) string { return game.OnOff(rulesOf(c).H17) }},
		{Option: game.Option{Key: "das", Label: "DAS", Kind: game.Flag, Default: game.On,
			Help: "on: a hand may be doubled after a split"},
			Set: func(c *Config, v string) error { c.Rules.DAS = v == game.On; return nil },
			Get: func(c Config) string { return game.OnOff(rulesOf(c).DAS) }},
		{Option: game.Option{Key: "surrender", Label: "Surrender", Kind: game.Choice,
			Values: []string{bj.NoSurrender.String(), bj.LateSurrender.String()}, Default: bj.NoSurrender.String(),
			Help: "late: give up half the bet after the dealer checks for blackjack; none: never"},
			Set: func(c *Config, v string) error { return c.Rules.Surrender.Set(v) },
			Get: func(c Config) string { return rulesOf(c).Surrender.String() }},
		{Option: game.Option{Key: "payout", Label: "Blackjack", Kind: game.Choice,
			Values: []string{bj.ThreeToTwo.String(), bj.SixToFive.String()}, Default: bj.ThreeToTwo.String(),
			Help: "what a blackjack pays: 3:2 or 6:5"},
			Set: func(c *Config, v string) error { return c.Rules.Payout.Set(v) },
			Get: func(c Config) string { return rulesOf(c).Payout.String() }},
		{Option: game.Option{Key: "bankroll", Label: "Bankroll", Kind: game.Number, Values: []string{"100", "500", "1000", "5000"},
			Min: 1, Max: MaxBankroll, Default: game.Itoa(DefaultBankroll), Help: "chips a new player sits down with, and the size of a new bankroll"},
			Set: func(c *Config, v string) error { c.Bankroll = game.Atoi(v); return nil },
			Get: func(c Config) string { return game.Itoa(cmp.Or(c.Bankroll, DefaultBankroll)) }},
		{Option: game.Option{Key: "min-bet", Label: "Min bet", Kind: game.Number, Values: []string{"1", "5", "10", "25", "100"},
			Min: 1, Max: MaxBet, Default: game.Itoa(DefaultMinBet), Help: "the table's smallest bet"},
			Set: func(c *Config, v string) error { c.MinBet = game.Atoi(v); return nil },
			Get: func(c Config) string { return game.Itoa(cmp.Or(c.MinBet, DefaultMinBet)) }},
		{Option: game.Option{Key: "max-bet", Label: "Max bet", Kind: game.Number, Values: []string{"100", "500", "1000", "5000"},
			Min: 1, Max: MaxBet, Default: game.Itoa(DefaultMaxBet), Help: "the table's largest bet"},
			Set: func(c *Config, v string) error { c.MaxBet = game.Atoi(v); return nil },
			Get: func(c Config) string { return game.Itoa(cmp.Or(c.MaxBet, DefaultMaxBet)) }},
		{Option: game.Option{Key: "double", Label: "Double", Kind: game.Choice,
			Values: []string{bj.DoubleAny.String(), bj.Double9to11.String()}, Default: bj.DoubleAny.String(),
			Help: "which first two cards may be doubled: any, or 9 to 11"},
			Set: func(c *Config, v string) error { return c.Rules.Double.Set(v) },
			Get: func(c Config) string { return rulesOf(c).Double.String() }},
		{Option: game.Option{Key: "max-hands", Label: "Split to", Kind: game.Number, Values: []string{"1", "2", "3", "4"},
			Min: 1, Max: bj.MaxHandsCap, Default: "4", Help: "the most hands a player may split to (1: no splits)"},
			Set: func(c *Config, v string) error { c.Rules.MaxHands = game.Atoi(v); return nil },
			Get: func(c Config) string { return game.Itoa(rulesOf(c).MaxHands) }},
		{Option: game.Option{Key: "resplit-aces", Label: "Resplit A", Kind: game.Flag, Default: game.Off,
			Help: "on: split aces may be split again"},
			Set: func(c *Config, v string) error { c.Rules.ResplitAces = v == game.On; return nil },
			Get: func(c Config) string { return game.OnOff(rulesOf(c).ResplitAces) }},
		{Option: game.Option{Key: "split-tens", Label: "Split 10s", Kind: game.Flag, Default: game.Off,
			Help: "on: ten-value cards of different ranks (K and 10) may be split"},
			Set: func(c *Config, v string) error { c.Rules.SplitTens = v == game.On; return nil },
			Get: func(c Config) string { return game.OnOff(rulesOf(c).SplitTens) }},
		{Option: game.Option{Key: "penetration", Label: "Cut card", Kind: game.Number, Values: []string{"50", "65", "75", "85"},
			Min: 10, Max: 95, Default: "75", Help: "the share of the shoe, in percent, dealt before the reshuffle"},
			Set: func(c *Config, v string) error { c.Rules.Penetration = float64(game.Atoi(v)) / 100; return nil },
			Get: func(c Config) string { return game.Itoa(int(math.Round(100 * rulesOf(c).Penetration))) }},
	},
	Tally: Tally,
}

// rulesOf is c's rules, the default table's when they are left zero.
func rulesOf(c Config) bj.Rules {
	if c.Rules == (bj.Rules{}) {
		return bj.Default()
	}
	return c.Rules
}

// RuleKeys are the keys of the options of the table's rules (bj.Rules),
// as Def names them: what a strategy chart depends on.
var RuleKeys = []string{"decks", "h17", "das", "surrender", "payout", "double", "max-hands", "resplit-aces", "split-tens", "penetration"}
