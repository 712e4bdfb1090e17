package ui

import (
	"strconv"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"teahouse/rules/cards"
)

// Hand is a hand of cards a player chooses from, as a card game's screen
// keeps it: the cards in the order shown, which are selected, and the
// cursor. Left and right move the cursor, space toggles the card under it,
// a click toggles the card clicked, and typed ranks select cards by rank
// ("334" selects two threes and a four). It is a value: every method
// returns a changed copy.
//
//	h := ui.NewHand(cards)
//	h = h.Move(+1).Toggle(h.Cursor)
//	h, ok := h.Type(rank, match) // a typed rank
//	play := h.Chosen()
type Hand struct {
	cards    []cards.Card
	selected []bool
	// Cursor is the card the keyboard is on.
	Cursor int
	// typing is set while ranks are being typed: the next typed rank adds
	// to their selection, and a space separates them rather than toggles.
	typing bool
}

// NewHand is a hand of cs with nothing selected and the cursor on the
// first card.
func NewHand(cs []cards.Card) Hand {
	return Hand{cards: append([]cards.Card(nil), cs...), selected: make([]bool, len(cs))}
}

// Holding is h after the hand has become cs (a card was played, the bottom
// cards taken): the cards of cs that were selected stay selected, and the
// cursor stays on its card, or as near as can be.
func (h Hand) Holding(cs []cards.Card) Hand {
	n := NewHand(cs)
	var at cards.Card
	if h.Cursor < len(h.cards) {
		at = h.cards[h.Cursor]
	}
	n.Cursor = min(h.Cursor, max(0, len(cs)-1))
	for i, c := range cs {
		for j, d := range h.cards {
			if c == d {
				n.selected[i] = h.selected[j]
			}
		}
		if c == at && at.Valid() {
			n.Cursor = i
		}
	}
	return n
}

// Cards are the cards in the order shown.
func (h Hand) Cards() []cards.Card { return append([]cards.Card(nil), h.cards...) }

// Len is the number of cards.
func (h Hand) Len() int { return len(h.cards) }

// Selected reports whether card i is selected.
func (h Hand) Selected(i int) bool { return i >= 0 && i < len(h.selected) && h.selected[i] }

// Chosen are the selected cards, in the order shown.
func (h Hand) Chosen() []cards.Card {
	var out []cards.Card
	for i, c := range h.cards {
		if h.selected[i] {
			out = append(out, c)
		}
	}
	return out
}

// Move moves the cursor by d cards, stopping at the ends.
func (h Hand) Move(d int) Hand {
	h.typing = false
	h.Cursor = max(0, min(len(h.cards)-1, h.Cursor+d))
	return h
}

// Toggle selects or unselects card i and puts the cursor on it; a space
// typed between ranks ("3 3 4") is a separator, and Toggle of the cursor's
// card then does nothing (see Space).
func (h Hand) Toggle(i int) Hand {
	if i < 0 || i >= len(h.cards) {
		return h
	}
	h.typing = false
	h = h.own()
	h.selected[i] = !h.selected[i]
	h.Cursor = i
	return h
}

// Space is the space key: it toggles the card under the cursor, unless
// ranks are being typed, where it separates them.
func (h Hand) Space() Hand {
	if h.typing {
		return h
	}
	return h.Toggle(h.Cursor)
}

// Clear unselects every card.
func (h Hand) Clear() Hand {
	h.typing = false
	h.selected = make([]bool, len(h.cards))
	return h
}

// Select selects exactly the cards of cs (a hint's play), each card of cs
// once, and puts the cursor on the first of them.
func (h Hand) Select(cs []cards.Card) Hand {
	h = h.Clear()
	first := -1
	for _, c := range cs {
		for i, d := range h.cards {
			if d == c && !h.selected[i] {
				h.selected[i] = true
				if first < 0 || i < first {
					first = i
				}
				break
			}
		}
	}
	if first >= 0 {
		h.Cursor = first
	}
	return h
}

// Type selects one more card that match accepts (a card of a typed rank),
// the first not yet selected, and puts the cursor on it; ok is false when
// every such card is selected already or the hand holds none. The first
// rank typed after any other key starts a new selection, so typing "334"
// selects exactly two threes and a four.
func (h Hand) Type(match func(cards.Card) bool) (Hand, bool) {
	if !h.typing {
		h = h.Clear()
	}
	h = h.own()
	h.typing = true
	for i, c := range h.cards {
		if match(c) && !h.selected[i] {
			h.selected[i] = true
			h.Cursor = i
			return h, true
		}
	}
	return h, false
}

// Add selects one more card, a typed rank's, without unselecting any:
// of the cards not yet selected that rank accepts (a rank of 0 or more),
// the one of the lowest rank, the first shown among equals; the cursor
// goes to it. ok is false when there is none. It starts or goes on with a
// run of typed ranks, as Type does, but never clears a selection made
// with other keys.
func (h Hand) Add(rank func(cards.Card) int) (Hand, bool) {
	h.typing = true
	best := -1
	for i, c := range h.cards {
		if r := rank(c); r >= 0 && !h.selected[i] && (best < 0 || r < rank(h.cards[best])) {
			best = i
		}
	}
	if best < 0 {
		return h, false
	}
	h = h.own()
	h.selected[best] = true
	h.Cursor = best
	return h, true
}

// Swap puts the card match accepts in place of the selected card under
// the cursor (a suit typed after a rank: "8h"): the first such card not
// yet selected is selected, the cursor's unselected, and the cursor moves
// to the new card. ok is false, h as it was, when no card not selected
// matches or the cursor's card is not selected. A run of typed ranks goes
// on.
func (h Hand) Swap(match func(cards.Card) bool) (Hand, bool) {
	if !h.Selected(h.Cursor) {
		return h, false
	}
	if match(h.cards[h.Cursor]) {
		return h, true
	}
	for i, c := range h.cards {
		if match(c) && !h.selected[i] {
			h = h.own()
			h.selected[h.Cursor], h.selected[i] = false, true
			h.Cursor = i
			return h, true
		}
	}
	return h, false
}

// EndTyping ends a run of typed ranks: the next rank typed starts a new
// selection. A screen calls it for every key that is neither a rank nor a
// space (enter, a click on a button).
func (h Hand) EndTyping() Hand {
	h.typing = false
	return h
}

// Typing reports whether ranks are being typed.
func (h Hand) Typing() bool { return h.typing }

// own copies the selection, so that a change does not reach an older
// value sharing it.
func (h Hand) own() Hand {
	h.selected = append([]bool(nil), h.selected...)
	return h
}

// States are the cards' states for drawing: selected ones raised, the
// cursor's focused when focus is true.
func (h Hand) States(focus bool) []CardState {
	st := make([]CardState, len(h.cards))
	for i := range st {
		st[i] = CardState{Selected: h.selected[i], Focused: focus && i == h.Cursor}
	}
	return st
}

// HandFan draws h as a fan in at most width columns (see CardFan), the
// cursor's card focused when focus is true; card i's zone is
// zonePrefix+strconv.Itoa(i), which HandIndex reads back.
func (t *Theme) HandFan(h Hand, focus bool, width int, zonePrefix string) Block {
	return t.CardFan(h.cards, h.States(focus), width, zonePrefix)
}

// HandIndex is the card a zone of a HandFan drawn with zonePrefix names.
func HandIndex(zone, zonePrefix string) (int, bool) {
	rest, ok := strings.CutPrefix(zone, zonePrefix)
	if !ok {
		return 0, false
	}
	i, err := strconv.Atoi(rest)
	return i, err == nil && i >= 0
}

// TypedRank reads a key typed to select cards by rank: 2 to 9, T or 0 for
// the ten (typing "10" is then a ten: the 1 is no rank), J, Q, K, A, and
// the jokers by their colour, B for the black (small) joker and R for the
// red (big) one, as the card games' notation writes them. Letters read in
// either case; a screen's own keys come first (lowercase t and q are the
// hint and quit, so the queen and the ten are typed Q and T).
func TypedRank(r rune) (cards.Rank, bool) {
	switch r {
	case 'T', 't', '0':
		return cards.Ten, true
	case 'J', 'j':
		return cards.Jack, true
	case 'Q', 'q':
		return cards.Queen, true
	case 'K', 'k':
		return cards.King, true
	case 'A', 'a':
		return cards.Ace, true
	case 'B', 'b':
		return cards.SmallJoker, true
	case 'R', 'r':
		return cards.BigJoker, true
	}
	if r >= '2' && r <= '9' {
		return cards.Two + cards.Rank(r-'2'), true
	}
	return 0, false
}

// TypedRune is the rune msg types when it is one key that types a rank
// (TypedRank), as card screens read their hands' typed selections.
func TypedRune(msg tea.KeyMsg) (rune, bool) {
	if msg.Type != tea.KeyRunes || len(msg.Runes) != 1 {
		return 0, false
	}
	_, ok := TypedRank(msg.Runes[0])
	return msg.Runes[0], ok
}
