package shengji

import (
	"fmt"

	"teahouse/rules/cards"
)

// Winner is the index in plays of the play that wins the trick; plays[0]
// is the lead and the others follow in turn. A play takes the trick from
// the one winning so far only if it fits the lead's format (as many
// cards, one effective suit, the lead's tractors and pairs) and either it
// is trumps over a plain winner, or it is of the winner's suit and its
// largest unit is higher. The largest unit is the lead's first unit; a
// play's is its highest unit of that shape: the highest card when a single
// leads, the highest pair when a pair does, the highest tractor of as many
// pairs when a tractor does (among the ways to split the play that match
// every tractor of the lead at once). So a ruff wins only if it matches
// the led format, a higher ruff overtakes it, equal cards (two off-suit
// level cards) leave the trick with the first, and a throw is beaten only
// by a ruff of its whole format whose largest unit is higher.
//
// It fails only when the lead is no play. Follows are not checked here:
// CheckFollow says which are legal.
func Winner(plays [][]cards.Card, t Trump, r Rules) (int, error) {
	if len(plays) == 0 {
		return 0, fmt.Errorf("no plays in the trick")
	}
	l, err := ReadLead(plays[0], t, r)
	if err != nil {
		return 0, fmt.Errorf("the lead is no play: %w", err)
	}
	best, bestSuit, bestTop := 0, l.Suit, l.Largest().Top
	for i, p := range plays[1:] {
		suit, top, ok := l.fits(p, t)
		if !ok {
			continue
		}
		if suit == bestSuit && top > bestTop || suit == Trumps && bestSuit != Trumps {
			best, bestSuit, bestTop = i+1, suit, top
		}
	}
	return best, nil
}
