package blackjack

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestActionRules(t *testing.T) {
	def := Default()
	noDAS := def
	noDAS.DAS = false
	reno := def
	reno.Double = Double9to11
	late := def
	late.Surrender = LateSurrender
	rsa := def
	rsa.ResplitAces = true
	two := def
	two.MaxHands = 2
	none := def
	none.MaxHands = 1
	tens := def
	tens.SplitTens = true

	type want struct{ hit, double, split, surrender string } // "" allowed, else a word of the refusal
	tests := []struct {
		name string
		h    PlayerHand
		r    Rules
		want want
	}{
		{"hard 11 default", PlayerHand{Cards: hand("6S 5H"), Hands: 1}, def, want{"", "", "pair", "surrender"}},
		{"three cards", PlayerHand{Cards: hand("2S 3H 4D"), Hands: 1}, def, want{"", "first two", "first two", "surrender"}},
		{"21 cannot hit", PlayerHand{Cards: hand("7S 7H 7D"), Hands: 1}, def, want{"21", "first two", "first two", "surrender"}},
		{"bust cannot hit", PlayerHand{Cards: hand("KS 7H 7D"), Hands: 1}, def, want{"bust", "first two", "first two", "surrender"}},
		{"pair of eights", PlayerHand{Cards: hand("8S 8H"), Hands: 1}, def, want{"", "", "", "surrender"}},
		{"late surrender on two cards", PlayerHand{Cards: hand("10S 6H"), Hands: 1}, late, want{"", "", "pair", ""}},
		{"no surrender after hitting", PlayerHand{Cards: hand("10S 2H 4C"), Hands: 1}, late, want{"", "first two", "first two", "first two"}},
		{"no surrender after a split", PlayerHand{Cards: hand("8S 8H"), FromSplit: true, Hands: 2}, late, want{"", "", "", "split"}},
		{"DAS", PlayerHand{Cards: hand("8S 3H"), FromSplit: true, Hands: 2}, def, want{"", "", "pair", "surrender"}},
		{"no DAS", PlayerHand{Cards: hand("8S 3H"), FromSplit: true, Hands: 2}, noDAS, want{"", "after a split", "pair", "surrender"}},
		{"9-11 allows 10", PlayerHand{Cards: hand("6S 4H"), Hands: 1}, reno, want{"", "", "pair", "surrender"}},
		{"9-11 refuses 8", PlayerHand{Cards: hand("6S 2H"), Hands: 1}, reno, want{"", "9, 10 or 11", "pair", "surrender"}},
		{"9-11 refuses soft 19", PlayerHand{Cards: hand("AS 8H"), Hands: 1}, reno, want{"", "9, 10 or 11", "pair", "surrender"}},
		{"split aces take one card", PlayerHand{Cards: hand("AS 9H"), FromSplit: true, SplitAces: true, Hands: 2}, def, want{"one card", "one card", "pair", "surrender"}},
		{"no resplit of aces", PlayerHand{Cards: hand("AS AH"), FromSplit: true, SplitAces: true, Hands: 2}, def, want{"one card", "one card", "again", "surrender"}},
		{"resplit aces", PlayerHand{Cards: hand("AS AH"), FromSplit: true, SplitAces: true, Hands: 2}, rsa, want{"one card", "one card", "", "surrender"}},
		{"four hands is the limit", PlayerHand{Cards: hand("8S 8H"), FromSplit: true, Hands: 4}, def, want{"", "", "4 hands", "surrender"}},
		{"two hands limit", PlayerHand{Cards: hand("8S 8H"), FromSplit: true, Hands: 2}, two, want{"", "", "2 hands", "surrender"}},
		{"no splitting at all", PlayerHand{Cards: hand("8S 8H"), Hands: 1}, none, want{"", "", "does not allow splitting", "surrender"}},
		{"K-Q not a pair", PlayerHand{Cards: hand("KS QH"), Hands: 1}, def, want{"", "", "same rank", "surrender"}},
		{"K-Q split tens", PlayerHand{Cards: hand("KS QH"), Hands: 1}, tens, want{"", "", "", "surrender"}},
		{"K-K always a pair", PlayerHand{Cards: hand("KS KH"), Hands: 1}, def, want{"", "", "", "surrender"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			check := func(err error, want string, what string) {
				if want == "" {
					assert.NoError(t, err, what)
					return
				}
				assert.ErrorIs(t, err, ErrNotAllowed, what)
				assert.ErrorContains(t, err, want, what)
			}
			check(CheckHit(tt.h, tt.r), tt.want.hit, "hit")
			check(CheckDouble(tt.h, tt.r), tt.want.double, "double")
			check(CheckSplit(tt.h, tt.r), tt.want.split, "split")
			check(CheckSurrender(tt.h, tt.r), tt.want.surrender, "surrender")
			assert.Equal(t, tt.want.hit == "", CanHit(tt.h, tt.r))
			assert.Equal(t, tt.want.double == "", CanDouble(tt.h, tt.r))
			assert.Equal(t, tt.want.split == "", CanSplit(tt.h, tt.r))
			assert.Equal(t, tt.want.surrender == "", CanSurrender(tt.h, tt.r))
		})
	}
}

func TestDoubleRuleAllows(t *testing.T) {
	for total := 4; total <= 21; total++ {
		assert.True(t, DoubleAny.Allows(total, false))
		assert.Equal(t, total >= 9 && total <= 11, Double9to11.Allows(total, false), "%d", total)
		assert.False(t, Double9to11.Allows(total, true))
	}
}
