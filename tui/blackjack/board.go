package blackjack

import (
	"teahouse/game"
	gb "teahouse/game/blackjack"
	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

// board is what the table shows: the game as a View pictures it, then
// moved along by events as they play out, so cards arrive one at a time
// after the state has dealt them all. It is built from views and redacted
// events only: the hole card is the zero Card until it is turned.
type board struct {
	round  int
	phase  gb.Phase
	turn   game.Seat
	hand   int
	dealer gb.Dealer
	spots  [gb.MaxSeats]gb.Spot
	shoe   gb.ShoeView
	dealt  bool          // this round's cards are on the table (the deal clears the last round's)
	acted  gb.ActionKind // the last playing decision, which the next card answers
	over   bool
	// results of the last round, for the bankroll line: who played and
	// what they won or lost.
	played [gb.MaxSeats]bool
	nets   [gb.MaxSeats]bj.Amount
}

// boardOf pictures the game as v shows it.
func boardOf(v gb.View) board {
	b := board{round: v.Round, phase: v.Phase, turn: v.Turn, hand: v.Hand, dealer: v.Dealer, spots: v.Spots,
		shoe: v.Shoe, dealt: v.Phase != gb.PhaseBetting, over: v.Phase == gb.PhaseOver}
	for i := range v.Config.Seats {
		if v.Phase == gb.PhaseBetting || v.Phase == gb.PhaseOver {
			b.played[i], b.nets[i] = v.Spots[i].Playing(), v.Spots[i].Net
		}
	}
	return b
}

// apply moves the picture along by one event.
func (b board) apply(e game.Event) board {
	switch e := e.(type) {
	case gb.RoundStarted:
		b.round, b.phase, b.dealt = e.Round, gb.PhaseBetting, false
		for i := range b.spots {
			s := &b.spots[i]
			s.Bet, s.Decided, s.SatOut = 0, false, false
		}
	case gb.ShoeShuffled:
		b.shoe.UntilCut = e.UntilCut
		if e.MidRound {
			b.shoe.Remaining, b.shoe.Discards = e.Cards, 0
		} else {
			b.shoe.Remaining, b.shoe.Discards, b.shoe.InPlay = e.Cards, 0, 0
		}
	case gb.SatOut:
		b.spots[e.Seat].Decided, b.spots[e.Seat].SatOut = true, true
	case gb.Rebought:
		s := &b.spots[e.Seat]
		s.Bankroll, s.Rebuys = e.Bankroll, s.Rebuys+1
		if s.SatOut && !s.Decided {
			s.SatOut = false
		}
	case gb.BetPlaced:
		s := &b.spots[e.Seat]
		s.Bet, s.Bankroll, s.Decided, s.SatOut = e.Amount, e.Bankroll, true, false
	case gb.CardDealt:
		b = b.deal(e)
	case gb.InsuranceTaken:
		s := &b.spots[e.Seat]
		s.Insurance, s.Decided = e.Amount, true
		s.Bankroll -= e.Amount
		b.phase, b.turn = gb.PhaseInsurance, e.Seat
	case gb.InsuranceDeclined:
		b.spots[e.Seat].Decided = true
		b.phase, b.turn = gb.PhaseInsurance, e.Seat
	case gb.HoleCardRevealed:
		b.dealer.Cards[1], b.dealer.HoleDown = e.Card, false
		b.phase = gb.PhasePlay
	case gb.PlayerActed:
		b = b.act(e)
	case gb.HandSettled:
		s := &b.spots[e.Seat]
		h := &s.Hands[e.Hand]
		h.Settled, h.Done, h.Outcome, h.Net, h.Bet = true, true, e.Outcome, e.Net, e.Bet
		s.Bankroll += e.Bet + e.Net
		s.Net += e.Net
	case gb.InsuranceSettled:
		s := &b.spots[e.Seat]
		if e.Net > 0 {
			s.Bankroll += e.Stake + e.Net
		}
		s.Net += e.Net
	case gb.RoundOver:
		for i := range b.spots {
			b.spots[i].Bankroll = e.Bankrolls[i]
		}
		b.played, b.nets = e.Played, e.Nets
		b.dealer.HoleDown = false
		b.shoe.Discards += b.shoe.InPlay
		b.shoe.InPlay = 0
	case gb.GameOver:
		b.over, b.phase = true, gb.PhaseOver
	}
	return b
}

// deal puts a dealt card on the table; the first card of a round clears
// the last round's.
func (b board) deal(e gb.CardDealt) board {
	if !b.dealt {
		b.dealt = true
		b.dealer = gb.Dealer{}
		for i := range b.spots {
			s := &b.spots[i]
			s.Hands, s.NHands, s.Insurance, s.Net, s.Decided = [gb.MaxHands]gb.Hand{}, 0, 0, 0, false
			if s.Bet > 0 {
				s.Hands[0].Bet, s.NHands = s.Bet, 1
			}
		}
	}
	b.shoe.Remaining = max(0, b.shoe.Remaining-1)
	b.shoe.InPlay++
	b.shoe.UntilCut = max(0, b.shoe.UntilCut-1)
	if e.Dealer {
		d := &b.dealer
		if d.N < len(d.Cards) {
			d.Cards[d.N] = e.Card
			d.N++
		}
		d.HoleDown = d.HoleDown || e.FaceDown
		return b
	}
	s := &b.spots[e.Seat]
	if e.Hand >= s.NHands {
		s.NHands = e.Hand + 1
	}
	h := &s.Hands[e.Hand]
	if h.N < len(h.Cards) {
		h.Cards[h.N] = e.Card
		h.N++
	}
	return b
}

// act shows a playing decision: the hand it was taken on becomes the one
// marked, a double doubles the bet, a split makes a new hand on the right.
func (b board) act(e gb.PlayerActed) board {
	b.phase, b.turn, b.hand, b.acted = gb.PhasePlay, e.Seat, e.Hand, e.Action
	s := &b.spots[e.Seat]
	h := &s.Hands[e.Hand]
	switch e.Action {
	case gb.KindStand:
		h.Done = true
	case gb.KindDouble:
		s.Bankroll -= h.Bet
		h.Bet *= 2
		h.Doubled = true
	case gb.KindSurrender:
		h.Surrendered = true
	case gb.KindSplit:
		if s.NHands >= gb.MaxHands || h.N < 2 {
			return b
		}
		s.Bankroll -= h.Bet
		copy(s.Hands[e.Hand+2:s.NHands+1], s.Hands[e.Hand+1:s.NHands])
		aces := h.Cards[0].Rank == cards.Ace
		s.Hands[e.Hand+1] = gb.Hand{Bet: h.Bet, FromSplit: true, SplitAces: aces, N: 1}
		s.Hands[e.Hand+1].Cards[0] = h.Cards[1]
		h.Cards[1], h.N = cards.Card{}, 1
		h.FromSplit, h.SplitAces = true, aces
		s.NHands++
	}
	return b
}

// shownRound is the round whose cards are on the table: while bets are
// placed for the next round, the last round's results are still shown.
func (b board) shownRound() int {
	if !b.dealt && b.dealer.N > 0 && b.round > 1 {
		return b.round - 1
	}
	return max(1, b.round)
}

// active returns the seat and hand the board marks as being played, if
// any.
func (b board) active() (game.Seat, int, bool) {
	if b.phase != gb.PhasePlay || b.turn < 0 {
		return 0, 0, false
	}
	s := b.spots[b.turn]
	if b.hand >= s.NHands || s.Hands[b.hand].Done {
		return 0, 0, false
	}
	return b.turn, b.hand, true
}
