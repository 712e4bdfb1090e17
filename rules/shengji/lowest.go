package shengji

import (
	"fmt"
	"slices"

	"teahouse/rules/cards"
)

// LowestFollow is a legal follow to lead from hand made of the lowest
// cards that meet the obligations CheckFollow states: the tractors it must
// match (as many pairs as CheckFollow asks, placed in the shortest runs of
// pairs that serve, low first), the lowest pairs it still needs, then the
// lowest cards of the led suit, then, when the hand is short of the suit,
// the lowest other cards (plain cards before trumps).
// The cards are the hand's own (their deck numbers kept). It fails when
// the lead is no play or the hand holds fewer cards than were led.
func LowestFollow(hand, lead []cards.Card, t Trump, r Rules) ([]cards.Card, error) {
	l, err := ReadLead(lead, t, r)
	if err != nil {
		return nil, fmt.Errorf("the lead is no play: %w", err)
	}
	if err := checkHand(hand); err != nil {
		return nil, err
	}
	if len(hand) < l.Size {
		return nil, fmt.Errorf("the hand holds %d cards and %d were led", len(hand), l.Size)
	}
	var of, other []cards.Card
	for _, c := range hand {
		if t.SuitOf(c) == l.Suit {
			of = append(of, c)
		} else {
			other = append(other, c)
		}
	}
	play := make([]cards.Card, 0, l.Size)
	if len(of) <= l.Size {
		play = append(play, of...)
		slices.SortStableFunc(other, func(a, b cards.Card) int { return fillerRank(a, t) - fillerRank(b, t) })
		return append(play, other[:l.Size-len(play)]...), nil
	}
	gs := groupFaces(of, t)
	slices.Reverse(gs) // lowest first
	used := make([]bool, len(gs))
	ta := tallyOf(of, l.Suit, t)
	pairs := 0
	for _, w := range fitTractors(ta.pairRow(), l.Tractors).windows {
		for p := w.low; p < w.low+w.k; p++ {
			for i, g := range gs {
				if g.power == p && g.n == 2 && !used[i] {
					used[i] = true
					play = append(play, g.cards[0], g.cards[1])
					pairs++
					break
				}
			}
		}
	}
	need := min(l.Pairs, ta.pairs())
	for i, g := range gs {
		if pairs < need && g.n == 2 && !used[i] {
			used[i] = true
			play = append(play, g.cards[0], g.cards[1])
			pairs++
		}
	}
	for i, g := range gs {
		for k := 0; k < g.n && !used[i] && len(play) < l.Size; k++ {
			play = append(play, g.cards[k])
		}
	}
	return play, nil
}

// fillerRank orders cards played when short of the led suit: plain cards
// by power, then trumps by power.
func fillerRank(c cards.Card, t Trump) int {
	if t.IsTrump(c) {
		return numPowers + t.Power(c)
	}
	return t.Power(c)
}
