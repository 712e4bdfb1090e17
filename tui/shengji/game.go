package shengji

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	aisj "teahouse/ai/shengji"
	"teahouse/game"
	gs "teahouse/game/shengji"
	"teahouse/game/webreplay"
	sj "teahouse/rules/shengji"
	"teahouse/tui/screen"
	"teahouse/tui/table"
)

// The keys of screen.Setup.Variants. The setup screen offers the trump
// and the level; the rule options (tractors, the kitty's multiplier, the
// throw penalty) come from the command line, to keep the setup within 24
// lines.
const (
	keyTrump    = "trump"
	keyLevel    = "level"
	keyTractors = "tractors"
	keyKitty    = "kitty"
	keyPenalty  = "throw-penalty"
)

// Trumps are the values of the trump variant: declared during the deal
// (ask), or fixed.
var Trumps = []string{"ask", "S", "H", "D", "C", "NT"}

// levelNames are the levels a game may start at.
var levelNames = []string{"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"}

// Game describes Shengji to the lobby and the setup screen.
var Game = screen.Game{
	ID:    "shengji",
	Title: "Shengji",
	Blurb: "升级 Tractor: two teams of partners climb the levels from 2 to A.",
	Seats: gs.Seats,
	// Levels are the AI's, weakest first.
	Levels: aisj.Levels,
	Variants: []screen.Variant{
		{Key: keyTrump, Label: "Trump", Values: Trumps,
			Help: "ask: declare trump with level cards as they are dealt; S, H, D, C or NT: fixed, P1 deals"},
		{Key: keyLevel, Label: "Level", Values: levelNames,
			Help: "the level both teams start at"},
	},
	Rounds:       1,
	RoundChoices: []int{1, 3, 5, 10},
	RoundsLabel:  "Deals",
	New:          newScreen,
	Replay:       newReplay,
	Share:        table.Sharer(spec, setupConfig, newFace),
	Outcome:      func(d []byte, n string) (game.Outcome, error) { return game.OutcomeOf(gs.Game, d, n) },
	Export:       table.PageOf(spec, newFace(gs.Config{}), webreplay.Shengji),
}

// newScreen starts a game from the player's setup: four seats.
func newScreen(env screen.Env, s screen.Setup) (screen.Screen, error) {
	cfg, err := setupConfig(s)
	if err != nil {
		return nil, err
	}
	return table.AsScreen(table.Open(env, spec, cfg, s.Seed, s.Players, newFace(cfg), table.OptionsOf(s)))
}

// setupConfig checks a setup's seats and reads its config.
func setupConfig(s screen.Setup) (gs.Config, error) {
	if len(s.Players) != gs.Seats {
		return gs.Config{}, fmt.Errorf("shengji needs %d players, not %d", gs.Seats, len(s.Players))
	}
	cfg, err := configOf(s)
	if err != nil {
		return gs.Config{}, err
	}
	if _, err := gs.Game.New(cfg, 0); err != nil {
		return gs.Config{}, err
	}
	return cfg, nil
}

// newReplay reads a saved log and shows the game from its start to an
// audience that sees every hand.
func newReplay(env screen.Env, data []byte, name string, speed game.Speed) (screen.Screen, error) {
	return table.AsScreen(table.Replay(env, spec, data, name, speed, newFace(gs.Config{})))
}

// Variants writes a game's config as the variants of a screen.Setup, for
// starting a game from the command line.
func Variants(cfg gs.Config) map[string]string {
	trump, level := cfg.Trump, cfg.Levels[0]
	if trump == "" {
		trump = "ask"
	}
	if level == "" {
		level = "2"
	}
	tractors := "on"
	if cfg.Rules.NoTractors {
		tractors = "off"
	}
	return map[string]string{keyTrump: strings.ToUpper(trump), keyLevel: level, keyTractors: tractors,
		keyKitty: cfg.Rules.Kitty.String(), keyPenalty: cfg.Rules.Penalty.String()}
}

// configOf reads the game's config from the setup's variants and its
// rounds (the deals).
func configOf(s screen.Setup) (gs.Config, error) {
	cfg := gs.Config{Deals: s.Rounds}
	var unknown []string
	for _, k := range slices.Sorted(maps.Keys(s.Variants)) {
		v := s.Variants[k]
		if v == "" {
			continue // the default
		}
		switch k {
		case keyTrump:
			if strings.EqualFold(v, "ask") {
				v = ""
			}
			cfg.Trump = v
		case keyLevel:
			if _, err := sj.ParseLevel(v); err != nil {
				return cfg, fmt.Errorf("%s %q: %w", k, v, err)
			}
			cfg.Levels = [2]string{v, v}
		case keyTractors:
			switch v {
			case "on", "":
			case "off":
				cfg.Rules.NoTractors = true
			default:
				return cfg, fmt.Errorf("%s %q: want on or off", k, v)
			}
		case keyKitty:
			r, err := sj.ParseKittyRule(v)
			if err != nil {
				return cfg, fmt.Errorf("%s %q: %w", k, v, err)
			}
			cfg.Rules.Kitty = r
		case keyPenalty:
			p, err := sj.ParseThrowPenalty(v)
			if err != nil {
				return cfg, fmt.Errorf("%s %q: %w", k, v, err)
			}
			cfg.Rules.Penalty = p
		default:
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		return cfg, fmt.Errorf("shengji has no option %s", strings.Join(unknown, ", "))
	}
	return cfg, nil
}
