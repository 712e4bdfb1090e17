package blackjack

import (
	"teahouse/game"
	gb "teahouse/game/blackjack"
)

// board is the table as the screen shows it: the game's view, moved by
// gb.Game.Apply one event at a time as events are shown, so cards arrive
// one by one after the state has dealt them all. Whoever watches, the hole
// card lies face down until it is turned (a replay's audience too sees the
// round as the players saw it). Everything else the screen says of the
// table is read off the view.
type board struct{ gb.View }

// boardOf pictures the game as v shows it.
func boardOf(v gb.View) board { return board{public(v)} }

// apply moves the picture along by one event.
func (b board) apply(e game.Event) board { return board{gb.Game.Apply(b.View, hidden(e))} }

// dealt reports whether this round's cards are on the table: while bets
// are placed the last round's cards and results are still shown.
func (b board) dealt() bool { return b.Phase != gb.PhaseBetting || b.Shoe.InPlay > 0 }

// over reports whether the table has closed.
func (b board) over() bool { return b.Phase == gb.PhaseOver }

// shownRound is the round whose cards are on the table: while bets are
// placed for the next round, the last round's results are still shown.
func (b board) shownRound() int {
	if !b.dealt() && b.Dealer.N > 0 && b.Round > 1 {
		return b.Round - 1
	}
	return max(1, b.Round)
}

// active returns the seat and hand being played, if any.
func (b board) active() (game.Seat, int, bool) {
	if b.Phase != gb.PhasePlay || b.Turn < 0 {
		return 0, 0, false
	}
	s := b.Spots[b.Turn]
	if b.Hand >= s.NHands || s.Hands[b.Hand].Done {
		return 0, 0, false
	}
	return b.Turn, b.Hand, true
}
