package doudizhu

import (
	"cmp"
	"slices"

	"teahouse/game"
	"teahouse/game/catalog"
	dz "teahouse/rules/doudizhu"
)

// MaxCap bounds Config.Cap as an option.
const MaxCap = 1_000_000

// Def is Dou Dizhu in the game catalog: three seats and the session's
// options.
var Def = catalog.Def[Config, State, Action, View]{
	Game:  Game,
	Title: "Dou Dizhu",
	Blurb: "斗地主: the landlord against two peasants; shed your hand first.",
	Seats: Seats,
	Fields: game.Fields[Config]{
		{Option: game.Option{Key: "bidding", Label: "Bidding", Kind: game.Choice, Values: slices.Clone(biddingNames[:]), Default: ScoreBids.String(),
			Help: "score: bid 1, 2 or 3; rob: call, then each other seat may rob once (x2); none: P1 is the landlord"},
			Set: func(c *Config, v string) (err error) { c.Bidding, err = ParseBidding(v); return err },
			Get: func(c Config) string { return c.Bidding.String() }},
		{Option: game.Option{Key: "rob-back", Label: "Rob back", Kind: game.Flag, Default: game.Off,
			Help: "with rob bidding: when another seat robbed, the first caller may rob back once (欢乐斗地主's order)"},
			Set: func(c *Config, v string) error { c.RobBack = v == game.On; return nil },
			Get: func(c Config) string { return game.OnOff(c.RobBack) }},
		{Option: game.Option{Key: "show-cards", Label: "Show hand", Kind: game.Choice, Values: slices.Clone(showCardsNames[:]),
			Default: NoShow.String(), Was: map[string]string{game.On: ShowAfterBottom.String(), game.Off: NoShow.String()},
			Help: "after-bottom: the landlord may show the hand before leading, x2; before-deal: also any seat before the deal, x4 (明牌)"},
			Set: func(c *Config, v string) (err error) { c.ShowCards, err = ParseShowCards(v); return err },
			Get: func(c Config) string { return c.ShowCards.String() }},
		{Option: game.Option{Key: "doubling", Label: "Doubling", Kind: game.Flag, Default: game.Off,
			Help: "on: once the landlord has the bottom, each seat may double its own stake, peasants first (加倍)"},
			Set: func(c *Config, v string) error { c.Doubling = v == game.On; return nil },
			Get: func(c Config) string { return game.OnOff(c.Doubling) }},
		{Option: game.Option{Key: "cap", Label: "Cap", Kind: game.Number, Values: []string{"0", "24", "48", "96"}, Min: 0, Max: MaxCap,
			Default: "0", Help: "the most one deal is worth to a peasant (base x multiplier; 0: no cap); the landlord wins or loses twice that"},
			Set: func(c *Config, v string) error { c.Cap = game.Atoi(v); return nil },
			Get: func(c Config) string { return game.Itoa(c.Cap) }},
		{Option: game.Option{Key: "rules", Label: "Plays", Kind: game.Choice, Values: []string{dz.Standard.String(), dz.Simple.String()},
			Default: dz.Standard.String(), Help: "standard: every usual play (airplanes, four with two); simple: solo, pair, trio, trio+1, chains, bombs"},
			Set: func(c *Config, v string) (err error) { c.Rules, err = dz.ParseRules(v); return err },
			Get: func(c Config) string { return c.Rules.String() }},
		{Option: game.Option{Key: "deals", Label: "Deals", Kind: game.Number, Values: []string{"1", "3", "6", "9", "12"},
			Min: 1, Max: MaxDeals, Default: game.Itoa(DefaultDeals), Help: "deals in the session; the first bidder moves on each deal"},
			Set: func(c *Config, v string) error { c.Deals = game.Atoi(v); return nil },
			Get: func(c Config) string { return game.Itoa(cmp.Or(c.Deals, DefaultDeals)) }},
	},
	Tally: Tally,
}
