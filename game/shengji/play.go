package shengji

import (
	"slices"

	"teahouse/game"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// play applies a lead or a follow of seat. A throw is first refereed
// against the other three hands: when one of them beats a unit of it, the
// seat plays the smallest beaten unit instead.
func (s *State) play(seat game.Seat, cs Set) []game.Event {
	var events []game.Event
	lead := seat == s.leader && s.trick[seat].Empty()
	if lead {
		s.failure = Failure{}
		if f, failed := s.refereeThrow(seat, cs); failed {
			events = append(events, ThrowFailed{Failure: f})
			s.failure = f
			cs = f.Beaten
		}
	}
	s.hands[seat] = s.hands[seat].Minus(cs)
	s.trick[seat] = cs
	events = append(events, Played{Seat: seat, Cards: cs, Lead: lead, Left: s.hands[seat].Len()})
	if next(seat) != s.leader {
		s.turn = next(seat)
		return events
	}
	return s.finishTrick(events)
}

// refereeThrow checks a lead of several units against the other hands;
// it reports the failure and applies its penalty and what it reveals.
func (s *State) refereeThrow(seat game.Seat, cs Set) (Failure, bool) {
	others := make([][]cards.Card, 0, Seats-1)
	seats := make([]game.Seat, 0, Seats-1)
	for i := range game.Seat(Seats) {
		if i != seat {
			others = append(others, s.hands[i].Cards())
			seats = append(seats, i)
		}
	}
	check, err := sj.CheckThrow(cs.Cards(), others, s.trump, s.cfg.Rules)
	if err != nil || !check.Fails {
		return Failure{}, false
	}
	by := seats[check.Hand]
	f := Failure{Seat: seat, Tried: cs, Beaten: mustSetOf(check.Beaten.Cards...), Hand: by, By: mustSetOf(check.By.Cards...),
		Penalty: s.cfg.Rules.Penalty.Points()}
	s.adjust += f.toAttackers(s.dealer)
	s.known[seat] = s.known[seat].Union(cs.Minus(f.Beaten))
	s.known[by] = s.known[by].Union(f.By)
	return f, true
}

// attackers is the team that does not deal.
func (s State) attackers() int { return 1 - team(s.dealer) }

// winning is the seat whose play wins trick, led by leader, so far:
// game.NoSeat before the lead.
func winning(trick [Seats]Set, leader game.Seat, t sj.Trump, r sj.Rules) game.Seat {
	plays := make([][]cards.Card, 0, Seats)
	for k := range game.Seat(Seats) {
		if p := trick[(leader+k)%Seats]; !p.Empty() {
			plays = append(plays, p.Cards())
		}
	}
	w, err := sj.Winner(plays, t, r)
	if err != nil {
		return game.NoSeat
	}
	return (leader + game.Seat(w)) % Seats
}

// finishTrick gives the full trick to its winner, who leads the next, or
// ends the deal after the last.
func (s *State) finishTrick(events []game.Event) []game.Event {
	winner := winning(s.trick, s.leader, s.trump, s.cfg.Rules)
	var all Set
	for _, p := range s.trick {
		all = all.Union(p)
	}
	pts := sj.Points(all.Cards())
	t := team(winner)
	s.taken[t] = s.taken[t].Union(all)
	s.points[t] += pts
	s.past[s.tricks] = Trick{Leader: s.leader, Plays: s.trick, Winner: winner}
	s.tricks++
	events = append(events, TrickWon{Seat: winner, Points: pts, Cards: all})
	if s.hands[winner].Empty() {
		return s.endDeal(events, winner, s.trick[s.leader].Cards())
	}
	s.trick, s.leader, s.turn = [Seats]Set{}, winner, winner
	return events
}

// endDeal scores the deal: the kitty for attackers who won the last
// trick, the level table, the teams' levels; then the next deal or the
// end of the game.
func (s *State) endDeal(events []game.Event, lastWinner game.Seat, lastLead []cards.Card) []game.Event {
	att, def := s.attackers(), team(s.dealer)
	l, _ := sj.ReadLead(lastLead, s.trump, s.cfg.Rules)
	r := DealResult{Deal: s.deal, Dealer: s.dealer, Trump: s.trump, Attackers: att, Tricks: s.tricks,
		TrickPoints: s.points, Kitty: s.kitty, Penalties: s.adjust}
	if team(lastWinner) == att {
		r.Multiplier = s.cfg.Rules.Kitty.Multiplier(l.Largest())
		r.KittyPoints = s.cfg.Rules.Kitty.KittyPoints(s.kitty.Cards(), true, l)
	}
	r.Points = s.points[att] + r.KittyPoints + s.adjust
	r.Result = s.cfg.Rules.Levels.Result(r.Points)
	switch {
	case r.Result.AttackersWin:
		s.levels[att] = sj.Raise(s.levels[att], r.Result.Levels)
	case s.levels[def] == cards.Ace:
		s.winner, s.champion = def, true
	default:
		s.levels[def] = sj.Raise(s.levels[def], r.Result.Levels)
	}
	r.Levels = s.levels
	s.history = append(slices.Clip(s.history), r)
	s.trick = [Seats]Set{}
	events = append(events, DealOver{Result: r})
	if s.winner < 0 && s.deal == s.set.maxDeals {
		s.winner = s.leading()
	}
	if s.winner >= 0 || s.deal == s.set.maxDeals {
		s.phase, s.turn = PhaseOver, game.NoSeat
		return append(events, GameOver{Winner: s.winner, Levels: s.levels})
	}
	s.deal++
	s.dealer = game.Seat(r.Result.NextDealer(int(s.dealer)))
	return s.startDeal(events)
}

// leading is the team with the higher level, -1 when they are level.
func (s State) leading() int {
	a, b := levelIndex(s.levels[0]), levelIndex(s.levels[1])
	switch {
	case a > b:
		return 0
	case b > a:
		return 1
	}
	return -1
}

// levelIndex places a level: 2 is 2, K 13, A 14.
func levelIndex(r cards.Rank) int {
	if r == cards.Ace {
		return 14
	}
	return int(r)
}
