package yahtzee

import (
	"errors"
	"fmt"
	"sync"

	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// State is what of a score card matters for the rest of a solitaire game:
// the open boxes, the upper total capped at 63, and whether the Yahtzee box
// holds 50 (which earns a bonus for each further Yahtzee).
type State struct {
	// Open marks the open boxes (bit b for yz.Box b); the complement of
	// yz.Card.Filled.
	Open uint16
	// Upper is the upper total, capped at yz.UpperBonusAt (63).
	Upper int
	// Y50 is true when the Yahtzee box holds 50.
	Y50 bool
}

// StateOf returns the state of card c.
func StateOf(c yz.Card) State {
	return State{
		Open:  allBoxes &^ c.Filled,
		Upper: min(c.UpperTotal(), yz.UpperBonusAt),
		Y50:   c.IsFilled(yz.Yahtzee) && c.Scores[yz.Yahtzee] == yz.YahtzeeScore,
	}
}

// Fresh is the state of a fresh card.
var Fresh = State{Open: allBoxes}

// Reachable reports whether some game reaches s: Open names boxes 0..12
// only, Upper is a sum the filled upper boxes can score (each c·face with c
// from 0 to 5) capped at 63, and Y50 needs the Yahtzee box filled. The
// table holds the values of the reachable states only.
func (s State) Reachable() bool {
	if s.Open&^allBoxes != 0 || s.Upper < 0 || s.Upper > yz.UpperBonusAt {
		return false
	}
	if s.Y50 && s.Open&yahtzeeBit != 0 {
		return false
	}
	return upperReach()[^s.Open&upperBoxes]&(1<<s.Upper) != 0
}

// upperReach returns, for each set of filled upper boxes (bit b for box b),
// the capped upper totals 0..63 they can add up to, as a bit set.
var upperReach = sync.OnceValue(func() *[1 << 6]uint64 {
	var reach [1 << 6]uint64
	for filled := range 1 << 6 {
		sums := uint64(1) // sums reachable so far, 0..63 (63 meaning 63 or more)
		for b := range 6 {
			if filled&(1<<b) == 0 {
				continue
			}
			var next uint64
			for c := range dice.HandSize + 1 {
				add := c * (b + 1)
				for u := range yz.UpperBonusAt + 1 {
					if sums&(1<<u) != 0 {
						next |= 1 << min(u+add, yz.UpperBonusAt)
					}
				}
			}
			sums = next
		}
		reach[filled] = sums
	}
	return &reach
})

// upperLeft is the most the open upper boxes of open can still add to the
// upper total (five dice of each open face).
func upperLeft(open uint16) int {
	left := 0
	for b := range 6 {
		if open&(1<<b) != 0 {
			left += dice.HandSize * (b + 1)
		}
	}
	return left
}

// bonusOpen reports whether the upper bonus can still be earned from
// (open, upper): it has not been earned and the open upper boxes can still
// reach 63. When it cannot, the value of the state does not depend on upper.
func bonusOpen(open uint16, upper int) bool {
	return upper < yz.UpperBonusAt && upper+upperLeft(open) >= yz.UpperBonusAt
}

// ErrUnreachable reports a state that no game reaches.
var ErrUnreachable = errors.New("no game reaches this score card")

// CardOf returns a score card in state s, for advice on a position given as
// a state (the tip command's --open, --upper and --yahtzee50): the filled
// upper boxes hold scores adding up to s.Upper (63 or more when s.Upper is
// 63), the Yahtzee box holds 50 when s.Y50, and every other filled box
// holds 0. Its total is therefore only the part of a real card's total that
// s determines. CardOf returns an error wrapping ErrUnreachable when no game
// reaches s.
func CardOf(s State) (yz.Card, error) {
	if !s.Reachable() {
		return yz.Card{}, fmt.Errorf("%w: open %#x, upper %d, yahtzee 50 %v", ErrUnreachable, s.Open, s.Upper, s.Y50)
	}
	c := yz.Card{Filled: allBoxes &^ s.Open}
	if s.Y50 {
		c.Scores[yz.Yahtzee] = yz.YahtzeeScore
	}
	// Count dice per filled upper box, largest faces first, until the sum
	// is s.Upper; Reachable guarantees a way.
	var fill func(b int, left int) bool
	fill = func(b int, left int) bool {
		if b < 0 {
			return left == 0 || (s.Upper == yz.UpperBonusAt && left <= 0)
		}
		if c.IsFilled(yz.Box(b)) {
			for n := dice.HandSize; n >= 0; n-- {
				c.Scores[b] = n * (b + 1)
				if fill(b-1, left-c.Scores[b]) {
					return true
				}
			}
			c.Scores[b] = 0
			return false
		}
		return fill(b-1, left)
	}
	fill(int(yz.Sixes), s.Upper)
	return c, nil
}
