package server

import (
	"errors"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"

	"teahouse/game/store"
	"teahouse/tui/screen"
)

// Sentences that refuse a display name.
const (
	nameEmpty     = "Type a name first."
	nameLong      = "A name has at most 24 characters."
	namePlain     = "A name is plain text: letters, digits, spaces and punctuation."
	nameInvisible = "A name needs a letter or a digit that can be seen."
	nameHidden    = "A name cannot hold a character that draws nothing (a filler or a variation selector)."
	nameComputer  = "That name reads as one the tables give a computer, a program or you: choose a person's name."
	nameTaken     = "That name is another player's: choose another."
	nameInUse     = "Someone here now goes by that name: choose another."
)

// cleanName checks a display name: plain printable text of 1 to nameMax
// characters with a visible letter or digit, that does not read as a
// computer player (levels are the computer levels of the games offered);
// problem says what is wrong.
func cleanName(v string, levels []string) (name, problem string) {
	name = strings.TrimSpace(v)
	switch {
	case name == "":
		return "", nameEmpty
	case utf8.RuneCountInString(name) > nameMax:
		return "", nameLong
	}
	for _, r := range name {
		if !unicode.IsPrint(r) {
			return "", namePlain
		}
	}
	switch {
	case !strings.ContainsFunc(name, visible):
		return "", nameInvisible
	case strings.ContainsFunc(name, ignorable):
		return "", nameHidden
	case posesAsComputer(name, levels):
		return "", nameComputer
	}
	return name, ""
}

// visible reports whether r is a letter or a digit that draws something:
// not a filler such as U+3164 HANGUL FILLER, a letter by its category
// that shows nothing.
func visible(r rune) bool {
	return (unicode.IsLetter(r) || unicode.IsDigit(r)) &&
		!unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r) && ansi.StringWidth(string(r)) > 0
}

// ignorable reports whether r is a printable character that draws
// nothing, such as U+3164 HANGUL FILLER or a variation selector: one
// after "alice" would make a name that passes for alice's.
func ignorable(r rune) bool {
	return unicode.In(r, unicode.Other_Default_Ignorable_Code_Point, unicode.Variation_Selector)
}

// machineWords are words that name a computer or a program, or the
// viewer's own seat, as the tables write them.
var machineWords = []string{"ai", "program", "computer", "bot", "cpu", "you"}

// posesAsComputer reports whether name reads as one of the tables' own
// labels: a computer ("AI (expert)", "P2 AI", anything with the word AI),
// a program ("Program (bot.py)"), a level alone or with a seat ("expert",
// "P4 expert"), or "You". A seat alone ("P3") is a name like any. Names
// are compared folded (store.FoldName), so "ａｉ (EXPERT)" is one too.
func posesAsComputer(name string, levels []string) bool {
	words := strings.FieldsFunc(store.FoldName(name), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	if slices.Contains(words, "ai") || len(words) > 0 && words[0] == "program" {
		return true
	}
	machine := false
	for _, w := range words {
		switch {
		case slices.Contains(levels, w) || slices.Contains(machineWords, w):
			machine = true
		case !seatWord(w):
			return false
		}
	}
	return machine
}

// seatWord reports whether w names a seat: "p1", "p12".
func seatWord(w string) bool {
	return len(w) > 1 && w[0] == 'p' && strings.Trim(w[1:], "0123456789") == ""
}

// levelsOf lists the computer levels of games, folded, once each.
func levelsOf(levels ...[]string) []string {
	var out []string
	for _, ls := range levels {
		for _, l := range ls {
			if f := store.FoldName(l); !slices.Contains(out, f) {
				out = append(out, f)
			}
		}
	}
	return out
}

// nameBook holds the names of the people connected now, so that no two
// players show one name at once, whatever its case or width: a guest's
// name is never kept in the store, and a name being chosen is not kept
// yet.
type nameBook struct {
	mu   sync.Mutex
	held map[any]heldName // by session
}

// heldName is a name a session goes by: its player's ID and the name
// folded.
type heldName struct{ id, fold string }

// claim lets owner (a session) go by name for player id, unless a session
// of another player goes by it now.
func (b *nameBook) claim(owner any, id, name string) bool {
	fold := store.FoldName(name)
	b.mu.Lock()
	defer b.mu.Unlock()
	for o, h := range b.held {
		if o != owner && h.fold == fold && h.id != id {
			return false
		}
	}
	if b.held == nil {
		b.held = map[any]heldName{}
	}
	b.held[owner] = heldName{id: id, fold: fold}
	return true
}

// release gives up the name owner goes by, if any.
func (b *nameBook) release(owner any) {
	b.mu.Lock()
	defer b.mu.Unlock()
	delete(b.held, owner)
}

// takeName lets owner (a session of player id) go by name: unless someone
// connected now goes by it, or (in the store) another player has kept
// it. A player with a key keeps it in the store; a guest's is not kept.
// problem says why a name is refused; a store that cannot be read or
// written is logged, and the name is used for this session.
func (p *parlor) takeName(owner any, id, name string) (problem string) {
	if !p.names.claim(owner, id, name) {
		return nameInUse
	}
	if p.store == nil {
		return ""
	}
	var err error
	if screen.Guest(id) {
		var taken bool
		if taken, err = p.store.NameTaken(id, name); taken {
			err = store.ErrNameTaken
		}
	} else {
		err = p.store.SetName(id, name)
	}
	switch {
	case errors.Is(err, store.ErrNameTaken):
		p.names.release(owner)
		return nameTaken
	case err != nil:
		p.log.Error("could not keep a player's name", "player", id, "err", err)
	}
	return ""
}

// knownName is the name the store keeps for player id, if owner (a
// session) may go by it; otherwise "" and, for a kept name that may no
// longer be used (someone connected goes by it, or it was kept before
// the rules of names), the problem to ask a new one with.
func (p *parlor) knownName(owner any, id string) (name, problem string) {
	if p.store == nil || screen.Guest(id) {
		return "", ""
	}
	kept, ok, err := p.store.Name(id)
	switch {
	case err != nil:
		p.log.Error("could not read a player's name", "player", id, "err", err)
		return "", ""
	case !ok:
		return "", ""
	}
	if _, problem := cleanName(kept, p.levels); problem != "" {
		return "", "Your name " + screen.Plain(kept) + " cannot be used any more. " + problem
	}
	if !p.names.claim(owner, id, kept) {
		return "", "Someone here now goes by your name " + kept + ": choose another."
	}
	return kept, ""
}
