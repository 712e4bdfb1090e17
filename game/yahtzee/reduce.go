package yahtzee

import (
	"teahouse/game"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// New starts a game: round 1, P1 to roll.
func (Engine) New(cfg Config, seed uint64) (State, error) {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return State{}, err
	}
	return State{cfg: cfg, rng: game.NewRNG(seed), round: 1}, nil
}

// Reduce applies seat's action to s and returns the new state and what
// happened. s is never modified; on error it is returned as it was.
func (Engine) Reduce(s State, seat game.Seat, a Action) (State, []game.Event, error) {
	if seat < 0 || int(seat) >= s.cfg.Seats {
		return s, nil, game.Refuse(game.ErrNoSuchSeat, "there is no seat %s at this table", seat)
	}
	if err := Game.View(s, seat).Check(a); err != nil {
		return s, nil, err
	}
	events := make([]game.Event, 0, 4)
	switch a.Kind {
	case KindRoll:
		if s.rollsUsed == 0 {
			events = append(events, TurnStarted{Seat: seat, Round: s.round})
		}
		rolled := dice.FullMask &^ a.Hold
		for d := range dice.HandSize {
			if rolled.Has(d) {
				s.dice[d] = s.rng.Die()
			}
		}
		s.rollsUsed++
		s.last = lastScore{} // the last score stands from now on
		events = append(events, DiceRolled{Seat: seat, Dice: s.dice, Rolled: rolled, Roll: s.rollsUsed})
	case KindScore:
		card := s.cards[seat]
		last := lastScore{ok: s.cfg.mayUndo(seat), seat: seat, box: a.Box, card: card, dice: s.dice, rolls: s.rollsUsed, round: s.round}
		joker := card.Joker(s.dice)
		next, _, err := card.Fill(s.dice, a.Box)
		if err != nil { // Check has already refused every failing fill
			return s, nil, illegal("%v", err)
		}
		s.cards[seat] = next
		events = append(events, BoxScored{Seat: seat, Box: a.Box, Dice: s.dice, Points: next.Scores[a.Box],
			Bonus: (next.Bonuses - card.Bonuses) * yz.YahtzeeBonus, Joker: joker, Total: next.Total()})
		events = s.nextTurn(events)
		if s.over {
			last = lastScore{} // the game is over: the last box stands
		}
		s.last = last
	case KindUndo:
		events = append(events, s.takeBack())
	}
	return s, events, nil
}

// takeBack takes back the last score: the seat's card as it was, and the
// turn back at the roll it was scored after.
func (s *State) takeBack() ScoreTakenBack {
	l := s.last
	scored := s.cards[l.seat]
	s.cards[l.seat] = l.card
	s.turn, s.round, s.rollsUsed, s.dice, s.last = l.seat, l.round, l.rolls, l.dice, lastScore{}
	return ScoreTakenBack{Seat: l.seat, Box: l.box, Points: scored.Scores[l.box],
		Bonus: (scored.Bonuses - l.card.Bonuses) * yz.YahtzeeBonus, Dice: l.dice, Roll: l.rolls, Round: l.round, Total: l.card.Total()}
}

// nextTurn passes the dice to the next seat, starting the next round after
// the last seat, or ends the game after round 13.
func (s *State) nextTurn(events []game.Event) []game.Event {
	s.rollsUsed, s.dice = 0, dice.Hand{}
	s.turn++
	if int(s.turn) < s.cfg.Seats {
		return events
	}
	s.turn = 0
	if s.round == Rounds {
		s.over = true
		return append(events, GameOver{Totals: s.totals(), Winners: s.Winners()})
	}
	s.round++
	return events
}
