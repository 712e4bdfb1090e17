package tui

import (
	"bytes"
	"context"
	"errors"

	"teahouse/ai/review"
	"teahouse/game"
	"teahouse/tui/screen"
)

// reviewOf is the review a replay of the saved log f of g offers: the
// decisions of the seat a review is of by default (the one person at the
// table, else P1), the one `teahouse review FILE` gives: read from beside
// the log when it was kept there, else worked out by the game's reviewer
// and kept (a review that cannot be kept is shown all the same). It is
// shown at once when on. A game without a reviewer offers one that says
// so.
func reviewOf(g screen.Game, f ReplayFile, on bool) screen.Review {
	r := screen.Review{Game: g.Title, On: on}
	if h, err := game.ReadHeader(bytes.NewReader(f.Data), f.Name); err == nil {
		r.Seat, r.Seats = review.DefaultSeat(h.Players), len(h.Players)
	}
	rv, err := review.For(g.Entry)
	if err != nil {
		return r
	}
	r.Run = func(ctx context.Context, seat game.Seat, progress func(done, total int)) (review.Report, error) {
		rep, _, err := review.Kept(ctx, rv, f.Name, review.Request{Seat: seat, Progress: progress})
		if errors.Is(err, review.ErrNotKept) {
			err = nil
		}
		return rep, err
	}
	return r
}
