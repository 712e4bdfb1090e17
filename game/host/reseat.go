package host

import (
	"teahouse/game"
)

// Reseat puts sitter in seat from now on, with note (a sentence for the
// log, or empty) said to every watcher: a computer takes over from a
// person who left, or a person takes a seat back. A controller that takes
// a seat starts afresh (its first decision is marked First) and is told
// the events its seat saw that the table still keeps. The seat's player in
// the log becomes sitter's; the note (game.NoteReseat) keeps who played
// the seat until then.
func (h *Host[C, S, A, V]) Reseat(at game.Seat, sitter Sitter[V, A], note string) error {
	var err error
	if !h.do(func(l *hostLoop[C, S, A, V]) { err = l.reseat(at, sitter, note) }) {
		return ErrClosed
	}
	return err
}

func (l *hostLoop[C, S, A, V]) reseat(at game.Seat, sitter Sitter[V, A], note string) error {
	c := l.c
	if at < 0 || int(at) >= len(c.seats) {
		return game.Refuse(game.ErrNoSuchSeat, "there is no seat %s at this table", at)
	}
	old := c.seats[at].sitter
	c.seats[at] = seat[V, A]{sitter: sitter, seen: c.base, control: sitter.Controller != nil}
	if l.busy && l.seat == at {
		l.drop() // the old controller's decision is not the new one's
	}
	closeAll([]Sitter[V, A]{old})
	var notes []game.Note
	if note != "" {
		was := old.Player
		n := game.Note{At: c.moves(), Seat: at, Text: note, Kind: game.NoteReseat, Was: &was}
		if err := c.noteAt(n); err != nil {
			return err
		}
		notes = append(notes, n)
	}
	l.publish(game.NoSeat, nil, notes)
	return nil
}

// Note says text at the table about seat (or game.NoSeat): it goes in
// the log and to every watcher, such as a person who left and is awaited.
func (h *Host[C, S, A, V]) Note(about game.Seat, text string) error {
	if !h.do(func(l *hostLoop[C, S, A, V]) { l.publish(game.NoSeat, nil, []game.Note{l.c.note(about, "%s", text)}) }) {
		return ErrClosed
	}
	return nil
}
