package tui

import (
	"encoding/json"
	"slices"
)

// rememberedVersion is the form of a remembered setup this build writes
// and reads; a setup remembered in another form is ignored.
const rememberedVersion = 1

// rememberedSetup is the last setup a game was started with from the setup
// screen: the value of each choice by its key ("seat-0", "rule", "rounds",
// "speed"). The seed is never kept: a seed is random unless typed, and a
// remembered one would deal the same cards again, game after game.
type rememberedSetup struct {
	Version int               `json:"version"`
	Choices map[string]string `json:"choices"`
}

// remembered returns the form's choices as the blob to keep.
func (f setupForm) remembered() []byte {
	r := rememberedSetup{Version: rememberedVersion, Choices: map[string]string{}}
	for _, c := range f.choices {
		r.Choices[c.key] = c.value()
	}
	blob, _ := json.Marshal(r) // a map of strings always encodes
	return blob
}

// recall returns f with the choices a remembered blob holds. What the form
// no longer offers (a choice or a value of an older build, a program not
// given this time) keeps its default, and a blob that cannot be read, or
// of another version, changes nothing.
func (f setupForm) recall(blob []byte) setupForm {
	var r rememberedSetup
	if len(blob) == 0 || json.Unmarshal(blob, &r) != nil || r.Version != rememberedVersion {
		return f
	}
	f.choices = slices.Clone(f.choices)
	for i, c := range f.choices {
		v, ok := r.Choices[c.key]
		if !ok {
			continue
		}
		for j, value := range c.values {
			if value == v {
				f.choices[i].index = j
			}
		}
	}
	return f
}
