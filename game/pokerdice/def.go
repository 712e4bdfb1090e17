package pokerdice

import (
	"cmp"

	"teahouse/game"
	"teahouse/game/catalog"
	pd "teahouse/rules/pokerdice"
)

// Def is Risk Choice dice poker in the game catalog: two seats and the
// match's options.
var Def = catalog.Def[Config, State, Action, View]{
	Game:  Game,
	Title: "Risk Choice (dice poker)",
	Blurb: "Roll five dice, keep some, reroll once: the better poker hand wins.",
	Seats: Seats,
	Fields: game.Fields[Config]{
		{Option: game.Option{Key: "rule", Label: "Holds", Kind: game.Choice, Values: []string{pd.Free.String(), pd.Strict.String()},
			Default: pd.Free.String(), Help: "free: keep any dice; strict: the dice you keep must all show one value"},
			Set: func(c *Config, v string) (err error) { c.Rule, err = pd.ParseHoldRule(v); return err },
			Get: func(c Config) string { return c.Rule.String() }},
		{Option: game.Option{Key: "skills", Label: "Skills", Kind: game.Flag, Default: game.Off,
			Help: "on: dice lie face down to the opponent; Peek, Force, Double and Relock once each per match"},
			Set: func(c *Config, v string) error { c.Skills = v == game.On; return nil },
			Get: func(c Config) string { return game.OnOff(c.Skills) }},
		{Option: game.Option{Key: "rounds", Label: "Best of", Kind: game.Number, Values: []string{"1", "3", "5", "7", "9"},
			Min: 1, Max: MaxRounds, Default: game.Itoa(DefaultRounds), Help: "the match is best of this many rounds"},
			Set: func(c *Config, v string) error { c.Rounds = game.Atoi(v); return nil },
			Get: func(c Config) string { return game.Itoa(cmp.Or(c.Rounds, DefaultRounds)) }},
		{Option: game.Option{Key: "starter", Label: "First", Kind: game.Choice, Values: []string{"p1", "p2"}, Default: "p1",
			Help: "who holds first in round 1; the first to hold alternates every round"},
			Set: func(c *Config, v string) error { c.FirstStarter = game.Seat(game.Atoi(v[1:]) - 1); return nil },
			Get: func(c Config) string { return "p" + game.Itoa(int(c.FirstStarter)+1) }},
	},
	Tally: Tally,
}
