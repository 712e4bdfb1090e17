package screen

import (
	"context"

	"teahouse/ai/review"
	"teahouse/game"
)

// Review is the review of a saved game a replay screen offers: whose
// decisions, and how to have them reviewed.
type Review struct {
	// Game is the game's title, said when it has no reviewer.
	Game string
	// Seat is the seat whose decisions are reviewed first; Seats how
	// many seats the game has (the screen reviews another on request).
	Seat  game.Seat
	Seats int
	// Run reviews seat's decisions (or reads the review kept beside the
	// log): ctx stops it, progress is told as decisions are reviewed. Nil
	// when the game has no reviewer.
	Run func(ctx context.Context, seat game.Seat, progress func(done, total int)) (review.Report, error)
	// On shows the review as the screen opens: it is worked out at once
	// and its marks drawn when it is ready.
	On bool
}

// Reviewer is a replay screen that can show a review of its game's
// decisions, turned on and off by a key.
type Reviewer interface {
	// Reviewed returns the screen offering r.
	Reviewed(r Review) Screen
}
