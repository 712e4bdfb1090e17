package pokerdice

import (
	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

// This file computes values by direct enumeration with rules/pokerdice,
// independently of the tables, for the tests to compare against.

// bruteFinals returns the rank of every ordered reroll of the dice of h that
// keep does not select.
func bruteFinals(h dice.Hand, keep dice.Mask) []pd.Rank {
	var free []int
	for i := range dice.HandSize {
		if !keep.Has(i) {
			free = append(free, i)
		}
	}
	n := 1
	for range free {
		n *= dice.Sides
	}
	out := make([]pd.Rank, 0, n)
	for x := range n {
		g := h
		for _, i := range free {
			g[i] = x%dice.Sides + 1
			x /= dice.Sides
		}
		out = append(out, pd.Evaluate(g))
	}
	return out
}

// bruteDuel compares every final of a with every final of b and returns the
// wins and draws of a and the number of pairs.
func bruteDuel(a, b []pd.Rank) (win, draw, total int64) {
	for _, x := range a {
		for _, y := range b {
			switch pd.Compare(x, y) {
			case 1:
				win++
			case 0:
				draw++
			}
		}
	}
	return win, draw, int64(len(a) * len(b))
}

// bruteHolds lists the masks rule allows for h, one per multiset of kept
// faces.
func bruteHolds(h dice.Hand, rule pd.HoldRule) []dice.Mask {
	var out []dice.Mask
	seen := map[[dice.Sides + 1]int]bool{}
	for m := range dice.FullMask + 1 {
		if pd.CheckHold(h, m, rule) != nil {
			continue
		}
		var c [dice.Sides + 1]int
		for _, f := range m.Faces(h) {
			c[f]++
		}
		if !seen[c] {
			seen[c] = true
			out = append(out, m)
		}
	}
	return out
}

// bruteSecond is the exact win and draw probability of holding mine (of h)
// against an opponent whose final hand keeps theirs of o and rerolls the rest.
func bruteSecond(h dice.Hand, mine dice.Mask, o dice.Hand, theirs dice.Mask) (win, draw float64) {
	w, d, n := bruteDuel(bruteFinals(h, mine), bruteFinals(o, theirs))
	return float64(w) / float64(n), float64(d) / float64(n)
}

// bruteFirst is the value of holding mine (of h) first, when the opponent
// rolled o and then picks the legal hold that is best for it, with the
// matching win and draw probabilities. Values are compared exactly as
// fractions over a common denominator.
func bruteFirst(h dice.Hand, mine dice.Mask, o dice.Hand, rule pd.HoldRule) (value, win, draw float64) {
	finals := bruteFinals(h, mine)
	bestNum, bestDen, bestDraw, bestN := int64(-1), int64(1), int64(0), int64(1)
	for _, om := range bruteHolds(o, rule) {
		w, d, n := bruteDuel(finals, bruteFinals(o, om))
		num, den := 2*w+d, 2*n
		// The opponent minimises my value; among equals it prefers fewer
		// draws, as the tables do.
		if bestNum < 0 || num*bestDen < bestNum*den || num*bestDen == bestNum*den && d*bestN < bestDraw*n {
			bestNum, bestDen, bestDraw, bestN = num, den, d, n
			win, draw = float64(w)/float64(n), float64(d)/float64(n)
		}
	}
	return float64(bestNum) / float64(bestDen), win, draw
}
