package shengji

import (
	"fmt"

	"teahouse/rules/cards"
)

// Trumps is the effective suit of every trump card: the jokers, the level
// cards and the cards of the trump suit. The jokers' own suit is
// cards.NoSuit, so it is the natural name for the suit they lead.
const Trumps = cards.NoSuit

// SuitName names an effective suit: "trumps", or the suit's name.
func SuitName(s cards.Suit) string {
	if s == Trumps {
		return "trumps"
	}
	return s.Name()
}

// Trump is the trump context of a deal: the level rank and the trump suit,
// cards.NoSuit for no-trump (only the jokers and the level cards are
// trumps then).
type Trump struct {
	Level cards.Rank // the deal's level rank, Two .. Ace
	Suit  cards.Suit // the trump suit, or cards.NoSuit for no-trump
}

// NoTrump reports whether the deal is played without a trump suit.
func (t Trump) NoTrump() bool { return t.Suit == cards.NoSuit }

// Valid reports whether the level is a rank Ace to King (no joker) and the
// suit is one of the four or none.
func (t Trump) Valid() bool {
	return t.Level >= cards.Ace && t.Level <= cards.King && (t.Suit == cards.NoSuit || t.Suit.Valid())
}

// String writes the context as a log line does: "level 5, spades trump" or
// "level 5, no trump".
func (t Trump) String() string {
	if t.NoTrump() {
		return fmt.Sprintf("level %s, no trump", t.Level)
	}
	return fmt.Sprintf("level %s, %s trump", t.Level, t.Suit.Name())
}

// IsTrump reports whether c is a trump: a joker, a level card of any suit
// or a card of the trump suit.
func (t Trump) IsTrump(c cards.Card) bool {
	return c.IsJoker() || c.Rank == t.Level || (!t.NoTrump() && c.Suit == t.Suit)
}

// SuitOf is c's effective suit: Trumps for a trump, else its own suit.
func (t Trump) SuitOf(c cards.Card) cards.Suit {
	if t.IsTrump(c) {
		return Trumps
	}
	return c.Suit
}

// The powers of the trumps above the plain ranks.
const (
	powerOffLevel   = 12 // a level card not of the trump suit (all equal)
	powerTrumpLevel = 13 // the level card of the trump suit; every level card under no-trump
	powerSmallJoker = 14
	powerBigJoker   = 15
	numPowers       = 16
)

// Power is c's place in the order of its effective suit, 0 the lowest;
// only cards of one effective suit compare. A plain suit runs 2 .. A
// without the level rank (0 .. 11). Trumps run the trump suit's 2 .. A
// without the level rank (0 .. 11), the three other level cards (12, all
// equal), the trump suit's level card (13), the black joker (14) and the
// red joker (15). Under no-trump the four level cards are equal at 13, so
// a pair of them and a pair of black jokers are consecutive.
func (t Trump) Power(c cards.Card) int {
	switch {
	case c.Rank == cards.BigJoker:
		return powerBigJoker
	case c.Rank == cards.SmallJoker:
		return powerSmallJoker
	case c.Rank == t.Level && (t.NoTrump() || c.Suit == t.Suit):
		return powerTrumpLevel
	case c.Rank == t.Level:
		return powerOffLevel
	}
	p, l := highOrder(c.Rank), highOrder(t.Level)
	if p > l {
		p--
	}
	return p
}

// highOrder places a rank with the ace high: Two is 0, King 11, Ace 12.
func highOrder(r cards.Rank) int {
	if r == cards.Ace {
		return 12
	}
	return int(r) - int(cards.Two)
}

// Beats reports whether card a, played after b, wins over it: a trump
// beats a plain card, a card of b's effective suit beats it when its power
// is higher, and anything else (a discard, an equal card) does not.
func (t Trump) Beats(a, b cards.Card) bool {
	sa, sb := t.SuitOf(a), t.SuitOf(b)
	if sa != sb {
		return sa == Trumps
	}
	return t.Power(a) > t.Power(b)
}
