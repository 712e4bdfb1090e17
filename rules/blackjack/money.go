package blackjack

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Amount is a sum of chips counted in half chips: Amount(2) is one chip.
// Bets are whole chips, but 3:2 on an odd bet, the half bet back on a
// surrender and insurance of half an odd bet are paid exactly in halves,
// as a casino pays them with its 50-cent chips. In JSON and on screen an
// Amount reads as chips: 7.5, 10, -2.5. It is 64 bits wide on every
// platform, so any bankroll up to MaxChips is kept exactly.
type Amount int64

// MaxChips is the most chips an Amount is read from text or JSON with
// (ParseAmount), about 2.3 billion billion: an Amount holds four times
// as many half chips, so adding a bet or a payout to any bankroll read
// never overflows.
const MaxChips = 1 << 61

// Chips returns n whole chips as an Amount.
func Chips(n int) Amount { return Amount(2 * n) }

// Whole returns the whole chips of a, rounded toward zero; where int is
// narrower than an Amount it stops at the largest int, which is what a
// bet's upper bound needs.
func (a Amount) Whole() int {
	switch n := int64(a / 2); {
	case n > math.MaxInt:
		return math.MaxInt
	case n < math.MinInt:
		return math.MinInt
	default:
		return int(n)
	}
}

// IsWhole reports whether a is a whole number of chips.
func (a Amount) IsWhole() bool { return a%2 == 0 }

// String writes a in chips: "10", "7.5", "-2.5".
func (a Amount) String() string {
	s := strconv.FormatInt(int64(a/2), 10)
	if a%2 != 0 {
		if a < 0 && a/2 == 0 {
			s = "-0"
		}
		s += ".5"
	}
	return s
}

// MarshalJSON writes a as a number of chips, such as 7.5.
func (a Amount) MarshalJSON() ([]byte, error) { return []byte(a.String()), nil }

// UnmarshalJSON reads a number of chips that is whole or ends in .5.
func (a *Amount) UnmarshalJSON(b []byte) error {
	v, err := ParseAmount(string(b))
	if err != nil {
		return err
	}
	*a = v
	return nil
}

// ParseAmount reads chips written as "10", "7.5" or "-2.5" (also "7.50").
func ParseAmount(s string) (Amount, error) {
	t := strings.TrimSpace(s)
	whole, frac, dot := strings.Cut(t, ".")
	neg := strings.HasPrefix(whole, "-")
	n, err := strconv.ParseInt(whole, 10, 64)
	if err != nil || n > MaxChips || n < -MaxChips {
		return 0, fmt.Errorf("amount %q: want chips such as 10 or 7.5", s)
	}
	a := Amount(2 * n)
	if dot {
		switch strings.TrimRight(frac, "0") {
		case "":
		case "5":
			if neg {
				a--
			} else {
				a++
			}
		default:
			return 0, fmt.Errorf("amount %q: chips come in halves (such as 7.5)", s)
		}
	}
	return a, nil
}
