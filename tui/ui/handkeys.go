package ui

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// HandKeys are the keys every card screen reads for its Hand: left and
// right move the cursor, space selects the card under it, backspace clears
// the selection (the screen decides what clearing also resets).
type HandKeys struct {
	Left, Right, Toggle, Clear key.Binding
}

// NewHandKeys returns the card screens' hand bindings.
func NewHandKeys() HandKeys {
	return HandKeys{
		Left:   Binding("left/h", "left", "left", "h"),
		Right:  Binding("right/l", "right", "right", "l"),
		Toggle: Binding("space", "select", " "),
		Clear:  Binding("backspace", "clear", "backspace", "delete"),
	}
}

// CardKeys are the keys of a card game's table where the bottom seat
// plays cards from its hand: the hand's keys, enter to play, p to pass, t
// for a hint, and Ranks, for the help only: typed ranks select cards and
// are not bindings (see TypedRank).
type CardKeys struct {
	HandKeys
	Play, Pass, Hint, Ranks key.Binding
}

// NewCardKeys returns the card table's bindings, the typed ranks written
// in the help as ranks and help say ("3-9 TJQKA2BR", "select by rank").
func NewCardKeys(ranks, help string) CardKeys {
	return CardKeys{
		HandKeys: NewHandKeys(),
		Play:     Binding("enter", "play", "enter"),
		Pass:     Binding("p", "pass", "p"),
		Hint:     Binding("t", "hint", "t"),
		Ranks:    Binding(ranks, help, "3"),
	}
}

// Steers reports whether msg moves the cursor or toggles a card (Steer's
// keys).
func (k HandKeys) Steers(msg tea.KeyMsg) bool {
	return key.Matches(msg, k.Left, k.Right, k.Toggle)
}

// Steer is h after a key Steers: the cursor moved or the card under it
// toggled; any other key leaves h as it is.
func (h Hand) Steer(msg tea.KeyMsg, k HandKeys) Hand {
	switch {
	case key.Matches(msg, k.Left):
		return h.Move(-1)
	case key.Matches(msg, k.Right):
		return h.Move(1)
	case key.Matches(msg, k.Toggle):
		return h.Space()
	}
	return h
}

// Keyed is h after the screen is given msg, before it reads the key: any
// key but a typed rank or the toggle ends a run of typed ranks (see
// EndTyping).
func (h Hand) Keyed(msg tea.KeyMsg, k HandKeys) Hand {
	if _, rank := TypedRune(msg); !rank && !key.Matches(msg, k.Toggle) {
		return h.EndTyping()
	}
	return h
}

// Click is h after a click on zone, which ends a run of typed ranks: a
// card of h, drawn by HandFan with zonePrefix, toggles when toggle is
// true. onHand reports whether zone is one of h's cards, so the screen
// reads any other zone as its own (a button).
func (h Hand) Click(zone, zonePrefix string, toggle bool) (_ Hand, onHand bool) {
	h = h.EndTyping()
	i, ok := HandIndex(zone, zonePrefix)
	if ok && toggle {
		h = h.Toggle(i)
	}
	return h, ok
}

// Unselect is esc on h: the cards chosen are unselected; false when none
// was.
func (h Hand) Unselect() (Hand, bool) {
	if len(h.Chosen()) == 0 {
		return h, false
	}
	return h.Clear(), true
}
