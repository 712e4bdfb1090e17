package doudizhu

import (
	"errors"
	"fmt"

	"teahouse/game"
	dz "teahouse/rules/doudizhu"
)

// ErrCannotImagine reports a view Imagine cannot complete: a phase it does
// not take, or hidden cards that do not fit the view.
var ErrCannotImagine = errors.New("cannot imagine the deal")

// Imagine is a state that v's viewer cannot tell from the real one: the
// deal as v shows it, with hands as every seat's hand and bottom as the
// bottom cards. A computer that samples what it cannot see plays the rest
// of the bidding, doubling and showing out on it with Reduce. It takes a
// view of a seat in the bidding, the robbing, the doubling or the
// showing; hands must agree with the hands v shows, hold v's sizes, and
// with bottom (in the landlord's hand once it took it) make the pack.
// It takes a view before the deal too (the choice to play face up): then
// hands and bottom are the deal to come, HandSize cards each and
// BottomSize in the bottom, dealt once the seats have chosen.
func Imagine(v View, hands [Seats]dz.Set, bottom dz.Set) (State, error) {
	switch v.Phase {
	case PhaseOpen:
		return imagineOpen(v, hands, bottom)
	case PhaseBid, PhaseRob, PhaseDouble, PhaseShow:
	default:
		return State{}, fmt.Errorf("%w: the %s phase", ErrCannotImagine, v.Phase)
	}
	if err := fits(v, hands, bottom); err != nil {
		return State{}, err
	}
	s := State{cfg: v.Config, rng: game.NewRNG(uint64(v.Deal)), deal: v.Deal, first: v.First, phase: v.Phase, turn: v.Turn,
		hands: hands, bottom: bottom, bids: v.Bids, caller: v.Bidder, called: v.Caller, robs: v.Robs,
		landlord: v.Landlord, base: v.Base, doubled: v.Doubled, open: v.Open, shown: v.Shown,
		scores: v.Scores, history: v.Results}
	s.newTrick(game.NoSeat)
	switch {
	case v.Phase == PhaseBid && v.Config.Bidding == ScoreBids:
		for _, b := range v.Bids {
			if b != 0 {
				s.asked++
			}
		}
	case v.Phase == PhaseBid:
		s.asked = int(v.Turn-v.First+Seats) % Seats
	case v.Phase == PhaseRob:
		// the two seats after the caller are asked, then the caller
		s.robAsked = int(v.Turn-v.Caller+Seats)%Seats - 1
		if v.Turn == v.Caller {
			s.robAsked = Seats - 1
		}
	}
	return s, nil
}

// fits says why hands and bottom cannot be the cards of v's deal, if
// they cannot.
func fits(v View, hands [Seats]dz.Set, bottom dz.Set) error {
	all := bottom
	if v.Landlord != game.NoSeat {
		if v.Bottom != bottom || hands[v.Landlord]&bottom != bottom {
			return fmt.Errorf("%w: the bottom is not the landlord's", ErrCannotImagine)
		}
		all = 0 // the landlord's hand holds it
	}
	for i, h := range hands {
		if h&all != 0 {
			return fmt.Errorf("%w: a card is in two places", ErrCannotImagine)
		}
		all |= h
		if h.Len() != v.Sizes[i] {
			return fmt.Errorf("%w: %s holds %d cards, not %d", ErrCannotImagine, game.Seat(i), h.Len(), v.Sizes[i])
		}
		if v.Sees(game.Seat(i)) && v.Hands[i] != h {
			return fmt.Errorf("%w: %s's hand is not the one the view shows", ErrCannotImagine, game.Seat(i))
		}
	}
	if all|v.Played != dz.FullPack || all&v.Played != 0 {
		return fmt.Errorf("%w: the cards are not one pack", ErrCannotImagine)
	}
	return nil
}

// imagineOpen is Imagine before the deal: the seats still choosing
// whether to play face up, the deal to come hands and bottom.
func imagineOpen(v View, hands [Seats]dz.Set, bottom dz.Set) (State, error) {
	all := bottom
	if bottom.Len() != BottomSize {
		return State{}, fmt.Errorf("%w: the bottom holds %d cards, not %d", ErrCannotImagine, bottom.Len(), BottomSize)
	}
	for i, h := range hands {
		if h.Len() != HandSize {
			return State{}, fmt.Errorf("%w: %s holds %d cards, not %d", ErrCannotImagine, game.Seat(i), h.Len(), HandSize)
		}
		if h&all != 0 {
			return State{}, fmt.Errorf("%w: a card is in two places", ErrCannotImagine)
		}
		all |= h
	}
	if all != dz.FullPack {
		return State{}, fmt.Errorf("%w: the cards are not one pack", ErrCannotImagine)
	}
	s := State{cfg: v.Config, rng: game.NewRNG(uint64(v.Deal)), deal: v.Deal, first: v.First, phase: PhaseOpen, turn: v.Turn,
		hands: hands, bottom: bottom, imagined: true, landlord: game.NoSeat, open: v.Open, scores: v.Scores, history: v.Results}
	s.newTrick(game.NoSeat)
	return s, nil
}
