package tui

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"teahouse/game"
)

// rememberedVersion is the form of a remembered setup this build writes.
// It reads that form and the one before it (1), which it converts.
const rememberedVersion = 2

// rememberedSetup is the last setup a game was started with from the setup
// screen: the seats and the speed by their line's key ("seat-0", "speed"),
// and the game's options by key. The seed is never kept: a seed is random
// unless typed, and a remembered one would deal the same cards again, game
// after game.
//
// Version 1 kept the options among the choices, and the match length as
// "rounds" whatever the game called it.
type rememberedSetup struct {
	Version int               `json:"version"`
	Choices map[string]string `json:"choices"`
	Options game.Settings     `json:"options,omitempty"`
}

// remembered returns the form's choices as the blob to keep.
func (f setupForm) remembered() []byte {
	r := rememberedSetup{Version: rememberedVersion, Choices: map[string]string{}, Options: game.Settings{}}
	for _, c := range f.choices {
		if c.option {
			r.Options[c.key] = c.value()
		} else {
			r.Choices[c.key] = c.value()
		}
	}
	blob, _ := json.Marshal(r) // maps of strings always encode
	return blob
}

// recall returns f with the choices a remembered blob holds, and a note
// naming what it could not take. What the form no longer offers (an
// option or a value of an older build) is left at its default and named
// in the note; a seat or a speed no longer offered (a program not given
// this time) keeps its default quietly. A blob that cannot be read, or of
// a version this build does not know, changes nothing and says so.
func (f setupForm) recall(blob []byte) (setupForm, string) {
	if len(blob) == 0 {
		return f, ""
	}
	var r rememberedSetup
	if err := json.Unmarshal(blob, &r); err != nil || r.Version < 1 || r.Version > rememberedVersion {
		return f, "The last setup was not kept in a form this version reads, so this is the default one."
	}
	if r.Version == 1 {
		r = fromVersion1(f.game.Name, r)
	}
	f.choices = slices.Clone(f.choices)
	var dropped []string
	for i := range f.choices {
		c := &f.choices[i]
		if c.option {
			continue
		}
		if v, ok := r.Choices[c.key]; ok {
			if j := slices.Index(c.values, v); j >= 0 {
				c.index = j
			}
		}
	}
	for _, k := range slices.Sorted(maps.Keys(r.Options)) {
		v := r.Options[k]
		i := slices.IndexFunc(f.choices, func(c choice) bool { return c.option && c.key == k })
		o, _ := f.game.Option(k)
		if i < 0 || !f.choices[i].setTo(v, o) {
			dropped = append(dropped, fmt.Sprintf("%s %s", k, v))
		}
	}
	if len(dropped) == 0 {
		return f, ""
	}
	return f, fmt.Sprintf("From the last setup, %s %s no longer offered: the default is set instead.",
		strings.Join(dropped, ", "), map[bool]string{false: "is", true: "are"}[len(dropped) > 1])
}

// fromVersion1 converts a setup remembered in the first form: the
// options taken out of the choices, the match length under its own key,
// and the values now spelled otherwise written anew (see version1).
func fromVersion1(name string, r rememberedSetup) rememberedSetup {
	out := rememberedSetup{Version: rememberedVersion, Choices: map[string]string{}, Options: game.Settings{}}
	conv := version1[name]
	for k, v := range r.Choices {
		switch {
		case strings.HasPrefix(k, "seat-") || k == "speed":
			out.Choices[k] = v
		case conv.values[k][v] != nil:
			maps.Copy(out.Options, conv.values[k][v])
		case k == "rounds" && conv.rounds != "":
			out.Options[conv.rounds] = v
		default:
			out.Options[k] = v
		}
	}
	return out
}

// version1 is how a game's setup of the first form reads today: the key
// of its match length where it is not "rounds", and the values of an
// option that became other options or another spelling.
var version1 = map[string]struct {
	rounds string
	values map[string]map[string]game.Settings
}{
	"doudizhu": {rounds: "deals", values: map[string]map[string]game.Settings{
		"cap": {"none": {"cap": "0"}},
	}},
	"shengji": {rounds: "deals"},
	// Blackjack's setup offered its rules as presets.
	"blackjack": {values: map[string]map[string]game.Settings{
		"rules": {
			"6 decks, S17, DAS":       {"decks": "6", "h17": game.Off, "das": game.On},
			"6 decks, H17, DAS":       {"decks": "6", "h17": game.On, "das": game.On},
			"8 decks, S17, surrender": {"decks": "8", "h17": game.Off, "das": game.On, "surrender": "late"},
			"2 decks, H17, DAS":       {"decks": "2", "h17": game.On, "das": game.On},
			"1 deck, H17, 6:5":        {"decks": "1", "h17": game.On, "das": game.Off, "payout": "6:5"},
		},
	}},
}
