package doudizhu

import (
	"slices"

	"teahouse/game"
	"teahouse/rules/cards"
	dz "teahouse/rules/doudizhu"
)

// HandSize is the cards each seat is dealt; BottomSize the bottom cards.
const (
	HandSize   = 17
	BottomSize = 3
)

// maxRedeals is how many times in a row a deal nobody bids on is dealt
// again; after that the first bidder is landlord at base 1, so a session
// always ends.
const maxRedeals = 3

// New implements game.Game: the first deal is dealt and bidding opens
// (with NoBidding P1 is landlord and leads at once), or with
// ShowBeforeDeal the seats choose whether to play face up first.
func (Engine) New(cfg Config, seed uint64) (State, error) {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return State{}, err
	}
	s := State{cfg: cfg, rng: game.NewRNG(seed), landlord: game.NoSeat}
	s.deal = 1
	s.openDeal(nil)
	return s, nil
}

// Reduce implements game.Game.
func (Engine) Reduce(s State, seat game.Seat, a Action) (State, []game.Event, error) {
	if err := s.view(seat).Check(a); err != nil {
		return s, nil, err
	}
	var events []game.Event
	switch s.phase {
	case PhaseBid, PhaseRob:
		events = s.bid(seat, a)
	case PhaseOpen:
		events = s.chooseOpen(seat, a.Kind == KindShow)
	case PhaseDouble:
		events = s.double(seat, a.Kind == KindDouble)
	case PhaseShow:
		s.shown = a.Kind == KindShow
		e := HandShown{Seat: seat, Shown: s.shown}
		if s.shown {
			e.Hand = s.hands[seat]
		}
		events = s.startPlay(append(events, e))
	case PhasePlay:
		events = s.play(seat, a)
	}
	return s, events, nil
}

// openDeal starts a deal: with ShowBeforeDeal each seat in turn from
// the first bidder first chooses whether to play it face up, with the
// cards not yet dealt; otherwise they are dealt at once.
func (s *State) openDeal(events []game.Event) []game.Event {
	s.open = [Seats]bool{}
	if s.cfg.ShowCards != ShowBeforeDeal {
		return s.dealCards(events, false)
	}
	s.clearDeal()
	s.hands, s.bottom = [Seats]dz.Set{}, 0
	s.phase, s.turn = PhaseOpen, s.first
	return append(events, DealOpened{Deal: s.deal, First: s.first})
}

// chooseOpen applies a seat's choice to play face up or not; after the
// last seat's, the cards are dealt.
func (s *State) chooseOpen(seat game.Seat, open bool) []game.Event {
	s.open[seat] = open
	events := []game.Event{OpenChosen{Seat: seat, Open: open}}
	if next := (seat + 1) % Seats; next != s.first {
		s.turn = next
		return events
	}
	return s.dealCards(events, false)
}

// clearDeal clears what the last deal left: the bidding, the doubling,
// the plays.
func (s *State) clearDeal() {
	s.landlord, s.base = game.NoSeat, 0
	s.bids, s.asked, s.caller, s.called, s.robAsked, s.robs = [Seats]int{}, 0, game.NoSeat, game.NoSeat, 0, 0
	s.doubled, s.shown, s.bombs, s.rocket, s.plays, s.played, s.by, s.passed = [Seats]bool{}, false, 0, false, [Seats]int{}, 0, [Seats]dz.Set{}, nil
	s.newTrick(game.NoSeat) // the last deal's plays leave the table
}

// dealCards shuffles the pack and deals this deal's hands (the imagined
// deal's, once, in a state Imagine made before the deal), face up for
// the seats that chose so; the first bidder opens the bidding.
func (s *State) dealCards(events []game.Event, redeal bool) []game.Event {
	if !s.imagined {
		deck := cards.Decks(1, true)
		cards.Shuffle(deck, &s.rng)
		for i := range Seats {
			s.hands[i] = dz.SetOf(deck[i*HandSize : (i+1)*HandSize])
		}
		s.bottom = dz.SetOf(deck[Seats*HandSize:])
	}
	s.imagined = false
	e := Dealt{Deal: s.deal, First: s.first, Redeal: redeal, Open: s.open}
	for i := range Seats {
		e.Hands[i], e.Sizes[i] = s.hands[i], HandSize
	}
	e.Bottom = s.bottom
	s.clearDeal()
	s.phase, s.turn = PhaseBid, s.first
	events = append(events, e)
	switch {
	case s.cfg.Bidding == NoBidding:
		return s.chooseLandlord(events, 0, 1)
	case s.redeals >= maxRedeals:
		return s.chooseLandlord(events, s.first, 1)
	}
	return events
}

// bid applies a bid, call, rob or pass. In the robbing, the two seats
// after the caller are asked, then (Config.RobBack, when one robbed) the
// caller once more.
func (s *State) bid(seat game.Seat, a Action) []game.Event {
	next := (seat + 1) % Seats
	switch a.Kind {
	case KindBid:
		s.bids[seat], s.base, s.caller = a.Bid, a.Bid, seat
	case KindCall:
		s.base, s.caller, s.called = 1, seat, seat
	case KindRob:
		s.robs++
		s.base *= 2
		s.caller = seat
	case KindPass:
		if s.cfg.Bidding == ScoreBids {
			s.bids[seat] = -1
		}
	}
	events := []game.Event{Bidded{Seat: seat, Action: a.Kind, Bid: a.Bid, Base: s.base}}
	if s.phase == PhaseRob {
		s.robAsked++
		robBack := s.robAsked == Seats-1 && s.cfg.RobBack && s.robs > 0 // next is the caller
		if s.robAsked >= Seats-1 && !robBack {
			return s.endBidding(events)
		}
		s.turn = next
		return events
	}
	s.asked++
	switch {
	case a.Kind == KindCall:
		s.phase, s.turn, s.robAsked = PhaseRob, next, 0
		return events
	case a.Bid == 3 || s.asked == Seats:
		return s.endBidding(events)
	}
	s.turn = next
	return events
}

// endBidding makes the highest bidder (or the last to call or rob) the
// landlord, or deals again when nobody bid.
func (s *State) endBidding(events []game.Event) []game.Event {
	if s.caller == game.NoSeat {
		s.redeals++
		return s.dealCards(events, true)
	}
	return s.chooseLandlord(events, s.caller, s.base)
}

// chooseLandlord gives seat the bottom cards at base.
func (s *State) chooseLandlord(events []game.Event, seat game.Seat, base int) []game.Event {
	s.landlord, s.base, s.redeals = seat, base, 0
	s.hands[seat] |= s.bottom
	events = append(events, LandlordChosen{Seat: seat, Base: base, Bottom: s.bottom})
	if s.cfg.Doubling {
		s.phase, s.turn = PhaseDouble, (seat+1)%Seats
		return events
	}
	return s.showOrPlay(events)
}

// double applies a seat's choice to double or not; the landlord chooses
// last.
func (s *State) double(seat game.Seat, d bool) []game.Event {
	s.doubled[seat] = d
	events := []game.Event{DoubleChosen{Seat: seat, Double: d}}
	if seat == s.landlord {
		return s.showOrPlay(events)
	}
	s.turn = (seat + 1) % Seats
	return events
}

// showOrPlay asks the landlord whether to show the hand, with
// Config.ShowCards when no seat plays face up already, or opens the play.
func (s *State) showOrPlay(events []game.Event) []game.Event {
	if s.cfg.ShowCards != NoShow && s.open == [Seats]bool{} {
		s.phase, s.turn = PhaseShow, s.landlord
		return events
	}
	return s.startPlay(events)
}

// startPlay opens the first trick: the landlord leads.
func (s *State) startPlay(events []game.Event) []game.Event {
	s.phase, s.turn = PhasePlay, s.landlord
	s.newTrick(s.landlord)
	return events
}

// newTrick clears the table for leader's lead (game.NoSeat while
// bidding).
func (s *State) newTrick(leader game.Seat) {
	s.table, s.leader, s.passes = dz.PassPlay, leader, 0
	s.last, s.cards, s.acted = [Seats]dz.Play{}, [Seats]dz.Set{}, [Seats]bool{}
}

// play applies a play or a pass of the turn's seat.
func (s *State) play(seat game.Seat, a Action) []game.Event {
	next := (seat + 1) % Seats
	if a.Kind == KindPass {
		s.passes++
		s.last[seat], s.cards[seat], s.acted[seat] = dz.PassPlay, 0, true
		s.passed = append(slices.Clip(s.passed), Pass{Seat: seat, Over: s.table, By: s.leader, Before: s.by[seat]})
		events := []game.Event{Played{Seat: seat, Play: dz.PassPlay, Left: s.hands[seat].Len()}}
		if s.passes == Seats-1 {
			s.newTrick(s.leader)
			s.turn = s.leader
			return append(events, TrickWon{Seat: s.leader})
		}
		s.turn = next
		return events
	}
	p, _ := readPlay(a.Cards, s.table, s.cfg.Rules)
	taken, rest, _ := s.hands[seat].Take(a.Cards)
	lead := s.table.IsPass()
	s.hands[seat] = rest
	s.plays[seat]++
	s.played |= taken
	s.by[seat] |= taken
	s.table, s.leader, s.passes = p, seat, 0
	s.last[seat], s.cards[seat], s.acted[seat] = p, taken, true
	events := []game.Event{Played{Seat: seat, Play: p, Cards: taken, Left: rest.Len(), Lead: lead}}
	if p.Kind == dz.Bomb || p.Kind == dz.Rocket {
		s.bombs, s.rocket = s.bombs+1, s.rocket || p.Kind == dz.Rocket
		events = append(events, Doubled{Multiplier: s.Multiplier()})
	}
	if rest == 0 {
		return s.endDeal(events, seat)
	}
	s.turn = next
	return events
}

// readPlay is the reading of cards c that beats t, if any.
func readPlay(c dz.Counts, t dz.Play, r dz.Rules) (dz.Play, bool) {
	for _, p := range dz.Classify(c, r) {
		if dz.Beats(p, t) {
			return p, true
		}
	}
	return dz.Play{}, false
}

// endDeal scores the deal winner went out in, and deals the next or ends
// the session.
func (s *State) endDeal(events []game.Event, winner game.Seat) []game.Event {
	l := s.landlord
	r := DealResult{Deal: s.deal, Landlord: l, Winner: winner, Base: s.base, Bombs: s.bombs, Rocket: s.rocket, Shown: s.shown,
		Open: s.open, Doubled: s.doubled, Hands: s.hands}
	peasants := [2]game.Seat{(l + 1) % Seats, (l + 2) % Seats}
	if winner == l {
		r.Spring = s.plays[peasants[0]] == 0 && s.plays[peasants[1]] == 0
	} else {
		r.Anti = s.plays[l] == 1
	}
	points := s.base * multiplier(s.bombs, showExp(s.open, s.shown), r.Spring || r.Anti)
	r.Points, r.Capped = capped(points, s.cfg.Cap)
	sign := 1
	if winner != l {
		sign = -1
	}
	r.Stakes = stakes(points, l, s.doubled, s.cfg.Cap)
	for _, p := range peasants {
		r.Capped = r.Capped || r.Stakes[p] < doubledStake(points, l, p, s.doubled)
		r.Delta[p] = -sign * r.Stakes[p]
	}
	r.Delta[l] = sign * r.Stakes[l]
	for i := range Seats {
		s.scores[i] += r.Delta[i]
	}
	r.Scores = s.scores
	s.history = append(slices.Clip(s.history), r)
	events = append(events, DealOver{Result: r})
	if s.deal == s.cfg.Deals {
		s.phase, s.turn = PhaseOver, game.NoSeat
		return append(events, SessionOver{Scores: s.scores})
	}
	s.deal++
	s.first = (s.first + 1) % Seats
	return s.openDeal(events)
}
