package blackjack

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSettle(t *testing.T) {
	tests := []struct {
		name   string
		hand   Final
		dealer string
		want   Outcome
	}{
		{"higher total wins", Final{Cards: hand("10S 9H")}, "10D 8C", Win},
		{"lower total loses", Final{Cards: hand("10S 7H")}, "10D 8C", Lose},
		{"equal totals push", Final{Cards: hand("10S 8H")}, "9D 9C", Push},
		{"dealer bust pays a standing hand", Final{Cards: hand("10S 2H")}, "10D 6C 9H", Win},
		{"player bust loses even when the dealer busts", Final{Cards: hand("10S 6H 9C")}, "10D 6C 9H", Bust},
		{"natural beats 21", Final{Cards: hand("AS KH")}, "7D 7C 7H", Natural},
		{"natural vs natural pushes", Final{Cards: hand("AS KH")}, "AD QC", Push},
		{"dealer natural beats 21", Final{Cards: hand("7S 7H 7C")}, "AD QC", DealerBlackjack},
		{"dealer natural beats 20", Final{Cards: hand("KS QH")}, "10D AC", DealerBlackjack},
		{"21 after split is not a blackjack", Final{Cards: hand("AS KH"), FromSplit: true}, "10D 7C 4H", Push},
		{"21 after split beats 20", Final{Cards: hand("AS KH"), FromSplit: true}, "10D QC", Win},
		{"surrender stands", Final{Cards: hand("10S 6H"), Surrendered: true}, "10D 9C", Surrendered},
		{"even money stands", Final{Cards: hand("AS 10H"), EvenMoney: true}, "AD KC", EvenMoney},
		{"soft 18 beats 17", Final{Cards: hand("AS 7H")}, "10D 7C", Win},
		{"soft 18 pushes hard 18", Final{Cards: hand("AS 7H")}, "10D 8C", Push},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, Settle(tt.hand, hand(tt.dealer)))
		})
	}
}

func TestNet(t *testing.T) {
	ten, fifteen := Chips(10), Chips(15)
	tests := []struct {
		name  string
		o     Outcome
		wager Amount
		p     Payout
		want  Amount
	}{
		{"lose", Lose, ten, ThreeToTwo, -ten},
		{"bust", Bust, ten, ThreeToTwo, -ten},
		{"dealer blackjack", DealerBlackjack, ten, ThreeToTwo, -ten},
		{"push returns the bet", Push, ten, ThreeToTwo, 0},
		{"win 1:1", Win, ten, ThreeToTwo, ten},
		{"doubled win", Win, 2 * ten, ThreeToTwo, 2 * ten},
		{"doubled loss", Lose, 2 * ten, ThreeToTwo, -2 * ten},
		{"even money", EvenMoney, fifteen, SixToFive, fifteen},
		{"3:2 on 10", Natural, ten, ThreeToTwo, Chips(15)},
		{"3:2 on an odd bet is exact", Natural, fifteen, ThreeToTwo, 45}, // 22.5
		{"3:2 on 1", Natural, Chips(1), ThreeToTwo, 3},                   // 1.5
		{"6:5 on 10", Natural, ten, SixToFive, Chips(12)},
		{"6:5 on 25", Natural, Chips(25), SixToFive, Chips(30)},
		{"6:5 on 12 rounds down to the half chip", Natural, Chips(12), SixToFive, 28}, // 14.4 -> 14
		{"6:5 on 11 rounds down", Natural, Chips(11), SixToFive, 26},                  // 13.2 -> 13
		{"6:5 on 13 rounds down to a half", Natural, Chips(13), SixToFive, 31},        // 15.6 -> 15.5
		{"surrender half back", Surrendered, ten, ThreeToTwo, -Chips(5)},
		{"surrender odd bet exact", Surrendered, fifteen, ThreeToTwo, -15}, // -7.5
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.o.Net(tt.wager, tt.p), "%s", tt.o.Net(tt.wager, tt.p))
		})
	}
}

func TestInsurance(t *testing.T) {
	assert.Equal(t, Chips(5), MaxInsurance(Chips(10)))
	assert.Equal(t, Amount(15), MaxInsurance(Chips(15)), "7.5 on a bet of 15")
	assert.Equal(t, Chips(10), InsuranceNet(Chips(5), true), "insurance pays 2:1")
	assert.Equal(t, -Chips(5), InsuranceNet(Chips(5), false))
	// Even money is the same as full insurance on a 3:2 natural, either way.
	bet := Chips(15)
	ins := MaxInsurance(bet)
	assert.Equal(t, EvenMoney.Net(bet, ThreeToTwo), Push.Net(bet, ThreeToTwo)+InsuranceNet(ins, true))
	assert.Equal(t, EvenMoney.Net(bet, ThreeToTwo), Natural.Net(bet, ThreeToTwo)+InsuranceNet(ins, false))
}

func TestOutcomeNames(t *testing.T) {
	for o := Lose; o <= EvenMoney; o++ {
		assert.NotEqual(t, "unknown", o.String())
	}
	assert.Equal(t, "unknown", Outcome(99).String())
	assert.Equal(t, Amount(0), Outcome(99).Net(Chips(10), ThreeToTwo))
}
