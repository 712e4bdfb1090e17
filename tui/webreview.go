package tui

import (
	"context"
	"errors"
	"fmt"

	"teahouse/ai/review"
	"teahouse/game"
	"teahouse/game/webreplay"
	"teahouse/tui/screen"
	"teahouse/tui/table"
)

// reviewPage adds to page, the saved log f of g seen with the eyes of
// eye, the review of that seat's decisions (of the seat a review is of by
// default when the page shows every hand: a seat's review says what it
// knew, which no other seat's page may show): the summary at the top and
// each decision's mark beside its step. The review is the one kept beside
// the log, else worked out and kept.
func reviewPage(ctx context.Context, page webreplay.Page, g screen.Game, f ReplayFile, h game.Header, eye game.Seat) (webreplay.Page, error) {
	rv, err := review.For(g.Entry)
	if err != nil {
		return page, fmt.Errorf("%s: %w", f.Name, err)
	}
	seat := eye
	if eye == game.Omniscient {
		seat = review.DefaultSeat(h.Players)
	}
	rep, _, err := review.Kept(ctx, rv, f.Name, review.Request{Seat: seat})
	if err != nil && !errors.Is(err, review.ErrNotKept) {
		return page, err
	}
	page.Review = &webreplay.Review{Seat: table.ReviewedSeat(seat, page.Players), Lines: reviewLines(rep)}
	for _, d := range rep.Decisions {
		if d.Step+1 >= len(page.Steps) {
			continue // a step the page has not: a log cut short
		}
		m := &webreplay.Mark{Kind: string(d.Mark), Sign: table.MarkSign(d.Mark, false)}
		if d.Mark != review.Best {
			m.Best = table.BestWords(rep, d, false)
		}
		page.Steps[d.Step+1].Mark = m
	}
	return page, nil
}

// reviewLines sum up a review: the decisions by mark, the cost and the
// accuracy, the thresholds, and how estimates are judged.
func reviewLines(rep review.Report) []string {
	digits := rep.Thresholds.Digits()
	th := rep.Thresholds
	lines := []string{
		rep.Summary.Line(rep.Unit, digits),
		fmt.Sprintf("A choice that cost at least %.*f %s is an inaccuracy (?!), %.*f a mistake (?), %.*f a blunder (??); ★ marks the best choice, ✓ one that cost less.",
			digits, th.Inaccuracy, rep.Unit, digits, th.Mistake, digits, th.Blunder),
	}
	for _, d := range rep.Decisions {
		if d.SE > 0 {
			return append(lines, fmt.Sprintf("Values are estimates (± one standard error); a cost within %d standard errors of the gap is marked good, never worse.", review.Noise))
		}
	}
	return lines
}
