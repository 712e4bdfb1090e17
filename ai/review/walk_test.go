package review_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/ai/review"
	"teahouse/game"
	"teahouse/game/gametest"
	gp "teahouse/game/pokerdice"
)

// Walk asks about each of the seat's actions from that seat's view, in
// order, sets each position's step, keeps only the decisions, reports
// progress, and refuses a log whose action the game refuses.
func TestWalk(t *testing.T) {
	l := gametest.PlayLog(t, gp.Game, gp.Config{}, 7, func(_ game.Seat, v gp.View) gp.Action { return v.Legal()[0] })
	var steps []int
	for i, e := range l.Entries {
		if e.Seat == 1 {
			steps = append(steps, i)
		}
	}
	require.NotEmpty(t, steps)
	var asked, progressed int
	ps, err := review.Walk(context.Background(), gp.Game, l, 1, func(done, total int) {
		progressed++
		assert.Equal(t, progressed, done)
		assert.Equal(t, len(steps), total)
	}, func(v gp.View, a gp.Action) (review.Position, bool, error) {
		assert.Equal(t, game.Seat(1), v.Viewer, "the seat's own view")
		assert.Equal(t, l.Entries[steps[asked]].Action, a)
		asked++
		return review.Position{Kind: "act"}, asked%2 == 1, nil // every other one a decision
	})
	require.NoError(t, err)
	assert.Equal(t, len(steps), asked)
	assert.Equal(t, len(steps), progressed)
	require.Len(t, ps, (len(steps)+1)/2)
	for k, p := range ps {
		assert.Equal(t, steps[2*k], p.Step)
	}

	bad := l
	bad.Entries = append([]game.Entry[gp.Action](nil), l.Entries...)
	bad.Entries[0].Seat = 1 - bad.Entries[0].Seat // out of turn
	_, err = review.Walk(context.Background(), gp.Game, bad, 1, nil, func(gp.View, gp.Action) (review.Position, bool, error) {
		return review.Position{}, false, nil
	})
	assert.ErrorIs(t, err, game.ErrCorruptLog)
}

// WalkSeats asks about the actions of every seat it keeps, each from its
// own view, and gives each seat its own positions; progress counts them
// all.
func TestWalkSeats(t *testing.T) {
	l := gametest.PlayLog(t, gp.Game, gp.Config{}, 7, func(_ game.Seat, v gp.View) gp.Action { return v.Legal()[0] })
	var last int
	ps, err := review.WalkSeats(context.Background(), gp.Game, l, func(game.Seat) bool { return true }, func(done, total int) {
		assert.Equal(t, len(l.Entries), total)
		last = done
	}, func(seat game.Seat, v gp.View, _ gp.Action) (review.Position, bool, error) {
		assert.Equal(t, seat, v.Viewer, "the acting seat's own view")
		return review.Position{Kind: "act"}, true, nil
	})
	require.NoError(t, err)
	assert.Equal(t, len(l.Entries), last)
	for seat, got := range ps {
		require.NotEmpty(t, got)
		for _, p := range got {
			assert.Equal(t, seat, l.Entries[p.Step].Seat, "a position in its seat's list")
		}
	}
	assert.Len(t, ps, 2)
	assert.Len(t, append(ps[0], ps[1]...), len(l.Entries))
}
