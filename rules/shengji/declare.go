package shengji

import (
	"errors"
	"fmt"
	"strconv"

	"teahouse/rules/cards"
)

// Strength is the strength of a declaration of trump during the deal.
type Strength uint8

// The strengths, weakest first. NoDeclaration is the zero value: nobody
// has declared.
const (
	NoDeclaration Strength = iota
	OneLevelCard           // one level card: its suit is trump
	LevelPair              // two identical level cards: their suit is trump
	SmallJokers            // the two black (small) jokers: no-trump
	BigJokers              // the two red (big) jokers: no-trump
)

// String names the strength: "one level card", "pair of level cards",
// "pair of black jokers", "pair of red jokers", "no declaration".
func (s Strength) String() string {
	switch s {
	case NoDeclaration:
		return "no declaration"
	case OneLevelCard:
		return "one level card"
	case LevelPair:
		return "pair of level cards"
	case SmallJokers:
		return "pair of black jokers"
	case BigJokers:
		return "pair of red jokers"
	}
	return "Strength(" + strconv.Itoa(int(s)) + ")"
}

// Declaration is a declaration of trump: its strength and the suit it
// makes trump (cards.NoSuit for the jokers' no-trump).
type Declaration struct {
	Strength Strength
	Suit     cards.Suit
}

// String writes the declaration for a log: "pair of level cards:
// hearts", "pair of red jokers: no trump".
func (d Declaration) String() string {
	if d.Strength == NoDeclaration {
		return d.Strength.String()
	}
	if d.Suit == cards.NoSuit {
		return d.Strength.String() + ": no trump"
	}
	return d.Strength.String() + ": " + d.Suit.Name()
}

// Trump is the trump context the declaration makes at level.
func (d Declaration) Trump(level cards.Rank) Trump { return Trump{Level: level, Suit: d.Suit} }

// ErrNotDeclaration is the kind of the errors of ReadDeclaration and
// CanDeclare.
var ErrNotDeclaration = errors.New("no declaration")

// ReadDeclaration reads cards shown to declare trump at level: one level
// card, two identical level cards, or two identical jokers.
func ReadDeclaration(cs []cards.Card, level cards.Rank) (Declaration, error) {
	switch {
	case len(cs) == 1 && cs[0].Valid() && cs[0].Rank == level:
		return Declaration{Strength: OneLevelCard, Suit: cs[0].Suit}, nil
	case len(cs) == 2 && cs[0].Valid() && cs[0].Face() == cs[1].Face():
		switch cs[0].Rank {
		case level:
			return Declaration{Strength: LevelPair, Suit: cs[0].Suit}, nil
		case cards.SmallJoker:
			return Declaration{Strength: SmallJokers}, nil
		case cards.BigJoker:
			return Declaration{Strength: BigJokers}, nil
		}
	}
	return Declaration{}, fmt.Errorf("%w: %s: declare with one level card (%s), two identical level cards or two identical jokers",
		ErrNotDeclaration, cards.Format(cs), level)
}

// CanDeclare reports whether seat may make declaration next over cur,
// made by seat curSeat (cur's strength NoDeclaration when nobody has
// declared yet), and if not why. Another seat overturns only with a
// stronger declaration: one level card < a pair of level cards < a pair
// of black jokers < a pair of red jokers. The seat that declared may only
// reinforce its own declaration: a pair of the same suit over its single.
func CanDeclare(cur Declaration, curSeat int, next Declaration, seat int) error {
	switch {
	case next.Strength == NoDeclaration:
		return fmt.Errorf("%w: nothing declared", ErrNotDeclaration)
	case cur.Strength == NoDeclaration:
		return nil
	case seat == curSeat && (next.Suit != cur.Suit || next.Strength <= cur.Strength):
		return fmt.Errorf("%w: the declarer may only reinforce its own suit with a pair", ErrNotDeclaration)
	case next.Strength <= cur.Strength:
		return fmt.Errorf("%w: a %s does not overturn a %s", ErrNotDeclaration, next.Strength, cur.Strength)
	}
	return nil
}

// TrumpFromKitty decides trump when nobody declared, by turning up the
// kitty's cards one by one: the first level card makes its suit trump, the
// first joker makes no trump; with neither, the suit of the highest card
// turned (aces high, the first turned of equal ranks) is trump. It returns
// the trump suit (cards.NoSuit for no trump) and how many cards were
// turned up, kitty[:turned]: up to the first level card or joker, else
// every card, as the highest is known only once all are seen. An empty
// kitty decides nothing: no trump, none turned.
func TrumpFromKitty(kitty []cards.Card, level cards.Rank) (suit cards.Suit, turned int) {
	best := -1
	for i, c := range kitty {
		switch {
		case c.IsJoker():
			return cards.NoSuit, i + 1
		case c.Rank == level:
			return c.Suit, i + 1
		case best < 0 || highOrder(c.Rank) > highOrder(kitty[best].Rank):
			best = i
		}
	}
	if best < 0 {
		return cards.NoSuit, 0
	}
	return kitty[best].Suit, len(kitty)
}
