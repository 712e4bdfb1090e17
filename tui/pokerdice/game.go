package pokerdice

import (
	"fmt"
	"sort"
	"strings"

	aipd "teahouse/ai/pokerdice"
	"teahouse/game"
	gp "teahouse/game/pokerdice"
	"teahouse/game/webreplay"
	pd "teahouse/rules/pokerdice"
	"teahouse/tui/screen"
	"teahouse/tui/table"
)

// Game describes Risk Choice dice poker to the lobby and the setup screen.
var Game = screen.Game{
	ID:    "pokerdice",
	Title: "Risk Choice (dice poker)",
	Blurb: "Roll five dice, keep some, reroll once: the better poker hand wins.",
	Seats: gp.Seats,
	// Levels are the AI's, weakest first.
	Levels: aipd.Levels,
	Variants: []screen.Variant{
		{Key: "rule", Label: "Holds", Values: []string{"free", "strict"},
			Help: "free: keep any dice; strict: the dice you keep must all show one value"},
		{Key: "skills", Label: "Skills", Values: []string{"off", "on"},
			Help: "on: dice lie face down to the opponent; Peek, Force, Double and Relock once each per match"},
	},
	Rounds:       5,
	RoundChoices: []int{1, 3, 5, 7, 9},
	RoundsLabel:  "Best of",
	New:          newScreen,
	Replay:       newReplay,
	Share:        table.Sharer(spec, setupConfig, newFace),
	Outcome:      func(d []byte, n string) (game.Outcome, error) { return game.OutcomeOf(gp.Game, d, n) },
	Export:       table.PageOf(spec, newFace(gp.Config{}), webreplay.Pokerdice),
}

// screenOf is the driver's screen of a match.
type screenOf = table.Model[face, gp.View, gp.Action]

// newScreen starts a match from the player's setup.
func newScreen(env screen.Env, s screen.Setup) (screen.Screen, error) {
	cfg, err := setupConfig(s)
	if err != nil {
		return nil, err
	}
	return table.AsScreen(table.Open(env, spec, cfg, s.Seed, s.Players, newFace(cfg), table.OptionsOf(s)))
}

// setupConfig checks a setup's seats and reads its config.
func setupConfig(s screen.Setup) (gp.Config, error) {
	if len(s.Players) != gp.Seats {
		return gp.Config{}, fmt.Errorf("pokerdice needs %d players, not %d", gp.Seats, len(s.Players))
	}
	cfg, err := configOf(s)
	if err != nil {
		return gp.Config{}, err
	}
	return cfg, nil
}

// newReplay reads a saved log and returns a screen that shows the match
// from its start to an audience that sees every face.
func newReplay(env screen.Env, data []byte, name string, speed game.Speed) (screen.Screen, error) {
	return table.AsScreen(table.Replay(env, spec, data, name, speed, newFace(gp.Config{})))
}

// configOf reads the match's config from the setup's variants and rounds.
func configOf(s screen.Setup) (gp.Config, error) {
	cfg := gp.Config{Rounds: s.Rounds}
	var unknown []string
	for k, v := range s.Variants {
		switch k {
		case "rule":
			r, err := pd.ParseHoldRule(v)
			if err != nil {
				return cfg, err
			}
			cfg.Rule = r
		case "skills":
			switch v {
			case "on":
				cfg.Skills = true
			case "off", "":
			default:
				return cfg, fmt.Errorf("skills %q: want on or off", v)
			}
		default:
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return cfg, fmt.Errorf("pokerdice has no option %s (it has rule and skills)", strings.Join(unknown, ", "))
	}
	return cfg, nil
}
