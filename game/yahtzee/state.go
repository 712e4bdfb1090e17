package yahtzee

import (
	"teahouse/game"
	"teahouse/rules/dice"
	yz "teahouse/rules/yahtzee"
)

// State is the authoritative state of a game, a plain value (the RNG
// included). Everything in Yahtzee is public except the RNG, so ViewOf
// hides only that.
type State struct {
	cfg       Config
	rng       game.RNG
	round     int
	turn      game.Seat
	rollsUsed int
	dice      dice.Hand
	cards     [MaxSeats]yz.Card
	over      bool
	last      lastScore // the score that may still be taken back
}

// lastScore is a score that its seat may take back until the next roll:
// the turn as it was before it.
type lastScore struct {
	ok    bool
	seat  game.Seat
	box   yz.Box
	card  yz.Card // the seat's card before the score
	dice  dice.Hand
	rolls int
	round int
}

// Over reports whether the game has ended.
func (s State) Over() bool { return s.over }

// Card returns seat's score card.
func (s State) Card(seat game.Seat) yz.Card { return s.cards[seat] }

// Config returns the game's config with defaults filled in.
func (s State) Config() Config { return s.cfg }

// Winners returns the seats with the highest total (several on a tie).
func (s State) Winners() []game.Seat {
	var out []game.Seat
	best := -1
	for i := range s.cfg.Seats {
		switch t := s.cards[i].Total(); {
		case t > best:
			best, out = t, []game.Seat{game.Seat(i)}
		case t == best:
			out = append(out, game.Seat(i))
		}
	}
	return out
}

// totals returns every seat's total.
func (s State) totals() [MaxSeats]int {
	var t [MaxSeats]int
	for i := range s.cfg.Seats {
		t[i] = s.cards[i].Total()
	}
	return t
}
