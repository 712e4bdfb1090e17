package host

import (
	"slices"

	"teahouse/game"
)

// Annotate records n in the log without telling the watchers (Note tells
// them): something a screen saw happen at its table that is no action,
// such as a person asking for the hint (game.NoteTip). n.At is the number of actions
// applied when it happened; a note that reaches the table after the next
// action keeps its place among the notes. A seat the game does not have,
// a step still to come or an empty text is refused and nothing is noted.
func (h *Host[C, S, A, V]) Annotate(n game.Note) error {
	var err error
	if !h.do(func(l *hostLoop[C, S, A, V]) { err = l.c.noteAt(n) }) {
		return ErrClosed
	}
	return err
}

// noteAt adds n to the notes, kept in the order of their steps.
func (c *core[C, S, A, V]) noteAt(n game.Note) error {
	switch {
	case n.Seat != game.NoSeat && (n.Seat < 0 || int(n.Seat) >= len(c.seats)):
		return game.Refuse(game.ErrNoSuchSeat, "there is no seat %s at this table", n.Seat)
	case n.At < 0 || n.At > c.moves():
		return game.Refuse(game.ErrIllegal, "the table has played %d actions, not %d", c.moves(), n.At)
	case n.Text == "":
		return game.Refuse(game.ErrIllegal, "a note says something")
	}
	i := slices.IndexFunc(c.notes, func(o game.Note) bool { return o.At > n.At })
	if i < 0 {
		i = len(c.notes)
	}
	c.notes = slices.Insert(c.notes, i, n)
	c.write(n)
	return nil
}
