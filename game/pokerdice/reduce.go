package pokerdice

import (
	"teahouse/game"
	"teahouse/rules/dice"
	pd "teahouse/rules/pokerdice"
)

// New starts a match: round 1's dice are already rolled and the round's
// starter is to hold. It returns an error for an invalid config.
func (Engine) New(cfg Config, seed uint64) (State, error) {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return State{}, err
	}
	s := State{cfg: cfg, rng: game.NewRNG(seed), winner: game.NoSeat}
	s.startRound(nil)
	return s, nil
}

// Reduce applies seat's action to s and returns the new state and what
// happened. s is never modified; on error it is returned as it was.
func (Engine) Reduce(s State, seat game.Seat, a Action) (State, []game.Event, error) {
	if seat < 0 || seat >= Seats {
		return s, nil, game.Refuse(game.ErrNoSuchSeat, "there is no seat %s at this table", seat)
	}
	if err := Game.View(s, seat).Check(a); err != nil {
		return s, nil, err
	}
	me, opp := &s.players[seat], &s.players[other(seat)]
	events := make([]game.Event, 0, 8) // a hold that ends a round emits about six
	if k, ok := skillOf(a.Kind); ok {
		me.used[k] = true
		used := SkillUsed{Seat: seat, Skill: k, Die: a.Die}
		if k == SkillPeek {
			used.Face = opp.dice[a.Die]
		}
		events = append(events, used)
	}
	switch a.Kind {
	case KindPeek:
		opp.faceUp |= 1 << a.Die
	case KindForce:
		opp.forced |= 1 << a.Die
	case KindDouble:
		me.doubled = true
	case KindHold:
		me.held, me.decided = a.Dice, true
		events = append(events, HoldChosen{Seat: seat, Held: a.Dice})
		if !opp.decided {
			s.turn = other(seat)
			break
		}
		events = s.reroll(events)
	case KindRelock:
		me.held, me.decided = a.Dice, true
		events = append(events, HoldChosen{Seat: seat, Held: a.Dice})
		events = s.roll(seat, dice.FullMask&^a.Dice, events)
		events = s.nextRelock(events)
	case KindStand:
		me.decided = true
		events = append(events, Stood{Seat: seat})
		events = s.nextRelock(events)
	}
	return s, events, nil
}

// startRound begins the next round: both players roll all five dice.
func (s *State) startRound(events []game.Event) []game.Event {
	s.round++
	s.phase, s.turn = PhaseHold, s.starter()
	events = append(events, RoundStarted{Round: s.round, Starter: s.turn})
	for i := range s.players {
		p := &s.players[i]
		p.held, p.decided, p.forced, p.doubled = 0, false, 0, false
		p.faceUp = dice.FullMask
		if s.cfg.Skills {
			p.faceUp = 0
		}
		events = s.roll(game.Seat(i), dice.FullMask, events)
	}
	return events
}

// roll throws the dice of seat that m selects; thrown dice lie face down in
// the skills variant.
func (s *State) roll(seat game.Seat, m dice.Mask, events []game.Event) []game.Event {
	p := &s.players[seat]
	for d := range dice.HandSize {
		if m.Has(d) {
			p.dice[d] = s.rng.Die()
		}
	}
	if s.cfg.Skills {
		p.faceUp &^= m
	}
	return append(events, DiceRolled{Seat: seat, Dice: p.dice, Rolled: m, Public: p.faceUp})
}

// reroll throws both players' unheld and forced dice, starter first, then
// moves on to the relock decisions or the showdown.
func (s *State) reroll(events []game.Event) []game.Event {
	first := s.starter()
	for _, seat := range [Seats]game.Seat{first, other(first)} {
		p := &s.players[seat]
		events = s.roll(seat, (dice.FullMask&^p.held)|p.forced, events)
	}
	s.phase = PhaseRelock
	for i := range s.players {
		p := &s.players[i]
		p.decided = !s.cfg.Skills || p.used[SkillRelock]
	}
	return s.nextRelock(events)
}

// nextRelock hands the turn to the next seat (starter first) that still has a
// relock decision to make, or scores the round when none has.
func (s *State) nextRelock(events []game.Event) []game.Event {
	first := s.starter()
	for _, seat := range [Seats]game.Seat{first, other(first)} {
		if !s.players[seat].decided {
			s.turn = seat
			return events
		}
	}
	return s.showdown(events)
}

// showdown compares the hands, scores the round, and ends the match or starts
// the next round.
func (s *State) showdown(events []game.Event) []game.Event {
	r := RoundResult{Round: s.round, Winner: game.NoSeat}
	for i, p := range s.players {
		r.Hands[i], r.Ranks[i] = p.dice, pd.Evaluate(p.dice)
	}
	switch pd.Compare(r.Ranks[0], r.Ranks[1]) {
	case 1:
		r.Winner = 0
	case -1:
		r.Winner = 1
	}
	if r.Winner != game.NoSeat {
		r.Points = 1
		if s.players[r.Winner].doubled {
			r.Points = 2
		}
		s.players[r.Winner].points += r.Points
	}
	r.Score = s.Score()
	s.last = r
	for i := range s.players {
		s.players[i].faceUp = dice.FullMask // the showdown reveals everything
	}
	w, over := s.matchWinner()
	events = append(events, RoundScored{Result: r, Final: over})
	if over {
		s.phase, s.winner = PhaseOver, w
		return append(events, MatchOver{Winner: w, Score: r.Score})
	}
	return s.startRound(events)
}

// matchWinner decides whether the match is over: a player has more than half
// of N points, or N rounds are played and the score is not level (a level
// score after N rounds means sudden death: the next decided round ends it).
func (s State) matchWinner() (game.Seat, bool) {
	a, b := s.players[0].points, s.players[1].points
	half := s.cfg.Rounds / 2
	if a > half || b > half || (s.round >= s.cfg.Rounds && a != b) {
		if a > b {
			return 0, true
		}
		return 1, true
	}
	return game.NoSeat, false
}
