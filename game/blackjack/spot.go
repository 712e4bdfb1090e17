package blackjack

import (
	"teahouse/game"
	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

// What happens to a seat's spot, the same whether the reducer does it to
// the state or Apply does it to a view: each step's arithmetic is written
// once, here.

// openBetting clears the spot's decision for a new round's betting.
func (p *Spot) openBetting() { p.Bet, p.Decided, p.SatOut = 0, false, false }

// clearForDeal takes the last round's hands off the spot as a round is
// dealt: a seat that bet holds one hand with its bet on it.
func (p *Spot) clearForDeal() {
	p.Hands, p.NHands, p.Insurance, p.Net, p.Decided = [MaxHands]Hand{}, 0, 0, 0, false
	if p.Bet > 0 {
		p.Hands[0].Bet, p.NHands = p.Bet, 1
	}
}

// rebought adds a new bankroll of amount; a seat that sat out for want of
// chips gets its turn to bet back.
func (p *Spot) rebought(amount bj.Amount) {
	p.Bankroll += amount
	p.Rebuys++
	if p.SatOut {
		p.Decided, p.SatOut = false, false
	}
}

// bet stakes amount on the round.
func (p *Spot) bet(amount bj.Amount) {
	p.Bet, p.Decided = amount, true
	p.Bankroll -= amount
}

// insure stakes amount on insurance.
func (p *Spot) insure(amount bj.Amount) {
	p.Insurance, p.Decided = amount, true
	p.Bankroll -= amount
}

// double doubles the bet on hand h, which then takes one card only.
func (p *Spot) double(h int) {
	hand := &p.Hands[h]
	p.Bankroll -= hand.Bet
	hand.Bet *= 2
	hand.Doubled, hand.Done = true, true
}

// split splits the pair of hand h into two hands of one card, the second
// just right of it with a bet the same as the first's.
func (p *Spot) split(h int) {
	hand := &p.Hands[h]
	bet := hand.Bet
	p.Bankroll -= bet
	copy(p.Hands[h+2:p.NHands+1], p.Hands[h+1:p.NHands])
	aces := hand.Cards[0].Rank == cards.Ace
	p.Hands[h+1] = Hand{Bet: bet, FromSplit: true, SplitAces: aces}
	p.Hands[h+1].add(hand.Cards[1])
	hand.Cards[1], hand.N = cards.Card{}, 1
	hand.FromSplit, hand.SplitAces = true, aces
	p.NHands++
}

// settled pays or takes hand h: outcome o, net won (positive) or lost.
func (p *Spot) settled(h int, o bj.Outcome, net bj.Amount) {
	hand := &p.Hands[h]
	hand.Settled, hand.Done, hand.Outcome, hand.Net = true, true, o, net
	p.Bankroll += hand.Bet + net
	p.Net += net
}

// insuranceSettled pays (net > 0: the stake back with it) or takes the
// insurance stake.
func (p *Spot) insuranceSettled(stake, net bj.Amount) {
	if net > 0 {
		p.Bankroll += stake + net
	}
	p.Net += net
}

// dealtAfterOpening marks hand h, just given a card after the opening
// deal, done when no decision is left on it: 21 or more, or split aces
// that may not be split again.
func (p *Spot) dealtAfterOpening(h int, r bj.Rules) {
	hand := &p.Hands[h]
	if t, _ := hand.Total(); t >= 21 {
		hand.Done = true
	}
	if hand.SplitAces && bj.CheckSplit(hand.rulesHand(p.NHands), r) != nil {
		hand.Done = true
	}
}

// nextBettor is the first of seats seats still to bet, and whether there is one.
func nextBettor(spots *[MaxSeats]Spot, seats int) (game.Seat, bool) {
	for i := range seats {
		if !spots[i].Decided {
			return game.Seat(i), true
		}
	}
	return 0, false
}

// insuranceSeat reports whether spot p has an insurance decision to make:
// it holds a hand and can stake half a chip, or holds a blackjack (even
// money).
func insuranceSeat(p *Spot) bool {
	return p.Playing() && !p.Decided && (p.Bankroll > 0 || p.Hands[0].Blackjack())
}

// nextInsurance is the first of seats seats with an insurance decision to
// make, and whether there is one.
func nextInsurance(spots *[MaxSeats]Spot, seats int) (game.Seat, bool) {
	for i := range seats {
		if insuranceSeat(&spots[i]) {
			return game.Seat(i), true
		}
	}
	return 0, false
}
