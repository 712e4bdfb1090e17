package doudizhu

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	aidz "teahouse/ai/doudizhu"
	"teahouse/game"
	gd "teahouse/game/doudizhu"
	"teahouse/game/webreplay"
	dz "teahouse/rules/doudizhu"
	"teahouse/tui/screen"
	"teahouse/tui/table"
)

// The keys of screen.Setup.Variants.
const (
	keyBidding = "bidding"
	keyShow    = "show-cards"
	keyCap     = "cap"
	keyRules   = "rules"
)

// Game describes Dou Dizhu to the lobby and the setup screen.
var Game = screen.Game{
	ID:    "doudizhu",
	Title: "Dou Dizhu",
	Blurb: "斗地主: the landlord against two peasants; shed your hand first.",
	Seats: gd.Seats,
	// Levels are the AI's, weakest first.
	Levels: aidz.Levels,
	Variants: []screen.Variant{
		{Key: keyBidding, Label: "Bidding", Values: []string{"score", "rob", "none"},
			Help: "score: bid 1, 2 or 3; rob: call, then each other seat may rob once (x2); none: P1 is the landlord"},
		{Key: keyShow, Label: "Show hand", Values: []string{"off", "on"},
			Help: "on: the landlord may show the whole hand before leading, for x2 (明牌)"},
		{Key: keyCap, Label: "Cap", Values: []string{"none", "24", "48", "96"},
			Help: "the most one deal is worth to a peasant (base x multiplier); the landlord wins or loses twice that"},
		{Key: keyRules, Label: "Plays", Values: []string{"standard", "simple"},
			Help: "standard: every usual play (airplanes, four with two); simple: solo, pair, trio, trio+1, chains, bombs"},
	},
	Rounds:       gd.DefaultDeals,
	RoundChoices: []int{1, 3, 6, 9, 12},
	RoundsLabel:  "Deals",
	New:          newScreen,
	Replay:       newReplay,
	Share:        table.Sharer(spec, setupConfig, newFace),
	Outcome:      func(d []byte, n string) (game.Outcome, error) { return game.OutcomeOf(gd.Game, d, n) },
	Export:       table.PageOf(spec, newFace(gd.Config{}), webreplay.Doudizhu),
}

// screenOf is the driver's screen of a session.
type screenOf = table.Model[face, gd.View, gd.Action]

// newScreen starts a session from the player's setup: three seats.
func newScreen(env screen.Env, s screen.Setup) (screen.Screen, error) {
	cfg, err := setupConfig(s)
	if err != nil {
		return nil, err
	}
	return table.AsScreen(table.Open(env, spec, cfg, s.Seed, s.Players, newFace(cfg), table.OptionsOf(s)))
}

// setupConfig checks a setup's seats and reads its config.
func setupConfig(s screen.Setup) (gd.Config, error) {
	if len(s.Players) != gd.Seats {
		return gd.Config{}, fmt.Errorf("doudizhu needs %d players, not %d", gd.Seats, len(s.Players))
	}
	cfg, err := configOf(s)
	if err != nil {
		return gd.Config{}, err
	}
	if _, err := gd.Game.New(cfg, 0); err != nil {
		return gd.Config{}, err
	}
	return cfg, nil
}

// newReplay reads a saved log and returns a screen that shows the session
// from its start to an audience that sees every hand.
func newReplay(env screen.Env, data []byte, name string, speed game.Speed) (screen.Screen, error) {
	return table.AsScreen(table.Replay(env, spec, data, name, speed, newFace(gd.Config{})))
}

// Variants writes a session's config as the variants of a screen.Setup,
// for starting a game from the command line.
func Variants(cfg gd.Config) map[string]string {
	v := map[string]string{keyBidding: cfg.Bidding.String(), keyShow: "off", keyCap: "none", keyRules: cfg.Rules.String()}
	if cfg.ShowCards {
		v[keyShow] = "on"
	}
	if cfg.Cap > 0 {
		v[keyCap] = strconv.Itoa(cfg.Cap)
	}
	return v
}

// configOf reads the session's config from the setup's variants and its
// rounds (the deals).
func configOf(s screen.Setup) (gd.Config, error) {
	cfg := gd.Config{Deals: s.Rounds}
	var unknown []string
	for _, k := range slices.Sorted(maps.Keys(s.Variants)) {
		v := s.Variants[k]
		var err error
		switch k {
		case keyBidding:
			cfg.Bidding, err = gd.ParseBidding(v)
		case keyShow:
			switch v {
			case "on":
				cfg.ShowCards = true
			case "off", "":
			default:
				err = fmt.Errorf("want on or off")
			}
		case keyCap:
			if v != "none" && v != "" {
				cfg.Cap, err = strconv.Atoi(v)
				if err == nil && cfg.Cap < 0 {
					err = fmt.Errorf("want none or a positive number")
				}
			}
		case keyRules:
			cfg.Rules, err = dz.ParseRules(v)
		default:
			unknown = append(unknown, k)
		}
		if err != nil {
			return cfg, fmt.Errorf("%s %q: %w", k, v, err)
		}
	}
	if len(unknown) > 0 {
		return cfg, fmt.Errorf("doudizhu has no option %s", strings.Join(unknown, ", "))
	}
	return cfg, nil
}
