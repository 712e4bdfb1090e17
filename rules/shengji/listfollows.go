package shengji

import (
	"slices"

	"teahouse/rules/cards"
)

// Follows lists the legal follows to lead from hand, each once by face
// (which copy of a card is played does not matter in play; the hand's
// first copies are used), lowest cards first. A limit above 0 caps the
// list: complete is false when more follows exist than were listed. A
// hand holding more cards of the led suit than were led chooses among
// those only; a hand short of the suit plays all of it and chooses the
// rest among its other cards; a void hand may play any cards, which can be
// a great many choices, so a caller that needs few sets a limit.
func Follows(hand, lead []cards.Card, t Trump, r Rules, limit int) (follows [][]cards.Card, complete bool, err error) {
	f, err := newFollower(hand, lead, t, r)
	if err != nil {
		return nil, false, err
	}
	if len(hand) < f.l.Size {
		return nil, true, nil
	}
	sorted := slices.Clone(hand)
	SortHand(sorted, t)
	slices.Reverse(sorted) // lowest first
	var suitFaces, otherFaces [][]cards.Card
	for _, c := range sorted {
		list := &otherFaces
		if t.SuitOf(c) == f.l.Suit {
			list = &suitFaces
		}
		if k := len(*list) - 1; k >= 0 && (*list)[k][0].Face() == c.Face() {
			(*list)[k] = append((*list)[k], c)
			continue
		}
		*list = append(*list, []cards.Card{c})
	}
	play := make([]cards.Card, 0, f.l.Size)
	choose := otherFaces
	if f.inHand.n > f.l.Size {
		choose = suitFaces
	} else {
		for _, face := range suitFaces {
			play = append(play, face...)
		}
	}
	complete = true
	var rec func(i int) bool
	rec = func(i int) bool {
		if len(play) == f.l.Size {
			if f.check(tallyOf(play, f.l.Suit, t), false) != nil {
				return true
			}
			if limit > 0 && len(follows) == limit {
				complete = false
				return false
			}
			follows = append(follows, slices.Clone(play))
			return true
		}
		if i == len(choose) {
			return true
		}
		for k := min(len(choose[i]), f.l.Size-len(play)); k >= 0; k-- {
			play = append(play, choose[i][:k]...)
			more := rec(i + 1)
			play = play[:len(play)-k]
			if !more {
				return false
			}
		}
		return true
	}
	rec(0)
	return follows, complete, nil
}
