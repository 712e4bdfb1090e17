package blackjack

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestDealerShouldHit(t *testing.T) {
	s17, h17 := Default(), Default()
	h17.H17 = true
	tests := []struct {
		cards    string
		s17, h17 bool
	}{
		{"10S 6H", true, true},
		{"10S 7H", false, false},
		{"AS 6H", false, true},
		{"AS AH 5D", false, true},
		{"AS 6H 10D", false, false}, // 1+6+10: hard 17
		{"AS 7H", false, false},
		{"5S 5H", true, true},
		{"AS 5H", true, true},
		{"10S 5H 2D", false, false},
		{"10S 5H 8D", false, false}, // bust: no more cards
		{"AS AH", true, true},
		{"AS 10H", false, false},
	}
	for _, tt := range tests {
		cs := hand(tt.cards)
		assert.Equal(t, tt.s17, DealerShouldHit(cs, s17), "S17 %s", tt.cards)
		assert.Equal(t, tt.h17, DealerShouldHit(cs, h17), "H17 %s", tt.cards)
	}
}

// TestDealerDrawsOut plays the dealer's rule over a stacked run of cards.
func TestDealerDrawsOut(t *testing.T) {
	play := func(start, run string, r Rules) string {
		cs := hand(start)
		next := hand(run)
		for DealerShouldHit(cs, r) {
			cs, next = append(cs, next[0]), next[1:]
		}
		return Describe(cs, false)
	}
	h17 := Default()
	h17.H17 = true
	assert.Equal(t, "soft 17", play("AS 6H", "4D 10C", Default()), "S17 stands on soft 17")
	assert.Equal(t, "21", play("AS 6H", "4D 10C", h17), "H17 draws to soft 17: A 6 4 = soft 21")
	assert.Equal(t, "bust (26)", play("10S 6H", "QD", Default()))
	assert.Equal(t, "soft 18", play("2S 3H", "AD 2C 10D", Default()), "2 3 A (soft 16) 2 (soft 18) stands")
	assert.Equal(t, "soft 17", play("AS 5H", "AD 10C", Default()), "A 5 A = soft 17 stands")
	assert.Equal(t, "soft 18", play("AS 5H", "AD AC", h17), "H17: A 5 A soft 17 draws, A = soft 18")
	assert.Equal(t, "17", play("AS 6H", "10D", h17), "H17: soft 17 draws a ten, hard 17 stands")
}

func TestPeekAndInsurance(t *testing.T) {
	for _, tt := range []struct {
		up         string
		peek, insu bool
	}{
		{"AS", true, true}, {"10H", true, false}, {"KD", true, false}, {"9C", false, false}, {"2S", false, false},
	} {
		c := hand(tt.up)[0]
		assert.Equal(t, tt.peek, DealerPeeks(c), tt.up)
		assert.Equal(t, tt.insu, InsuranceOffered(c), tt.up)
	}
}
