package screentest

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"teahouse/ai/review"
	"teahouse/game"
	"teahouse/tui/screen"
)

// OpenReviewed is OpenReplay of a replay offering r, as the shell opens
// it: a review asked for at once (r.On) is worked out by the screen's
// Init, whose commands are run before it returns.
func OpenReviewed[M screen.Screen](t testing.TB, g screen.Screens, env screen.Env, data []byte, name string, r screen.Review) M {
	t.Helper()
	scr, err := g.Replay(env, data, name, game.Instant)
	require.NoError(t, err)
	rs, ok := scr.(screen.Reviewer)
	require.True(t, ok, "a replay offers a review")
	scr = rs.Reviewed(r)
	t.Cleanup(scr.Close)
	m, _ := Drive(t, scr.(M), Run(scr.Init())...)
	return m
}

// ReviewBy is the review rv makes of the decisions in the log data (name
// labels errors) of a game of seats seats, seat's first, on at once, for
// a replay of the game called title to offer.
func ReviewBy(title string, rv review.Reviewer, data []byte, name string, seat game.Seat, seats int) screen.Review {
	return screen.Review{Game: title, Seat: seat, Seats: seats, On: true,
		Run: func(ctx context.Context, seat game.Seat, progress func(done, total int)) (review.Report, error) {
			return rv.Review(ctx, data, name, review.Request{Seat: seat, Progress: progress})
		}}
}
