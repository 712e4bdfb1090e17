package cards

import (
	"fmt"
	"strconv"
	"strings"
)

// Suit is a card's suit. The zero value NoSuit is the suit of a joker.
type Suit uint8

// The suits, in the order packs are built.
const (
	NoSuit Suit = iota
	Spades
	Hearts
	Diamonds
	Clubs
)

// NumSuits is the number of real suits.
const NumSuits = 4

// Suits lists the four suits in pack order.
var Suits = [NumSuits]Suit{Spades, Hearts, Diamonds, Clubs}

// String returns the suit's symbol: "♠", "♥", "♦" or "♣" ("" for NoSuit).
func (s Suit) String() string {
	switch s {
	case Spades:
		return "♠"
	case Hearts:
		return "♥"
	case Diamonds:
		return "♦"
	case Clubs:
		return "♣"
	}
	return ""
}

// Letter returns the suit's ASCII letter: "S", "H", "D" or "C" ("" for
// NoSuit), for terminals drawn with --ascii.
func (s Suit) Letter() string {
	switch s {
	case Spades:
		return "S"
	case Hearts:
		return "H"
	case Diamonds:
		return "D"
	case Clubs:
		return "C"
	}
	return ""
}

// Name returns the suit's name in words, such as "spades".
func (s Suit) Name() string {
	switch s {
	case Spades:
		return "spades"
	case Hearts:
		return "hearts"
	case Diamonds:
		return "diamonds"
	case Clubs:
		return "clubs"
	}
	return "no suit"
}

// Red reports whether the suit is hearts or diamonds.
func (s Suit) Red() bool { return s == Hearts || s == Diamonds }

// Valid reports whether s is one of the four suits.
func (s Suit) Valid() bool { return s >= Spades && s <= Clubs }

// Rank is a card's rank: Ace..King, then the two jokers. The zero value
// NoRank is no card at all.
type Rank uint8

// The ranks.
const (
	NoRank Rank = iota
	Ace
	Two
	Three
	Four
	Five
	Six
	Seven
	Eight
	Nine
	Ten
	Jack
	Queen
	King
	SmallJoker
	BigJoker
)

// NumRanks is the number of ranks in a suit (Ace..King).
const NumRanks = 13

var rankText = [...]string{"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "SJ", "BJ"}

var rankName = [...]string{"no rank", "ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
	"jack", "queen", "king", "black joker", "red joker"}

// String returns the rank as printed in a card's corner: "A", "2".."10",
// "J", "Q", "K", "SJ" (the black joker) or "BJ" (the red joker): the
// notation of logs. A screen writes the jokers by their colour (Short).
func (r Rank) String() string {
	if int(r) < len(rankText) {
		return rankText[r]
	}
	return "Rank(" + strconv.Itoa(int(r)) + ")"
}

// Short returns the rank as screens and pages write it: as String, but
// the jokers by the letter of their colour, "B" (the black joker) and "R"
// (the red joker), as the cards show them and the keys type them.
func (r Rank) Short() string {
	switch r {
	case SmallJoker:
		return "B"
	case BigJoker:
		return "R"
	}
	return r.String()
}

// Name returns the rank in words, such as "ace" or "red joker".
func (r Rank) Name() string {
	if int(r) < len(rankName) {
		return rankName[r]
	}
	return r.String()
}

// IsJoker reports whether r is a joker: the black (small) or the red
// (big) one.
func (r Rank) IsJoker() bool { return r == SmallJoker || r == BigJoker }

// Valid reports whether r is a real rank (Ace..King or a joker).
func (r Rank) Valid() bool { return r >= Ace && r <= BigJoker }

// Card is one playing card: three bytes, comparable, a plain value. Deck
// tells apart the copies of a card in a pack of several decks (0 for the
// first deck); two cards of the same rank and suit are the same face even
// when their Deck differs (see Face). The zero Card is no card: a screen
// draws it as a card back.
type Card struct {
	Rank Rank
	Suit Suit
	Deck uint8
}

// New returns the card of rank r and suit s from the first deck. Jokers
// take NoSuit.
func New(r Rank, s Suit) Card { return Card{Rank: r, Suit: s} }

// IsZero reports whether c is the zero Card (no card, or a hidden one).
func (c Card) IsZero() bool { return c == Card{} }

// Valid reports whether c is a real card: a rank with one of the four
// suits, or a joker with NoSuit.
func (c Card) Valid() bool {
	if c.Rank.IsJoker() {
		return c.Suit == NoSuit
	}
	return c.Rank.Valid() && c.Suit.Valid()
}

// IsJoker reports whether c is a joker.
func (c Card) IsJoker() bool { return c.Rank.IsJoker() }

// Face returns c without its deck number, so copies from different decks
// compare equal.
func (c Card) Face() Card { return Card{Rank: c.Rank, Suit: c.Suit} }

// String writes the card with its suit symbol: "A♠", "10♥"; jokers are
// "SJ" and "BJ"; the zero Card is "??".
func (c Card) String() string {
	if c.IsZero() {
		return "??"
	}
	return c.Rank.String() + c.Suit.String()
}

// ASCII writes the card with its suit letter: "AS", "10H", "SJ", "BJ"; the
// zero Card is "??". Parse reads it back (without the deck number).
func (c Card) ASCII() string {
	if c.IsZero() {
		return "??"
	}
	return c.Rank.String() + c.Suit.Letter()
}

// Name writes the card in words, such as "ace of spades" or "red joker".
func (c Card) Name() string {
	if c.IsJoker() || c.IsZero() {
		return c.Rank.Name()
	}
	return c.Rank.Name() + " of " + c.Suit.Name()
}

// MarshalText writes the ASCII form, followed by "#N" for a card of deck
// N > 0, so the text reads back to the very same card.
func (c Card) MarshalText() ([]byte, error) {
	if !c.Valid() && !c.IsZero() {
		return nil, fmt.Errorf("cards: cannot write invalid card %d/%d", c.Rank, c.Suit)
	}
	s := c.ASCII()
	if c.Deck > 0 {
		s += "#" + strconv.Itoa(int(c.Deck))
	}
	return []byte(s), nil
}

// UnmarshalText reads what MarshalText writes, or anything Parse accepts.
func (c *Card) UnmarshalText(b []byte) error {
	s := string(b)
	deck := 0
	if i := strings.IndexByte(s, '#'); i >= 0 {
		d, err := strconv.Atoi(s[i+1:])
		if err != nil || d < 0 || d > 255 {
			return fmt.Errorf("cards: %q: deck number after # must be 0 to 255", s)
		}
		s, deck = s[:i], d
	}
	if s == "??" {
		*c = Card{}
		return nil
	}
	p, err := Parse(s)
	if err != nil {
		return err
	}
	p.Deck = uint8(deck)
	*c = p
	return nil
}

// Parse reads one card: a rank (A, 2..10, T for ten, J, Q, K) followed by
// a suit letter (S, H, D, C) or symbol (♠♥♦♣), in either case, such as "AS",
// "10h", "T♦"; or a joker, "SJ" (small) or "BJ" (big).
func Parse(s string) (Card, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	switch t {
	case "SJ":
		return Card{Rank: SmallJoker}, nil
	case "BJ":
		return Card{Rank: BigJoker}, nil
	}
	var suit Suit
	var rest string
	for _, sf := range Suits {
		if l := sf.Letter(); strings.HasSuffix(t, l) {
			suit, rest = sf, strings.TrimSuffix(t, l)
			break
		}
		if sym := sf.String(); strings.HasSuffix(t, sym) {
			suit, rest = sf, strings.TrimSuffix(t, sym)
			break
		}
	}
	if suit == NoSuit {
		return Card{}, fmt.Errorf("cards: %q: want a rank and a suit such as AS or 10H, or SJ/BJ for a joker", s)
	}
	var rank Rank
	switch rest {
	case "A":
		rank = Ace
	case "T", "10":
		rank = Ten
	case "J":
		rank = Jack
	case "Q":
		rank = Queen
	case "K":
		rank = King
	default:
		if len(rest) == 1 && rest[0] >= '2' && rest[0] <= '9' {
			rank = Rank(rest[0] - '0')
		}
	}
	if rank == NoRank {
		return Card{}, fmt.Errorf("cards: %q: %q is not a rank (A, 2-10, J, Q, K)", s, rest)
	}
	return Card{Rank: rank, Suit: suit}, nil
}

// ParseList reads cards separated by spaces or commas, such as "AS 10H KD".
func ParseList(s string) ([]Card, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })
	out := make([]Card, 0, len(fields))
	for _, f := range fields {
		c, err := Parse(f)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// MustParseList is ParseList for fixed text in tests and examples; it
// panics on a malformed card.
func MustParseList(s string) []Card {
	cs, err := ParseList(s)
	if err != nil {
		panic(err)
	}
	return cs
}

// Format writes cards in ASCII form separated by spaces, as ParseList reads.
func Format(cs []Card) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.ASCII())
	}
	return b.String()
}
