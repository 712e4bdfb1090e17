package yahtzee

import "teahouse/rules/dice"

// Score returns what hand h scores in box b by the box's own rule, before
// any joker rule: the sum of the matching dice for an upper box; the sum of
// all dice for 3 and 4 of a kind (when they qualify) and Chance; the fixed
// scores of Full house, the straights and Yahtzee (when they qualify); else 0.
// A Yahtzee is not a full house by this rule (only as a joker).
func Score(h dice.Hand, b Box) int {
	c := h.Counts()
	sum := 0
	for _, f := range h {
		sum += f
	}
	top, pair := 0, false
	for f := 1; f <= dice.Sides; f++ {
		top = max(top, c[f])
		pair = pair || c[f] == 2
	}
	switch b {
	case ThreeOfAKind:
		if top >= 3 {
			return sum
		}
	case FourOfAKind:
		if top >= 4 {
			return sum
		}
	case FullHouse:
		if top == 3 && pair {
			return FullHouseScore
		}
	case SmallStraight:
		if run(c) >= 4 {
			return SmallStraightScore
		}
	case LargeStraight:
		if run(c) == 5 {
			return LargeStraightScore
		}
	case Yahtzee:
		if top == 5 {
			return YahtzeeScore
		}
	case Chance:
		return sum
	default:
		if b.Upper() {
			return c[b.Face()] * b.Face()
		}
	}
	return 0
}

// run returns the length of the longest run of consecutive faces present.
func run(c [dice.Sides + 1]int) int {
	best, cur := 0, 0
	for f := 1; f <= dice.Sides; f++ {
		if c[f] > 0 {
			cur++
			best = max(best, cur)
		} else {
			cur = 0
		}
	}
	return best
}

// IsYahtzee reports whether all five dice show one value.
func IsYahtzee(h dice.Hand) bool {
	for _, f := range h[1:] {
		if f != h[0] {
			return false
		}
	}
	return true
}
