package blackjack

import (
	"teahouse/game"
	bj "teahouse/rules/blackjack"
	"teahouse/rules/cards"
)

// New opens a table: the shoe shuffled with the seeded RNG, every seat with
// Config.Bankroll chips, round 1's betting open with P1 to bet. It returns
// an error for an invalid config.
func (Engine) New(cfg Config, seed uint64) (State, error) {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return State{}, err
	}
	s := State{cfg: cfg, rng: game.NewRNG(seed)}
	s.size = copy(s.shoe[:], cards.Decks(cfg.Rules.Decks, false))
	s.reshuffleAll(nil)
	for seat := range cfg.Seats {
		s.spots[seat].Bankroll = bj.Chips(cfg.Bankroll)
		if cfg.Start[seat] > 0 {
			s.spots[seat].Bankroll = cfg.Start[seat]
		}
	}
	s.openBetting(nil)
	return s, nil
}

// Reduce applies seat's action to s and returns the new state and what
// happened, running every automatic step that follows (the deal, the peek,
// the dealer's draw, settlement, a reshuffle, the next round's betting). s
// is never modified; on error it is returned as it was.
func (Engine) Reduce(s State, seat game.Seat, a Action) (State, []game.Event, error) {
	if seat < 0 || int(seat) >= s.cfg.Seats {
		return s, nil, game.Refuse(game.ErrNoSuchSeat, "there is no seat %s at this table", seat)
	}
	if err := s.check(seat, a); err != nil {
		return s, nil, err
	}
	events := make([]game.Event, 0, 8)
	p := &s.spots[seat]
	switch a.Kind {
	case KindRebuy:
		p.rebought(bj.Chips(s.cfg.Bankroll))
		events = append(events, Rebought{Seat: seat, Amount: bj.Chips(s.cfg.Bankroll), Bankroll: p.Bankroll})
		s.turn, _ = nextBettor(&s.spots, s.cfg.Seats)
	case KindBet:
		p.bet(a.Amount)
		events = append(events, BetPlaced{Seat: seat, Amount: a.Amount, Bankroll: p.Bankroll})
		events = s.afterBet(events)
	case KindSitOut:
		p.Decided, p.SatOut = true, true
		events = append(events, SatOut{Seat: seat})
		events = s.afterBet(events)
	case KindInsure:
		p.insure(a.Amount)
		events = append(events, InsuranceTaken{Seat: seat, Amount: a.Amount})
		events = s.nextInsurance(events)
	case KindEvenMoney:
		p.Decided = true
		events = append(events, InsuranceTaken{Seat: seat, EvenMoney: true})
		events = s.settle(seat, 0, bj.EvenMoney, events)
		events = s.nextInsurance(events)
	case KindDecline:
		p.Decided = true
		events = append(events, InsuranceDeclined{Seat: seat})
		events = s.nextInsurance(events)
	default:
		events = s.play(seat, a.Kind, events)
	}
	return s, events, nil
}

// openBetting starts the next round: every seat is to bet in seat order.
// A seat that cannot bet the minimum decides in its turn to take a new
// bankroll or to sit out, or sits out at once under Config.BrokeSitsOut.
func (s *State) openBetting(events []game.Event) []game.Event {
	s.round++
	s.phase, s.hand = PhaseBetting, 0
	events = append(events, RoundStarted{Round: s.round})
	for i := range s.cfg.Seats {
		p := &s.spots[i]
		p.openBetting()
		if p.Bankroll < bj.Chips(s.cfg.MinBet) && s.cfg.BrokeSitsOut {
			p.Decided, p.SatOut = true, true
			events = append(events, SatOut{Seat: game.Seat(i), Broke: true})
		}
	}
	s.turn, _ = nextBettor(&s.spots, s.cfg.Seats) // when every seat is broke, P1, who may only take a new bankroll
	return events
}

// afterBet passes the turn to the next seat to bet, or deals once every
// seat has decided (or ends a round nobody bet on).
func (s *State) afterBet(events []game.Event) []game.Event {
	if seat, ok := nextBettor(&s.spots, s.cfg.Seats); ok {
		s.turn = seat
		return events
	}
	for i := range s.cfg.Seats {
		if s.spots[i].Bet > 0 {
			return s.deal(events)
		}
	}
	return s.finishRound(events)
}

// deal deals the opening cards in casino order: one to each seat, the
// dealer's up card, a second to each seat, the hole card face down.
func (s *State) deal(events []game.Event) []game.Event {
	s.start = s.next
	s.dealer = Dealer{}
	for i := range s.cfg.Seats {
		s.spots[i].clearForDeal()
	}
	for round := range 2 {
		for i := range s.cfg.Seats {
			if s.spots[i].Playing() {
				events = s.dealTo(game.Seat(i), 0, events)
			}
		}
		events = s.dealDealer(round == 1, events)
	}
	if bj.InsuranceOffered(s.dealer.Up()) {
		s.phase, s.turn = PhaseInsurance, 0
		return s.nextInsurance(events)
	}
	return s.peek(events)
}

// dealTo deals one card to seat's hand h; with the pack exhausted the
// hand simply stands on what it holds.
func (s *State) dealTo(seat game.Seat, h int, events []game.Event) []game.Event {
	c, ok, events := s.draw(events)
	hand := &s.spots[seat].Hands[h]
	if !ok {
		hand.Done = true
		return events
	}
	hand.add(c)
	t, soft := hand.Total()
	return append(events, CardDealt{Seat: seat, Hand: h, Card: c, Total: t, Soft: soft})
}

// dealDealer deals the dealer a card, face down for the hole card.
func (s *State) dealDealer(hole bool, events []game.Event) []game.Event {
	c, ok, events := s.draw(events)
	if !ok {
		return events
	}
	s.dealer.add(c)
	s.dealer.HoleDown = s.dealer.HoleDown || hole
	t, soft := s.dealer.Total()
	if hole {
		t, soft = bj.HandTotal(s.dealer.Cards[:1])
	}
	return append(events, CardDealt{Seat: game.NoSeat, Dealer: true, Card: c, FaceDown: hole, Total: t, Soft: soft})
}

// nextInsurance passes the insurance decision to the next seat, or peeks.
func (s *State) nextInsurance(events []game.Event) []game.Event {
	if seat, ok := nextInsurance(&s.spots, s.cfg.Seats); ok {
		s.turn = seat
		return events
	}
	return s.peek(events)
}

// peek checks the hole card under an ace or a ten. A dealer blackjack ends
// the round at once; otherwise insurance is lost, player blackjacks are
// paid, and play begins.
func (s *State) peek(events []game.Event) []game.Event {
	if bj.DealerPeeks(s.dealer.Up()) {
		dbj := bj.IsNatural(s.dealer.Cards[:s.dealer.N], false)
		events = append(events, DealerPeeked{Blackjack: dbj})
		if dbj {
			events = s.reveal(events)
			events = s.settleInsurance(true, events)
			return s.settleAll(events)
		}
	}
	events = s.settleInsurance(false, events)
	for i := range s.cfg.Seats {
		p := &s.spots[i]
		if h := &p.Hands[0]; p.Playing() && !h.Settled && h.Blackjack() {
			h.Done = true
			events = s.settle(game.Seat(i), 0, bj.Natural, events)
		}
	}
	s.phase = PhasePlay
	return s.advance(events)
}

// settleInsurance pays or takes every insurance stake.
func (s *State) settleInsurance(dealerBJ bool, events []game.Event) []game.Event {
	for i := range s.cfg.Seats {
		p := &s.spots[i]
		if p.Insurance == 0 {
			continue
		}
		net := bj.InsuranceNet(p.Insurance, dealerBJ)
		p.insuranceSettled(p.Insurance, net)
		events = append(events, InsuranceSettled{Seat: game.Seat(i), Stake: p.Insurance, Net: net})
	}
	return events
}

// play applies a playing decision to the hand to move.
func (s *State) play(seat game.Seat, k ActionKind, events []game.Event) []game.Event {
	p := &s.spots[seat]
	h := &p.Hands[s.hand]
	events = append(events, PlayerActed{Seat: seat, Hand: s.hand, Action: k})
	switch k {
	case KindHit:
		events = s.dealTo(seat, s.hand, events)
		p.dealtAfterOpening(s.hand, s.cfg.Rules)
	case KindStand:
		h.Done = true
	case KindDouble:
		p.double(s.hand)
		events = s.dealTo(seat, s.hand, events)
	case KindSurrender:
		h.Surrendered, h.Done = true, true
		return s.advance(s.settle(seat, s.hand, bj.Surrendered, events))
	case KindSplit:
		p.split(s.hand)
		return s.advance(s.activate(seat, s.hand, events))
	}
	if h.Bust() {
		events = s.settle(seat, s.hand, bj.Bust, events)
	}
	return s.advance(events)
}

// activate readies hand h of seat for play: a split hand gets its second
// card; a hand that then has no decision left (21, split aces that may not
// be resplit) is done.
func (s *State) activate(seat game.Seat, h int, events []game.Event) []game.Event {
	p := &s.spots[seat]
	if p.Hands[h].N == 1 {
		events = s.dealTo(seat, h, events)
	}
	p.dealtAfterOpening(h, s.cfg.Rules)
	return events
}

// advance moves the turn to the first hand with a decision left, seat by
// seat, or plays the dealer's hand when none is left.
func (s *State) advance(events []game.Event) []game.Event {
	for i := range s.cfg.Seats {
		p := &s.spots[i]
		for h := 0; h < p.NHands; h++ {
			if p.Hands[h].Done {
				continue
			}
			events = s.activate(game.Seat(i), h, events)
			if !p.Hands[h].Done {
				s.turn, s.hand = game.Seat(i), h
				return events
			}
		}
	}
	return s.dealerPlay(events)
}

// reveal turns the hole card face up.
func (s *State) reveal(events []game.Event) []game.Event {
	s.dealer.HoleDown = false
	t, soft := s.dealer.Total()
	return append(events, HoleCardRevealed{Card: s.dealer.Cards[1], Total: t, Soft: soft})
}

// dealerPlay reveals the hole card, draws by the rules while any hand is
// still to be settled, and settles.
func (s *State) dealerPlay(events []game.Event) []game.Event {
	events = s.reveal(events)
	live := false
	for i := range s.cfg.Seats {
		p := &s.spots[i]
		for h := range p.NHands {
			live = live || !p.Hands[h].Settled
		}
	}
	for live && bj.DealerShouldHit(s.dealer.Cards[:s.dealer.N], s.cfg.Rules) && s.dealer.N < MaxHandCards {
		n := len(events)
		if events = s.dealDealer(false, events); len(events) == n {
			break // the whole pack is in play: the dealer stands
		}
	}
	return s.settleAll(events)
}

// settleAll settles every hand not yet settled against the dealer's cards
// and ends the round.
func (s *State) settleAll(events []game.Event) []game.Event {
	for i := range s.cfg.Seats {
		p := &s.spots[i]
		for h := range p.NHands {
			hand := &p.Hands[h]
			if hand.Settled {
				continue
			}
			hand.Done = true
			o := bj.Settle(bj.Final{Cards: hand.Cards[:hand.N], FromSplit: hand.FromSplit}, s.dealer.Cards[:s.dealer.N])
			events = s.settle(game.Seat(i), h, o, events)
		}
	}
	return s.finishRound(events)
}

// settle pays or takes hand h of seat with outcome o.
func (s *State) settle(seat game.Seat, h int, o bj.Outcome, events []game.Event) []game.Event {
	p := &s.spots[seat]
	hand := &p.Hands[h]
	net := o.Net(hand.Bet, s.cfg.Rules.Payout)
	p.settled(h, o, net)
	t, _ := hand.Total()
	return append(events, HandSettled{Seat: seat, Hand: h, Outcome: o, Bet: hand.Bet, Net: net, Total: t})
}

// finishRound reports the round, reshuffles once the cut card is out, and
// opens the next round's betting (or ends a game of Config.Rounds rounds).
func (s *State) finishRound(events []game.Event) []game.Event {
	over := RoundOver{Round: s.round}
	for i := range s.cfg.Seats {
		p := &s.spots[i]
		over.Bankrolls[i] = p.Bankroll
		if p.Bet > 0 {
			over.Played[i], over.Nets[i] = true, p.Net
			over.Dealer, _ = s.dealer.Total()
		}
	}
	events = append(events, over)
	s.dealer.HoleDown = false
	s.start = s.next
	if s.cfg.Rounds > 0 && s.round >= s.cfg.Rounds {
		s.phase = PhaseOver
		return append(events, GameOver{Rounds: s.round, Bankrolls: over.Bankrolls})
	}
	if s.next >= s.cut {
		events = s.reshuffleAll(events)
	}
	return s.openBetting(events)
}
