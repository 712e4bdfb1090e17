package blackjack

import (
	"teahouse/game"
	bj "teahouse/rules/blackjack"
)

// Apply returns v moved by one event redacted for v's viewer: applying the
// events of a step, in order, to the view before it gives the view after
// it. The turn moves as the reducer moves it, by the same rules: the next
// seat to bet or to decide on insurance, the first hand with a decision
// left. An event of another game, or one that names a seat, a hand or a
// card the view has no room for, leaves v as it was. v is never modified.
func (Engine) Apply(v View, e game.Event) View {
	if !v.fits(e) {
		return v
	}
	n := v.Config.Seats
	switch e := e.(type) {
	case RoundStarted:
		v.Round, v.Phase, v.Hand = e.Round, PhaseBetting, 0
		for i := range n {
			v.Spots[i].openBetting()
		}
		v.Turn, _ = nextBettor(&v.Spots, n)
	case ShoeShuffled:
		v.Shoe.Remaining, v.Shoe.Discards, v.Shoe.UntilCut = e.Cards, 0, e.UntilCut
		if !e.MidRound {
			v.Shoe.InPlay = 0
		}
	case SatOut:
		p := &v.Spots[e.Seat]
		p.Decided, p.SatOut = true, true
		if seat, ok := nextBettor(&v.Spots, n); ok || e.Broke {
			v.Turn = seat // a seat sat out as betting opens: P1 when every seat is broke
		}
	case Rebought:
		v.Spots[e.Seat].rebought(e.Amount)
		v.Turn, _ = nextBettor(&v.Spots, n)
	case BetPlaced:
		v.Spots[e.Seat].bet(e.Amount)
		if seat, ok := nextBettor(&v.Spots, n); ok {
			v.Turn = seat
		}
	case CardDealt:
		v.dealt(e)
	case InsuranceTaken:
		if e.EvenMoney {
			v.Spots[e.Seat].Decided = true // the hand is settled next
		} else {
			v.Spots[e.Seat].insure(e.Amount)
		}
		v.nextInsurance()
	case InsuranceDeclined:
		v.Spots[e.Seat].Decided = true
		v.nextInsurance()
	case DealerPeeked:
		if !e.Blackjack {
			v.Phase = PhasePlay
		}
	case HoleCardRevealed:
		v.Dealer.Cards[1], v.Dealer.HoleDown = e.Card, false
	case PlayerActed:
		p := &v.Spots[e.Seat]
		switch e.Action {
		case KindStand:
			p.Hands[e.Hand].Done = true
		case KindDouble:
			p.double(e.Hand)
		case KindSurrender:
			p.Hands[e.Hand].Surrendered, p.Hands[e.Hand].Done = true, true
		case KindSplit:
			p.split(e.Hand)
		}
	case HandSettled:
		v.Spots[e.Seat].settled(e.Hand, e.Outcome, e.Net)
	case InsuranceSettled:
		v.Spots[e.Seat].insuranceSettled(e.Stake, e.Net)
	case RoundOver:
		v.Dealer.HoleDown = false
		v.Shoe.Discards += v.Shoe.InPlay
		v.Shoe.InPlay = 0
	case GameOver:
		v.Phase = PhaseOver
	}
	if v.Phase == PhasePlay {
		v.advance()
	}
	return v
}

// dealt puts a dealt card on the table. The first card of a round clears
// the last round's hands; the hole card ends the opening deal, which
// offers insurance under an ace, waits for the peek under a ten, and
// otherwise starts the play.
func (v *View) dealt(e CardDealt) {
	if v.Phase == PhaseBetting && v.Shoe.InPlay == 0 {
		v.Dealer = Dealer{}
		for i := range v.Config.Seats {
			v.Spots[i].clearForDeal()
		}
	}
	v.Shoe.Remaining--
	v.Shoe.InPlay++
	v.Shoe.UntilCut = max(v.Shoe.UntilCut-1, 0)
	if !e.Dealer {
		p := &v.Spots[e.Seat]
		p.Hands[e.Hand].add(e.Card)
		if v.Phase == PhasePlay {
			p.dealtAfterOpening(e.Hand, v.Config.Rules)
		}
		return
	}
	v.Dealer.add(e.Card)
	if !e.FaceDown {
		return
	}
	v.Dealer.HoleDown = true
	switch up := v.Dealer.Up(); {
	case bj.InsuranceOffered(up):
		v.Phase, v.Turn = PhaseInsurance, 0
		v.nextInsurance()
	case !bj.DealerPeeks(up):
		v.Phase = PhasePlay
	}
}

// nextInsurance passes the insurance decision to the next seat to make
// one; when none is left the peek follows.
func (v *View) nextInsurance() {
	if seat, ok := nextInsurance(&v.Spots, v.Config.Seats); ok {
		v.Turn = seat
	}
}

// advance moves the turn, as the reducer does, to the first hand with a
// decision left that has its cards: a hand split off waits for its second
// card (the next event), and takes none when the whole pack is on the
// table; a blackjack is about to be paid. When no hand is left the turn
// stays where it was, and the dealer plays.
func (v *View) advance() {
	for i := range v.Config.Seats {
		p := &v.Spots[i]
		for h := range p.NHands {
			hand := &p.Hands[h]
			switch {
			case hand.Done || hand.Blackjack():
				continue
			case hand.N == 1 && v.Available() == 0:
				hand.Done = true
				continue
			case hand.N == 1:
				return
			}
			v.Turn, v.Hand = game.Seat(i), h
			return
		}
	}
}

// fits reports whether e names only seats, hands and places for cards that
// v has: an event from elsewhere than this table's host is left alone
// rather than written out of bounds.
func (v View) fits(e game.Event) bool {
	seat := func(s game.Seat) bool { return s >= 0 && int(s) < v.Config.Seats }
	hand := func(s game.Seat, h int) bool { return seat(s) && h >= 0 && h < v.Spots[s].NHands }
	switch e := e.(type) {
	case SatOut:
		return seat(e.Seat)
	case Rebought:
		return seat(e.Seat)
	case BetPlaced:
		return seat(e.Seat)
	case InsuranceTaken:
		return seat(e.Seat)
	case InsuranceDeclined:
		return seat(e.Seat)
	case InsuranceSettled:
		return seat(e.Seat)
	case HandSettled:
		return hand(e.Seat, e.Hand)
	case PlayerActed:
		if !hand(e.Seat, e.Hand) {
			return false
		}
		h := v.Spots[e.Seat].Hands[e.Hand]
		return e.Action != KindSplit || (h.N == 2 && v.Spots[e.Seat].NHands < MaxHands)
	case CardDealt:
		if e.Dealer {
			return v.Dealer.N < MaxHandCards
		}
		if v.Phase == PhaseBetting && v.Shoe.InPlay == 0 { // the first card of a round: every seat that bet holds a hand
			return seat(e.Seat) && e.Hand == 0 && v.Spots[e.Seat].Bet > 0
		}
		return hand(e.Seat, e.Hand) && v.Spots[e.Seat].Hands[e.Hand].N < MaxHandCards
	case HoleCardRevealed:
		return v.Dealer.N >= 2
	}
	return true
}
