package blackjack

import (
	"strconv"

	"teahouse/rules/cards"
)

// Ace and Ten are the blackjack values of an ace (counted 1, or 11 when
// that does not bust) and of every ten-value card (10, J, Q, K).
const (
	Ace = 1
	Ten = 10
)

// Value returns the blackjack value of a rank: 1 for an ace, 2..9 for the
// pips, 10 for a ten, jack, queen or king, and 0 for a joker or no rank.
func Value(r cards.Rank) int {
	switch {
	case r >= cards.Ace && r <= cards.Nine:
		return int(r)
	case r >= cards.Ten && r <= cards.King:
		return Ten
	}
	return 0
}

// Total returns the best total of card values (each 1..10, ace = 1) and
// whether it is soft: an ace counts 11 without busting.
func Total(values []int) (total int, soft bool) {
	ace := false
	for _, v := range values {
		total += v
		if v == Ace {
			ace = true
		}
	}
	if ace && total+10 <= 21 {
		return total + 10, true
	}
	return total, false
}

// HandTotal is Total over cards. The zero Card (a face-down card) and
// jokers count nothing.
func HandTotal(cs []cards.Card) (total int, soft bool) {
	ace := false
	for _, c := range cs {
		v := Value(c.Rank)
		total += v
		if v == Ace {
			ace = true
		}
	}
	if ace && total+10 <= 21 {
		return total + 10, true
	}
	return total, false
}

// IsNatural reports whether cs is a blackjack: exactly two cards, an ace
// and a ten-value card, in a hand that was not made by splitting (an ace
// and a ten after a split is a plain 21).
func IsNatural(cs []cards.Card, fromSplit bool) bool {
	if fromSplit || len(cs) != 2 {
		return false
	}
	a, b := Value(cs[0].Rank), Value(cs[1].Rank)
	return a+b == Ace+Ten && (a == Ace || b == Ace)
}

// IsBust reports whether cs totals more than 21.
func IsBust(cs []cards.Card) bool {
	t, _ := HandTotal(cs)
	return t > 21
}

// IsPair reports whether two cards may be split under r: the same rank, or
// two ten-value cards of different ranks (K-Q) when r.SplitTens is on.
func IsPair(a, b cards.Card, r Rules) bool {
	if a.Rank == b.Rank {
		return a.Rank.Valid() && !a.Rank.IsJoker()
	}
	return r.SplitTens && Value(a.Rank) == Ten && Value(b.Rank) == Ten
}

// Describe names a hand's total as a player reads it: "soft 17", "15",
// "blackjack", "bust (24)"; an empty hand is "".
func Describe(cs []cards.Card, fromSplit bool) string {
	if len(cs) == 0 {
		return ""
	}
	if IsNatural(cs, fromSplit) {
		return "blackjack"
	}
	t, soft := HandTotal(cs)
	switch {
	case t > 21:
		return "bust (" + strconv.Itoa(t) + ")"
	case soft && t < 21:
		return "soft " + strconv.Itoa(t)
	}
	return strconv.Itoa(t)
}
