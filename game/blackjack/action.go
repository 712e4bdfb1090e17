package blackjack

import (
	"fmt"

	bj "teahouse/rules/blackjack"
)

// ActionKind names what a player does.
type ActionKind string

// The actions of the game.
const (
	// KindBet places this round's bet (Amount, whole chips) in the betting phase.
	KindBet ActionKind = "bet"
	// KindSitOut skips this round.
	KindSitOut ActionKind = "sit_out"
	// KindRebuy takes a new bankroll of Config.Bankroll chips, added to what
	// is left. Only a seat that cannot bet the minimum may rebuy, in the
	// betting phase, in or out of turn.
	KindRebuy ActionKind = "rebuy"
	// KindInsure stakes Amount (half a chip up to half the bet) on the
	// dealer holding blackjack under an ace; it pays 2:1.
	KindInsure ActionKind = "insure"
	// KindEvenMoney takes 1:1 at once for a blackjack facing an ace.
	KindEvenMoney ActionKind = "even_money"
	// KindDecline declines insurance or even money.
	KindDecline ActionKind = "decline"
	// KindHit takes another card.
	KindHit ActionKind = "hit"
	// KindStand ends the hand.
	KindStand ActionKind = "stand"
	// KindDouble doubles the bet and takes exactly one more card.
	KindDouble ActionKind = "double"
	// KindSplit splits a pair into two hands, the new one with an equal bet.
	KindSplit ActionKind = "split"
	// KindSurrender gives up the hand for half the bet back.
	KindSurrender ActionKind = "surrender"
)

// Action is one decision of a seat. Amount is the bet of KindBet and the
// stake of KindInsure, in chips (JSON: a number such as 10 or 7.5).
type Action struct {
	Kind   ActionKind `json:"kind"`
	Amount bj.Amount  `json:"amount,omitempty"`
}

// Bet places a bet of chips whole chips.
func Bet(chips int) Action { return Action{Kind: KindBet, Amount: bj.Chips(chips)} }

// SitOut skips this round.
func SitOut() Action { return Action{Kind: KindSitOut} }

// Rebuy takes a new bankroll.
func Rebuy() Action { return Action{Kind: KindRebuy} }

// Insure stakes a on insurance.
func Insure(a bj.Amount) Action { return Action{Kind: KindInsure, Amount: a} }

// EvenMoney takes even money for a blackjack facing an ace.
func EvenMoney() Action { return Action{Kind: KindEvenMoney} }

// Decline declines insurance or even money.
func Decline() Action { return Action{Kind: KindDecline} }

// Hit takes a card.
func Hit() Action { return Action{Kind: KindHit} }

// Stand ends the hand.
func Stand() Action { return Action{Kind: KindStand} }

// Double doubles the bet for one card.
func Double() Action { return Action{Kind: KindDouble} }

// Split splits a pair.
func Split() Action { return Action{Kind: KindSplit} }

// Surrender gives up the hand for half the bet.
func Surrender() Action { return Action{Kind: KindSurrender} }

// String describes the action for the log panel.
func (a Action) String() string {
	switch a.Kind {
	case KindBet:
		return "bets " + a.Amount.String()
	case KindSitOut:
		return "sits out"
	case KindRebuy:
		return "takes a new bankroll"
	case KindInsure:
		return "insures for " + a.Amount.String()
	case KindEvenMoney:
		return "takes even money"
	case KindDecline:
		return "declines insurance"
	case KindHit:
		return "hits"
	case KindStand:
		return "stands"
	case KindDouble:
		return "doubles"
	case KindSplit:
		return "splits"
	case KindSurrender:
		return "surrenders"
	}
	return fmt.Sprintf("does %q", string(a.Kind))
}
