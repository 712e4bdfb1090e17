package shengji

import (
	"errors"
	"fmt"

	"teahouse/game"
	"teahouse/rules/cards"
	sj "teahouse/rules/shengji"
)

// ErrCannotImagine reports a view Imagine cannot complete: a phase it does
// not take, or hidden cards that do not fit the view.
var ErrCannotImagine = errors.New("cannot imagine the deal")

// Imagine is a state that v's viewer cannot tell from the real one while
// the cards are dealt: the deal as v shows it, with hands as every seat's
// hand so far and rest as the cards still to come, in the order they are
// dealt (the kitty's eight last). A computer that samples what it cannot
// see plays the rest of the declaring out on it with Reduce. hands must
// agree with the hand v shows, hold v's sizes and the standing
// declaration's cards, and with rest make the pack.
//
// The passes in a row since the last card was dealt are not in a view:
// the imagined state counts them from the seat to act, so the window
// closes once every seat has passed after it (a seat that decides by its
// hand and the standing declaration passes again as it did).
func Imagine(v View, hands [Seats]Set, rest []cards.Card) (State, error) {
	if v.Phase != PhaseDeal {
		return State{}, fmt.Errorf("%w: the %s phase", ErrCannotImagine, v.Phase)
	}
	st, err := v.Config.settle()
	if err != nil || st.fixed {
		return State{}, fmt.Errorf("%w: no declaring with a fixed trump", ErrCannotImagine)
	}
	pack, err := imaginedPack(v, hands, rest)
	if err != nil {
		return State{}, err
	}
	s := State{cfg: v.Config, set: st, rng: game.NewRNG(uint64(v.Deal)), deal: v.Deal, phase: PhaseDeal, turn: v.Turn,
		levels: v.Levels, first: v.First, dealer: v.Dealer, pack: pack, dealt: v.Dealt, leader: v.Leader,
		decl: v.Declaration, declarer: v.Declarer, declCards: v.DeclaredCards, hands: hands,
		winner: v.Winner, history: v.Results}
	if v.Declarer != game.NoSeat {
		s.known[v.Declarer] = v.DeclaredCards
	}
	return s, nil
}

// imaginedPack is the pack of v's deal that hands and rest make: the
// dealt cards in the order of the seats they went to, then rest; or why
// they cannot be v's deal.
func imaginedPack(v View, hands [Seats]Set, rest []cards.Card) ([sj.PackSize]cards.Card, error) {
	var pack [sj.PackSize]cards.Card
	if v.Dealt < 0 || v.Dealt > dealCards || len(rest) != sj.PackSize-v.Dealt {
		return pack, fmt.Errorf("%w: %d cards dealt and %d to come", ErrCannotImagine, v.Dealt, len(rest))
	}
	if v.Viewer >= 0 && int(v.Viewer) < Seats && hands[v.Viewer] != v.Mine() {
		return pack, fmt.Errorf("%w: %s's hand is not the one the view shows", ErrCannotImagine, v.Viewer)
	}
	if v.Declarer != game.NoSeat && !hands[v.Declarer].Contains(v.DeclaredCards) {
		return pack, fmt.Errorf("%w: %s does not hold its declaration", ErrCannotImagine, v.Declarer)
	}
	var all Set
	var held [Seats][]cards.Card
	for i, h := range hands {
		if h.Len() != v.Sizes[i] || !all.Inter(h).Empty() {
			return pack, fmt.Errorf("%w: %s's hand does not fit", ErrCannotImagine, game.Seat(i))
		}
		all, held[i] = all.Union(h), h.Cards()
	}
	for i := range v.Dealt {
		seat := (v.First + game.Seat(i)) % Seats
		if len(held[seat]) == 0 {
			return pack, fmt.Errorf("%w: %s holds too few cards", ErrCannotImagine, seat)
		}
		pack[i], held[seat] = held[seat][0], held[seat][1:]
	}
	for i, c := range rest {
		one, err := SetOf(c)
		if err != nil || !all.Inter(one).Empty() {
			return pack, fmt.Errorf("%w: %s is not a card left to deal", ErrCannotImagine, c.ASCII())
		}
		all, pack[v.Dealt+i] = all.Union(one), c
	}
	if all.Len() != sj.PackSize {
		return pack, fmt.Errorf("%w: the cards are not one pack", ErrCannotImagine)
	}
	return pack, nil
}
