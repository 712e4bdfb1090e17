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
	ps, err := WalkSeats(ctx, g, l, func(s game.Seat) bool { return s == seat }, progress,
		func(_ game.Seat, v V, a A) (Position, bool, error) { return decide(v, a) })
	return ps[seat], err
}

// WalkSeats is Walk for every seat keep takes at once (the summaries at
// a game's end review every seat): decide hears which seat acted, and
// the positions come by seat; progress counts the actions of all those
// seats.
func WalkSeats[C, S, A, V any](ctx context.Context, g game.Game[C, S, A, V], l game.Log[A], keep func(game.Seat) bool,
	progress func(done, total int), decide func(seat game.Seat, v V, a A) (Position, bool, error)) (map[game.Seat][]Position, error) {
	s, err := game.Start(g, l.Header)
	if err != nil {
		return nil, err
	}
	total, done := 0, 0
	for _, e := range l.Entries {
		if keep(e.Seat) {
			total++
		}
	}
	out := map[game.Seat][]Position{}
	for i, e := range l.Entries {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		next, _, err := g.Reduce(s, e.Seat, e.Action)
		if err != nil {
			return nil, fmt.Errorf("%w: action %d (%s): %v", game.ErrCorruptLog, i+1, e.Seat, err)
		}
		if keep(e.Seat) {
			p, ok, err := decide(e.Seat, g.View(s, e.Seat), e.Action)
			if err != nil {
				return nil, fmt.Errorf("action %d (%s): %w", i+1, e.Seat, err)
			}
			if ok {
				p.Step = i
				out[e.Seat] = append(out[e.Seat], p)
			}
			if done++; progress != nil {
				progress(done, total)
			}
		}
		s = next
	}
	return out, nil
}
