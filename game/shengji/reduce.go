package shengji

import (
	"teahouse/game"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// New implements game.Game: the first deal is shuffled and its first card
// dealt (with a fixed trump, every card, and the dealer holds the kitty).
func (Engine) New(cfg Config, seed uint64) (State, error) {
	st, err := cfg.settle()
	if err != nil {
		return State{}, err
	}
	s := State{cfg: cfg, set: st, rng: game.NewRNG(seed), levels: st.levels, deal: 1, dealer: game.NoSeat, winner: -1}
	if st.fixed {
		s.dealer = 0
	}
	s.startDeal(nil)
	return s, nil
}

// Reduce implements game.Game.
func (Engine) Reduce(s State, seat game.Seat, a Action) (State, []game.Event, error) {
	if err := s.view(seat).Check(a); err != nil {
		return s, nil, err
	}
	var events []game.Event
	switch s.phase {
	case PhaseDeal:
		events = s.declare(seat, a)
	case PhaseBury:
		events = s.bury(seat, a.Cards)
	case PhasePlay:
		events = s.play(seat, a.Cards)
	}
	return s, events, nil
}

// startDeal shuffles the pack and starts dealing from s.first.
func (s *State) startDeal(events []game.Event) []game.Event {
	pack := sj.NewPack()
	cards.Shuffle(pack, &s.rng)
	copy(s.pack[:], pack)
	s.phase, s.dealt, s.passes = PhaseDeal, 0, 0
	s.decl, s.declarer, s.declCards, s.turned = sj.Declaration{}, game.NoSeat, Set{}, 0
	s.hands, s.kitty, s.known = [Seats]Set{}, Set{}, [Seats]Set{}
	s.trick, s.failure, s.tricks = [Seats]Set{}, Failure{}, 0
	s.taken, s.points, s.adjust = [2]Set{}, [2]int{}, 0
	s.first = s.dealer
	if s.first == game.NoSeat {
		s.first = 0
	}
	events = append(events, DealStarted{Deal: s.deal, First: s.first, Dealer: s.dealer, Levels: s.levels})
	if !s.set.fixed {
		return s.dealOne(events)
	}
	for s.dealt < dealCards {
		events = s.dealOne(events)
	}
	s.trump = sj.Trump{Level: s.levels[team(s.dealer)], Suit: s.set.suit}
	events = append(events, TrumpDecided{Trump: s.trump, Dealer: s.dealer, Declarer: game.NoSeat})
	return s.takeKitty(events)
}

// dealOne deals the next card; the seat that draws it may declare.
func (s *State) dealOne(events []game.Event) []game.Event {
	seat := (s.first + game.Seat(s.dealt)) % Seats
	c := s.pack[s.dealt]
	s.hands[seat] = s.hands[seat].Union(mustSetOf(c))
	s.dealt++
	s.turn = seat
	return append(events, CardDealt{Seat: seat, Card: c, Left: dealCards - s.dealt})
}

// declareLevel is the level rank seat declares with: the dealer's team's
// once the dealer is known, else the seat's own team's.
func (s State) declareLevel(seat game.Seat) cards.Rank {
	if s.dealer != game.NoSeat {
		return s.levels[team(s.dealer)]
	}
	return s.levels[team(seat)]
}

// declare applies a declaration or a pass in the declaring window, and
// deals on or closes declaring.
func (s *State) declare(seat game.Seat, a Action) []game.Event {
	var events []game.Event
	if a.Kind == KindDeclare {
		d, _ := sj.ReadDeclaration(a.Cards.Cards(), s.declareLevel(seat))
		s.decl, s.declarer, s.declCards = d, seat, a.Cards
		s.known[seat] = s.known[seat].Union(a.Cards)
		s.passes = 0
		events = append(events, Declared{Seat: seat, Cards: a.Cards, Declaration: d})
	} else {
		events = append(events, Passed{Seat: seat})
		if s.dealt == dealCards {
			s.passes++
		}
	}
	switch {
	case s.dealt < dealCards:
		return s.dealOne(events)
	case s.passes == Seats:
		return s.closeDeclaring(events)
	}
	s.turn = next(seat)
	return events
}

// closeDeclaring settles trump and the dealer: the declaration's, or,
// when nobody declared, the kitty's cards turned up one by one decide.
func (s *State) closeDeclaring(events []game.Event) []game.Event {
	if s.decl.Strength == sj.NoDeclaration {
		if s.dealer == game.NoSeat {
			s.dealer = s.first
		}
		level := s.levels[team(s.dealer)]
		suit, turned := sj.TrumpFromKitty(s.pack[dealCards:], level)
		s.turned = turned
		s.known[s.dealer] = s.known[s.dealer].Union(mustSetOf(s.turnedCards()...))
		s.trump = sj.Trump{Level: level, Suit: suit}
	} else {
		if s.dealer == game.NoSeat {
			s.dealer = s.declarer
		}
		s.trump = s.decl.Trump(s.levels[team(s.dealer)])
	}
	events = append(events, TrumpDecided{Trump: s.trump, Dealer: s.dealer, Declarer: s.declarer, Turned: s.turnedCards()})
	return s.takeKitty(events)
}

// takeKitty gives the dealer the kitty to bury.
func (s *State) takeKitty(events []game.Event) []game.Event {
	s.kitty = mustSetOf(s.pack[dealCards:]...)
	s.hands[s.dealer] = s.hands[s.dealer].Union(s.kitty)
	s.phase, s.turn = PhaseBury, s.dealer
	return append(events, KittyTaken{Seat: s.dealer, Kitty: s.kitty})
}

// bury makes cs the kitty; the dealer leads the first trick.
func (s *State) bury(seat game.Seat, cs Set) []game.Event {
	s.hands[seat] = s.hands[seat].Minus(cs)
	s.kitty = cs
	s.phase, s.turn, s.leader = PhasePlay, seat, seat
	return []game.Event{Buried{Seat: seat, Cards: cs}}
}
