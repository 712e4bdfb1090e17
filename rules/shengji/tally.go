package shengji

import "teahouse/rules/cards"

// tally counts the cards of one effective suit in a hand or a play by
// face: copies[p][s] is how many of the face of power p and suit s it
// holds (a face is one power and one suit within an effective suit).
// Following, winning and throws all ask a tally the same questions.
type tally struct {
	copies [numPowers][cards.NumSuits + 1]uint8
	n      int
}

// tallyOf counts the cards of cs whose effective suit is suit.
func tallyOf(cs []cards.Card, suit cards.Suit, t Trump) tally {
	var ta tally
	for _, c := range cs {
		if c.Valid() && t.SuitOf(c) == suit {
			ta.copies[t.Power(c)][c.Suit]++
			ta.n++
		}
	}
	return ta
}

// pairRow is how many pairs a tally holds at each power.
type pairRow [numPowers]uint8

// pairRow counts the pairs at each power.
func (ta *tally) pairRow() pairRow {
	var row pairRow
	for p := range numPowers {
		for _, k := range ta.copies[p] {
			row[p] += k / 2
		}
	}
	return row
}

// pairs is the number of pairs in the tally.
func (ta *tally) pairs() int {
	n := 0
	for _, k := range ta.pairRow() {
		n += int(k)
	}
	return n
}

// top is the power of the highest unit of the given shape the tally
// holds: the highest card for a single, the highest pair, or the top of
// the highest tractor of that many pairs; -1 when it holds none.
func (ta *tally) top(kind Kind, pairs int) int {
	if kind == Single {
		for p := numPowers - 1; p >= 0; p-- {
			for _, k := range ta.copies[p] {
				if k > 0 {
					return p
				}
			}
		}
		return -1
	}
	row := ta.pairRow()
	run := 0
	for p := numPowers - 1; p >= 0; p-- {
		if row[p] == 0 {
			run = 0
			continue
		}
		run++
		if run == max(pairs, 1) {
			return p + run - 1
		}
	}
	return -1
}
