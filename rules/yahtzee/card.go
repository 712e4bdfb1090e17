package yahtzee

import (
	"errors"
	"fmt"

	"teahouse/rules/dice"
)

// Errors of Card.Fill; the wrapping error explains the refusal.
var (
	// ErrFilled: the box already holds a score.
	ErrFilled = errors.New("box already filled")
	// ErrJoker: a Yahtzee rolled with the Yahtzee box filled must go where
	// the forced joker rule says.
	ErrJoker = errors.New("joker rule")
)

// Card is one player's score card. The zero value is a fresh card. Card is
// a plain value; Fill returns a new card.
type Card struct {
	// Filled marks the boxes that hold a score (bit b for Box b).
	Filled uint16 `json:"filled"`
	// Scores holds each filled box's score.
	Scores [NumBoxes]int `json:"scores"`
	// Bonuses counts the Yahtzee bonuses earned (100 points each).
	Bonuses int `json:"bonuses"`
}

// IsFilled reports whether box b holds a score.
func (c Card) IsFilled(b Box) bool { return c.Filled&(1<<b) != 0 }

// Done reports whether every box is filled.
func (c Card) Done() bool { return c.Filled == 1<<NumBoxes-1 }

// UpperTotal is the sum of the upper boxes.
func (c Card) UpperTotal() int {
	t := 0
	for b := Ones; b <= Sixes; b++ {
		t += c.Scores[b]
	}
	return t
}

// UpperBonusScore is 35 once the upper total reaches 63, else 0.
func (c Card) UpperBonusScore() int {
	if c.UpperTotal() >= UpperBonusAt {
		return UpperBonus
	}
	return 0
}

// LowerTotal is the sum of the lower boxes.
func (c Card) LowerTotal() int {
	t := 0
	for b := ThreeOfAKind; b <= Chance; b++ {
		t += c.Scores[b]
	}
	return t
}

// Total is the card's score: both sections, the upper bonus and the
// Yahtzee bonuses.
func (c Card) Total() int {
	return c.UpperTotal() + c.UpperBonusScore() + c.LowerTotal() + c.Bonuses*YahtzeeBonus
}

// Joker reports whether h is a Yahtzee rolled when the Yahtzee box is
// already filled (with 50 or with 0): the forced joker rule then applies.
func (c Card) Joker(h dice.Hand) bool { return IsYahtzee(h) && c.IsFilled(Yahtzee) }

// Points returns what h would score in box b on this card, joker rule
// included, and the Yahtzee bonus it would earn (100 when h is a further
// Yahtzee and the Yahtzee box holds 50). It returns an error wrapping
// ErrFilled or ErrJoker when h may not be scored in b.
func (c Card) Points(h dice.Hand, b Box) (points, bonus int, err error) {
	if b >= NumBoxes {
		return 0, 0, fmt.Errorf("no box %d", b)
	}
	if c.IsFilled(b) {
		return 0, 0, fmt.Errorf("%w: %s holds %d", ErrFilled, b, c.Scores[b])
	}
	if !c.Joker(h) {
		return Score(h, b), 0, nil
	}
	if c.Scores[Yahtzee] == YahtzeeScore {
		bonus = YahtzeeBonus
	}
	face := UpperBox(h[0])
	switch {
	case !c.IsFilled(face):
		if b != face {
			return 0, 0, fmt.Errorf("%w: a Yahtzee of %ds must go in %s while it is open", ErrJoker, h[0], face)
		}
		return Score(h, b), bonus, nil
	case c.lowerOpen():
		if b.Upper() {
			return 0, 0, fmt.Errorf("%w: %s is filled, so this Yahtzee must go in an open lower box", ErrJoker, face)
		}
		return jokerScore(h, b), bonus, nil
	default:
		return 0, bonus, nil // every lower box is filled: a zero in an open upper box
	}
}

// jokerScore is a lower box's score for a joker: the full fixed score of
// Full house and the straights, the dice's sum for the rest.
func jokerScore(h dice.Hand, b Box) int {
	switch b {
	case FullHouse:
		return FullHouseScore
	case SmallStraight:
		return SmallStraightScore
	case LargeStraight:
		return LargeStraightScore
	}
	return Score(h, b)
}

func (c Card) lowerOpen() bool {
	for b := ThreeOfAKind; b <= Chance; b++ {
		if !c.IsFilled(b) {
			return true
		}
	}
	return false
}

// Fill scores h in box b and returns the new card and the points added
// (the box's score plus any Yahtzee bonus). On error the card is unchanged.
func (c Card) Fill(h dice.Hand, b Box) (Card, int, error) {
	points, bonus, err := c.Points(h, b)
	if err != nil {
		return c, 0, err
	}
	c.Filled |= 1 << b
	c.Scores[b] = points
	if bonus > 0 {
		c.Bonuses++
	}
	return c, points + bonus, nil
}

// Allowed lists the boxes h may be scored in now, in card order.
func (c Card) Allowed(h dice.Hand) []Box {
	var out []Box
	for b := range Box(NumBoxes) {
		if _, _, err := c.Points(h, b); err == nil {
			out = append(out, b)
		}
	}
	return out
}
