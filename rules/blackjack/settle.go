package blackjack

import "teahouse/rules/cards"

// Outcome is how a player hand ended against the dealer.
type Outcome uint8

// The outcomes.
const (
	// Lose: the dealer's total beat the hand's.
	Lose Outcome = iota
	// Bust: the hand went over 21 (lost whatever the dealer does).
	Bust
	// DealerBlackjack: the dealer's natural beat the hand; only the original
	// bet is lost, since the dealer checked before anyone doubled or split.
	DealerBlackjack
	// Push: a tie; the bet comes back.
	Push
	// Win: the hand beat the dealer, or the dealer busted; paid 1:1.
	Win
	// Natural: a blackjack against no dealer blackjack; paid 3:2 or 6:5.
	Natural
	// Surrendered: the player gave up the hand; half the bet comes back.
	Surrendered
	// EvenMoney: a natural facing an ace that took even money: paid 1:1 at
	// once, whatever the hole card.
	EvenMoney
)

// String names the outcome as the log writes it.
func (o Outcome) String() string {
	switch o {
	case Lose:
		return "lose"
	case Bust:
		return "bust"
	case DealerBlackjack:
		return "dealer blackjack"
	case Push:
		return "push"
	case Win:
		return "win"
	case Natural:
		return "blackjack"
	case Surrendered:
		return "surrender"
	case EvenMoney:
		return "even money"
	}
	return "unknown"
}

// MarshalText writes the outcome as its name, for programs reading a view.
func (x Outcome) MarshalText() ([]byte, error) { return []byte(x.String()), nil }

// Net returns what a hand with this outcome wins (positive) or loses
// (negative) on wager, the chips staked on it (doubled included):
//
//	Lose, Bust, DealerBlackjack  -wager
//	Push                          0
//	Win, EvenMoney               +wager
//	Natural                      +wager×3/2 (or ×6/5), rounded down to a half chip
//	Surrendered                  -wager/2, rounded up to a half chip lost
//
// In half chips 3:2 is always exact; 6:5 is exact on bets that are a
// multiple of 5 chips and otherwise rounded down to the half chip, as
// casinos round odd 6:5 payouts down.
func (o Outcome) Net(wager Amount, p Payout) Amount {
	switch o {
	case Lose, Bust, DealerBlackjack:
		return -wager
	case Win, EvenMoney:
		return wager
	case Natural:
		num, den := p.Blackjack()
		return wager * Amount(num) / Amount(den)
	case Surrendered:
		return -(wager - wager/2)
	}
	return 0
}

// Final is a player hand at settlement.
type Final struct {
	Cards       []cards.Card
	FromSplit   bool // made by splitting: two-card 21 is not a blackjack
	Surrendered bool
	EvenMoney   bool // a natural that took even money
}

// Settle decides a finished hand against the dealer's final cards (hole
// card included). Order matters as at a table: a surrender or even money
// stands whatever the dealer holds, a bust loses even if the dealer busts
// too, naturals are compared before totals.
func Settle(h Final, dealer []cards.Card) Outcome {
	switch {
	case h.Surrendered:
		return Surrendered
	case h.EvenMoney:
		return EvenMoney
	case IsBust(h.Cards):
		return Bust
	}
	pbj, dbj := IsNatural(h.Cards, h.FromSplit), IsNatural(dealer, false)
	switch {
	case pbj && dbj:
		return Push
	case dbj:
		return DealerBlackjack
	case pbj:
		return Natural
	}
	pt, _ := HandTotal(h.Cards)
	dt, _ := HandTotal(dealer)
	switch {
	case dt > 21 || pt > dt:
		return Win
	case pt == dt:
		return Push
	}
	return Lose
}

// MaxInsurance is the most a player may stake on insurance: half the bet
// (exact in half chips).
func MaxInsurance(bet Amount) Amount { return bet / 2 }

// InsuranceNet settles an insurance stake: it pays 2:1 when the dealer has
// blackjack and is lost otherwise.
func InsuranceNet(stake Amount, dealerBlackjack bool) Amount {
	if dealerBlackjack {
		return 2 * stake
	}
	return -stake
}
