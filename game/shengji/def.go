package shengji

import (
	"cmp"
	"strings"

	"teahouse/game"
	"teahouse/game/catalog"
	sj "teahouse/rules/shengji"
)

// Trumps are the values of the trump option: declared during the deal
// (ask), or fixed to a suit or no trump.
var Trumps = []string{"ask", "S", "H", "D", "C", "NT"}

// Levels are the levels a game may start at, 2 to A.
var Levels = []string{"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"}

// Def is Shengji in the game catalog: four seats, partners opposite, and
// the game's options.
var Def = catalog.Def[Config, State, Action, View]{
	Game:  Game,
	Title: "Shengji",
	Blurb: "升级 Tractor: two teams of partners climb the levels from 2 to A.",
	Teams: "P1+P3 against P2+P4: partners sit opposite",
	Seats: Seats,
	Fields: game.Fields[Config]{
		{Option: game.Option{Key: "trump", Label: "Trump", Kind: game.Choice, Values: Trumps, Default: "ask",
			Help: "ask: declare trump with level cards as they are dealt; S, H, D, C or NT: fixed, P1 deals"},
			Set: setTrump,
			Get: func(c Config) string { return cmp.Or(strings.ToUpper(c.Trump), "ask") }},
		{Option: game.Option{Key: "level", Label: "Level", Kind: game.Choice, Values: Levels, Default: "2",
			Help: "the level both teams start at"},
			Set: setLevel,
			Get: func(c Config) string { return cmp.Or(c.Levels[0], "2") }},
		{Option: game.Option{Key: "deals", Label: "Deals", Kind: game.Number, Values: []string{"1", "3", "5", "10"},
			Min: 1, Max: MaxDeals, Default: "1", Help: "the most deals in the game; it ends sooner when a team wins a deal as defenders at A"},
			Set: func(c *Config, v string) error { c.Deals = game.Atoi(v); return nil },
			Get: func(c Config) string { return game.Itoa(cmp.Or(c.Deals, 1)) }},
		{Option: game.Option{Key: "tractors", Label: "Tractors", Kind: game.Flag, Default: game.On,
			Help: "off: play without tractors: consecutive pairs are only pairs"},
			Set: func(c *Config, v string) error { c.Rules.NoTractors = v == game.Off; return nil },
			Get: func(c Config) string { return game.OnOff(!c.Rules.NoTractors) }},
		{Option: game.Option{Key: "kitty-multiplier", Label: "Kitty", Kind: game.Choice,
			Values: []string{sj.KittyBySize.String(), sj.KittyDouble.String()}, Default: sj.KittyBySize.String(),
			Help: "the kitty's multiplier when the attackers win the last trick: size (2 x its largest unit) or double"},
			Set: func(c *Config, v string) (err error) { c.Rules.Kitty, err = sj.ParseKittyRule(v); return err },
			Get: func(c Config) string { return c.Rules.Kitty.String() }},
		{Option: game.Option{Key: "throw-penalty", Label: "Bad throw", Kind: game.Choice,
			Values: []string{sj.PenaltyNone.String(), sj.PenaltyTen.String()}, Default: sj.PenaltyNone.String(),
			Help: "what a failed throw costs: none, or ten points to the other side"},
			Set: func(c *Config, v string) (err error) { c.Rules.Penalty, err = sj.ParseThrowPenalty(v); return err },
			Get: func(c Config) string { return c.Rules.Penalty.String() }},
	},
	Tally: Tally,
}

// setTrump reads the trump option: ask leaves it to be declared.
func setTrump(c *Config, v string) error {
	if strings.EqualFold(v, "ask") {
		c.Trump = ""
		return nil
	}
	c.Trump = strings.ToUpper(v)
	return nil
}

// setLevel reads the level option: both teams start there.
func setLevel(c *Config, v string) error {
	if _, err := sj.ParseLevel(v); err != nil {
		return err
	}
	c.Levels = [2]string{v, v}
	return nil
}
