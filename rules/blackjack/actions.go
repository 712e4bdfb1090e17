package blackjack

import (
	"errors"
	"fmt"

	"teahouse/rules/cards"
)

// PlayerHand is what the action rules need to know of the hand a player is
// deciding on.
type PlayerHand struct {
	// Cards are the hand's cards.
	Cards []cards.Card
	// FromSplit is true for a hand made by splitting a pair.
	FromSplit bool
	// SplitAces is true for a hand made by splitting aces: it takes one
	// card and stands, unless it may be resplit.
	SplitAces bool
	// Hands is how many hands the player holds this round (1 before any split).
	Hands int
}

// ErrNotAllowed is wrapped by every refusal of the Check functions; the
// message says in a player's words why.
var ErrNotAllowed = errors.New("not allowed")

func notAllowed(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrNotAllowed, fmt.Sprintf(format, args...))
}

// CheckHit reports whether the player may take another card: not on 21,
// not on a busted hand, not on a split ace.
func CheckHit(h PlayerHand, r Rules) error {
	t, _ := HandTotal(h.Cards)
	switch {
	case h.SplitAces:
		return notAllowed("split aces get one card each")
	case t > 21:
		return notAllowed("the hand is bust")
	case t == 21:
		return notAllowed("you have 21")
	}
	return nil
}

// CheckDouble reports whether the player may double: on the first two
// cards only, after a split only under DAS and never on split aces, and on
// a total of 9 to 11 only under Double9to11.
func CheckDouble(h PlayerHand, r Rules) error {
	t, soft := HandTotal(h.Cards)
	switch {
	case len(h.Cards) != 2:
		return notAllowed("you can only double on your first two cards")
	case h.SplitAces:
		return notAllowed("split aces get one card each: no doubling")
	case h.FromSplit && !r.DAS:
		return notAllowed("this table does not allow doubling after a split")
	case IsNatural(h.Cards, h.FromSplit):
		return notAllowed("you have blackjack")
	case !r.Double.Allows(t, soft):
		return notAllowed("this table allows doubling only on 9, 10 or 11 (you have %s)", Describe(h.Cards, h.FromSplit))
	}
	return nil
}

// CheckSplit reports whether the player may split: a pair (see IsPair) of
// exactly two cards, fewer than r.MaxHands hands, and split aces only when
// r.ResplitAces.
func CheckSplit(h PlayerHand, r Rules) error {
	switch {
	case len(h.Cards) != 2:
		return notAllowed("you can only split your first two cards")
	case !IsPair(h.Cards[0], h.Cards[1], r):
		if r.SplitTens || Value(h.Cards[0].Rank) != Ten || Value(h.Cards[1].Rank) != Ten {
			return notAllowed("you can only split a pair")
		}
		return notAllowed("this table splits ten-value cards only when they are the same rank")
	case r.MaxHands <= 1:
		return notAllowed("this table does not allow splitting")
	case h.Hands >= r.MaxHands:
		return notAllowed("you already have %d hands, the most this table allows", h.Hands)
	case h.SplitAces && !r.ResplitAces:
		return notAllowed("split aces may not be split again")
	}
	return nil
}

// CheckSurrender reports whether the player may surrender (late surrender:
// after the dealer checked for blackjack, on the first two cards of the
// unsplit hand).
func CheckSurrender(h PlayerHand, r Rules) error {
	switch {
	case r.Surrender != LateSurrender:
		return notAllowed("this table does not allow surrender")
	case h.FromSplit || h.Hands > 1:
		return notAllowed("you cannot surrender after a split")
	case len(h.Cards) != 2:
		return notAllowed("you can only surrender your first two cards")
	}
	return nil
}

// CanHit reports whether CheckHit allows a hit.
func CanHit(h PlayerHand, r Rules) bool { return CheckHit(h, r) == nil }

// CanDouble reports whether CheckDouble allows doubling.
func CanDouble(h PlayerHand, r Rules) bool { return CheckDouble(h, r) == nil }

// CanSplit reports whether CheckSplit allows a split.
func CanSplit(h PlayerHand, r Rules) bool { return CheckSplit(h, r) == nil }

// CanSurrender reports whether CheckSurrender allows surrender.
func CanSurrender(h PlayerHand, r Rules) bool { return CheckSurrender(h, r) == nil }

// Allows reports whether the rule lets a player double on a two-card total:
// any total under DoubleAny, 9, 10 or 11 under Double9to11 (a soft hand
// counts 12 to 21, so it never qualifies).
func (d DoubleRule) Allows(total int, soft bool) bool {
	if d == Double9to11 {
		return !soft && total >= 9 && total <= 11
	}
	return true
}
