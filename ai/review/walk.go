package review

import (
	"context"
	"fmt"

	"teahouse/game"
)

// Walk replays the log l of g from its header and asks decide about every
// action of seat, from that seat's view just before it was taken: decide
// values the decision (Walk sets its Step) or reports that it was none.
// progress, when set, hears of each of the seat's actions (done of
// total). Walk stops when ctx is done; an action g refuses is an error
// wrapping game.ErrCorruptLog.
func Walk[C, S, A, V any](ctx context.Context, g game.Game[C, S, A, V], l game.Log[A], seat game.Seat,
	progress func(done, total int), decide func(v V, a A) (Position, bool, error)) ([]Position, error) {
	s, err := game.Start(g, l.Header)
	if err != nil {
		return nil, err
	}
	total, done := 0, 0
	for _, e := range l.Entries {
		if e.Seat == seat {
			total++
		}
	}
	var out []Position
	for i, e := range l.Entries {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		next, _, err := g.Reduce(s, e.Seat, e.Action)
		if err != nil {
			return nil, fmt.Errorf("%w: action %d (%s): %v", game.ErrCorruptLog, i+1, e.Seat, err)
		}
		if e.Seat == seat {
			p, ok, err := decide(g.View(s, e.Seat), e.Action)
			if err != nil {
				return nil, fmt.Errorf("action %d (%s): %w", i+1, e.Seat, err)
			}
			if ok {
				p.Step = i
				out = append(out, p)
			}
			if done++; progress != nil {
				progress(done, total)
			}
		}
		s = next
	}
	return out, nil
}
