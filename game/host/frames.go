package host

import (
	"fmt"

	"teahouse/game"
)

// Frames replays a log of g and returns every step of it as watchers with
// the eyes of viewers would have received it: the opening (Seq 0), then one
// update per action, notes at the step they were made. A replay screen
// steps through them forward and back. An action the game refuses is
// reported with its 1-based position, and the frames before it returned.
func Frames[C, S, A, V any](g game.Game[C, S, A, V], l game.Log[A], viewers ...game.Seat) ([]Update[V], error) {
	s, err := game.Start(g, l.Header)
	if err != nil {
		return nil, err
	}
	notes := l.Notes
	frame := func(seq int, actor game.Seat, events []game.Event) Update[V] {
		u := Update[V]{Seq: seq, Actor: actor, Waiting: g.Waiting(s), Outcome: g.Outcome(s)}
		for len(notes) > 0 && notes[0].At <= seq {
			u.Notes = append(u.Notes, notes[0])
			notes = notes[1:]
		}
		for _, v := range viewers {
			u.Sights = append(u.Sights, Sight[V]{Viewer: v, View: g.View(s, v), Events: game.RedactAll(g, events, v)})
		}
		return u
	}
	out := []Update[V]{frame(0, game.NoSeat, nil)}
	for i, e := range l.Entries {
		next, events, err := g.Reduce(s, e.Seat, e.Action)
		if err != nil {
			return out, fmt.Errorf("%w: action %d (%s): %v", game.ErrCorruptLog, i+1, e.Seat, err)
		}
		s = next
		out = append(out, frame(i+1, e.Seat, events))
	}
	return out, nil
}
