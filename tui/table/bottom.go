package table

import (
	"slices"

	"teahouse/game"
	"teahouse/rules/cards"
	"teahouse/tui/ui"
)

// Bottom is the seat a card table draws at the bottom and the hand its
// person chooses from: the viewer's seat, or P1 for an audience (a
// spectator, a replay, a table of computers). A card game's face keeps one
// and hands it over with the viewer; it is a value: every method returns a
// changed copy.
//
//	b := table.NewBottom(seats)
//	b = b.For(c.Viewer, handOf)  // a new viewer (a hand-over): nothing chosen
//	b = b.Hold(handOf(b.Seat())) // after an event: the selection stays
type Bottom struct {
	// Viewer is whose eyes the table is shown with: game.NoSeat until the
	// face's first Sync.
	Viewer game.Seat
	// Hand is the bottom seat's hand, with the cursor and the selection.
	Hand  ui.Hand
	seats int
}

// NewBottom is the bottom of a table of seats seats before anyone
// watches.
func NewBottom(seats int) Bottom { return Bottom{Viewer: game.NoSeat, seats: seats} }

// Seat is the seat drawn at the bottom: the viewer's, or P1 when the
// viewer holds no seat.
func (b Bottom) Seat() game.Seat {
	if b.Viewer >= 0 && int(b.Viewer) < b.seats {
		return b.Viewer
	}
	return 0
}

// For is the bottom as viewer sees it, with the hand handOf gives for its
// seat and nothing chosen: a new viewer (a hand-over) starts afresh.
func (b Bottom) For(viewer game.Seat, handOf func(game.Seat) []cards.Card) Bottom {
	b.Viewer = viewer
	b.Hand = ui.NewHand(handOf(b.Seat()))
	return b
}

// Hold keeps the hand in step with the table's cs: cards played leave it,
// cards taken join it, and the selection of the rest stays. The same
// cards in the same order leave the hand as it is.
func (b Bottom) Hold(cs []cards.Card) Bottom {
	if !slices.Equal(cs, b.Hand.Cards()) {
		b.Hand = b.Hand.Holding(cs)
	}
	return b
}

// Sync is the bottom as viewer sees the table, with the hand handOf gives
// for its seat: a new viewer (a hand-over) starts afresh (For), the same
// one keeps its selection (Hold).
func (b Bottom) Sync(viewer game.Seat, handOf func(game.Seat) []cards.Card) Bottom {
	if viewer != b.Viewer {
		return b.For(viewer, handOf)
	}
	return b.Hold(handOf(b.Seat()))
}

// Played is the bottom after seat played, and how long the play stays: the
// viewer's own play clears the selection and the table moves on at once,
// another seat's stays pause Speed delays.
func (b Bottom) Played(seat game.Seat, pause float64) (Bottom, Beat) {
	if seat == b.Viewer {
		b.Hand = b.Hand.Clear()
		return b, Beat{}
	}
	return b, Beat{Pause: pause}
}

// Click is the bottom after a click on zone (see ui.Hand.Click): a card of
// its hand, drawn with zonePrefix, toggles when toggle is true. onHand
// reports whether zone is one of the hand's cards.
func (b Bottom) Click(zone, zonePrefix string, toggle bool) (_ Bottom, onHand bool) {
	b.Hand, onHand = b.Hand.Click(zone, zonePrefix, toggle)
	return b, onHand
}

// Unselect is esc at the bottom: the cards chosen are unselected; false
// when none was.
func (b Bottom) Unselect() (_ Bottom, ok bool) {
	b.Hand, ok = b.Hand.Unselect()
	return b, ok
}
