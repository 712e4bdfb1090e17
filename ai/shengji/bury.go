package shengji

import (
	"cmp"
	"slices"

	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// voidingBurial is the eight cards the expert buries from hand (the kitty
// taken in): as many whole plain suits as fit, shortest first, that hold
// no point card and no ace, so the hand is void in them and can ruff;
// then the rest in the order of spareness, so points and trumps stay in
// hand and out of a kitty the attackers may win multiplied.
func voidingBurial(hand []cards.Card, t sj.Trump) []cards.Card {
	type suitLen struct {
		suit cards.Suit
		n    int
	}
	var short []suitLen
	for _, s := range cards.Suits {
		n, keep := 0, false
		for _, c := range hand {
			if !t.IsTrump(c) && c.Suit == s {
				n++
				keep = keep || sj.CardPoints(c) > 0 || c.Rank == cards.Ace
			}
		}
		if n > 0 && !keep {
			short = append(short, suitLen{s, n})
		}
	}
	slices.SortStableFunc(short, func(a, b suitLen) int { return cmp.Compare(a.n, b.n) })
	var out []cards.Card
	for _, sl := range short {
		if len(out)+sl.n > sj.KittySize {
			break
		}
		for _, c := range hand {
			if !t.IsTrump(c) && c.Suit == sl.suit {
				out = append(out, c)
			}
		}
	}
	rest := slices.DeleteFunc(slices.Clone(hand), func(c cards.Card) bool { return slices.Contains(out, c) })
	sortBySpareness(rest, hand, t)
	return append(out, rest[:sj.KittySize-len(out)]...)
}
