package yahtzee

import (
	"crypto/sha256"
	"encoding/binary"
	"sync"

	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// Box sets: bit b stands for yz.Box b, as in yz.Card.Filled.
const (
	allBoxes   = 1<<yz.NumBoxes - 1
	upperBoxes = 1<<(yz.Sixes+1) - 1
	lowerBoxes = allBoxes &^ upperBoxes
	yahtzeeBit = 1 << yz.Yahtzee
)

// jokerPlay is what the forced joker rule makes of a Yahtzee in one box.
type jokerPlay struct {
	ok     bool  // the box may take the Yahtzee
	points int16 // the box's score
	bonus  int16 // the Yahtzee bonus earned
}

// scoring holds what every roll scores in every box, read from rules/yahtzee
// once so the solver's inner loops never call the rules. It is read-only
// after it is built.
type scoring struct {
	// points[b][r] is what roll r scores in box b when no joker rule applies
	// (every roll but a Yahtzee, and a Yahtzee while the Yahtzee box is open).
	points [yz.NumBoxes][numRolls]float64
	// yahtzeeRoll[f] is the roll index of five dice showing f.
	yahtzeeRoll [dice.Sides + 1]int
	// joker[f][faceOpen][lowerOpen][y50][b] is how box b scores a Yahtzee
	// of f when the Yahtzee box is filled. Card.Points depends on the card
	// only through whether the upper box of f is open, whether some lower
	// box is open, whether the Yahtzee box holds 50, and whether b itself is
	// open; TestJokerTableMatchesRules checks this on every card state.
	joker [dice.Sides + 1][2][2][2][yz.NumBoxes]jokerPlay
	// fingerprint is a hash of everything above, so a cached table solved
	// under other scoring rules is recognised as stale.
	fingerprint [sha256.Size]byte
}

// theScoring builds the scoring tables on first use.
var theScoring = sync.OnceValue(buildScoring)

// buildScoring asks rules/yahtzee what each roll scores.
func buildScoring() *scoring {
	l := theLattice()
	s := new(scoring)
	for r := range numRolls {
		h := l.hands[r]
		for b := range yz.Box(yz.NumBoxes) {
			// A fresh card never applies the joker rule.
			p, _, err := yz.Card{}.Points(h, b)
			if err != nil {
				panic("yahtzee: a fresh card refuses a box: " + err.Error())
			}
			s.points[b][r] = float64(p)
		}
	}
	for f := 1; f <= dice.Sides; f++ {
		h := dice.Hand{f, f, f, f, f}
		s.yahtzeeRoll[f] = l.rollOf(h)
		face := yz.UpperBox(f)
		for fo := range 2 {
			for lo := range 2 {
				for y := range 2 {
					for b := range yz.Box(yz.NumBoxes) {
						c, ok := jokerCard(face, fo == 1, lo == 1, y == 1, b)
						if !ok {
							continue
						}
						p, bonus, err := c.Points(h, b)
						if err != nil {
							continue
						}
						if b.Upper() && p%b.Face() != 0 {
							panic("yahtzee: an upper box scores a multiple of its face")
						}
						s.joker[f][fo][lo][y][b] = jokerPlay{ok: true, points: int16(p), bonus: int16(bonus)}
					}
				}
			}
		}
	}
	hash := sha256.New()
	_ = binary.Write(hash, binary.LittleEndian, s.points)
	_ = binary.Write(hash, binary.LittleEndian, s.joker)
	hash.Sum(s.fingerprint[:0])
	return s
}

// jokerCard returns a card whose Yahtzee box is filled (with 50 when y50)
// and whose box b is open, with the upper box face open or filled as
// faceOpen says and some lower box open or not as lowerOpen says. It returns
// false when no card fits (b is the Yahtzee box, b is face yet faceOpen is
// false, or b is a lower box yet lowerOpen is false).
func jokerCard(face yz.Box, faceOpen, lowerOpen, y50 bool, b yz.Box) (yz.Card, bool) {
	if b == yz.Yahtzee || (b == face && !faceOpen) || (!b.Upper() && !lowerOpen) {
		return yz.Card{}, false
	}
	open := uint16(1) << b
	if faceOpen {
		open |= 1 << face
	}
	if lowerOpen && b.Upper() {
		open |= 1 << yz.Chance
	}
	c := yz.Card{Filled: allBoxes &^ open}
	if y50 {
		c.Scores[yz.Yahtzee] = yz.YahtzeeScore
	}
	return c, true
}

// jokerPlays returns how each box scores a Yahtzee of f on a card whose open
// boxes are open and whose Yahtzee box is filled (with 50 when y50).
func (s *scoring) jokerPlays(open uint16, f int, y50 bool) *[yz.NumBoxes]jokerPlay {
	fo, lo, y := 0, 0, 0
	if open&(1<<yz.UpperBox(f)) != 0 {
		fo = 1
	}
	if open&lowerBoxes != 0 {
		lo = 1
	}
	if y50 {
		y = 1
	}
	return &s.joker[f][fo][lo][y]
}
