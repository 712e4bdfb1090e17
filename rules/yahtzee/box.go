package yahtzee

import (
	"fmt"
	"strings"
)

// Box is one of the thirteen boxes of a score card.
type Box uint8

// The boxes, in score-card order: six upper boxes, then seven lower boxes.
const (
	Ones Box = iota
	Twos
	Threes
	Fours
	Fives
	Sixes
	ThreeOfAKind
	FourOfAKind
	FullHouse
	SmallStraight
	LargeStraight
	Yahtzee
	Chance
)

// NumBoxes is the number of boxes on a card.
const NumBoxes = 13

// Fixed scores and thresholds of the official rules.
const (
	FullHouseScore     = 25
	SmallStraightScore = 30
	LargeStraightScore = 40
	YahtzeeScore       = 50
	YahtzeeBonus       = 100
	UpperBonus         = 35
	UpperBonusAt       = 63 // upper total that earns the upper bonus
)

var boxNames = [NumBoxes]string{
	"Aces", "Twos", "Threes", "Fours", "Fives", "Sixes",
	"3 of a kind", "4 of a kind", "Full house", "Sm. straight", "Lg. straight", "Yahtzee", "Chance",
}

// boxKeys are the short names used on the command line (--open).
var boxKeys = [NumBoxes]string{"1s", "2s", "3s", "4s", "5s", "6s", "3k", "4k", "fh", "ss", "ls", "y", "c"}

// String returns the box's name as printed on a card, such as "Full house".
func (b Box) String() string {
	if b < NumBoxes {
		return boxNames[b]
	}
	return fmt.Sprintf("Box(%d)", uint8(b))
}

// Key returns the box's short name: 1s..6s, 3k, 4k, fh, ss, ls, y, c.
func (b Box) Key() string {
	if b < NumBoxes {
		return boxKeys[b]
	}
	return b.String()
}

// ParseBox reads a short name (Key) or a full name, case-insensitively.
func ParseBox(s string) (Box, error) {
	for b := range Box(NumBoxes) {
		if strings.EqualFold(s, b.Key()) || strings.EqualFold(s, b.String()) {
			return b, nil
		}
	}
	return 0, fmt.Errorf("unknown box %q: want one of %s", s, strings.Join(boxKeys[:], " "))
}

// Upper reports whether b is one of the six upper boxes (Aces..Sixes).
func (b Box) Upper() bool { return b <= Sixes }

// Face returns the face an upper box counts (1 for Aces ... 6 for Sixes).
func (b Box) Face() int { return int(b) + 1 }

// UpperBox returns the upper box that counts face (1..6).
func UpperBox(face int) Box { return Box(face - 1) }
