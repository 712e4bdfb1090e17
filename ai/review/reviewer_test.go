package review_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	aipd "teahouse/ai/pokerdice"
	"teahouse/ai/review"
	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/catalog"
	"teahouse/game/host"
	gp "teahouse/game/pokerdice"
	gy "teahouse/game/yahtzee"
)

// stepReviewer values each of the seat's actions by its step: the chosen
// one worth the step, another one worth one more.
func stepReviewer(_ context.Context, l game.Log[gp.Action], req review.Request) ([]review.Position, error) {
	var out []review.Position
	for i, e := range l.Entries {
		if e.Seat != req.Seat {
			continue
		}
		out = append(out, review.Position{Step: i, Kind: "act", Chosen: 0,
			Choices: []review.Choice{{Action: e.Action.String(), Value: float64(i)}, {Action: "other", Value: float64(i + 1)}}})
	}
	return out, nil
}

func pokerdiceLog(t *testing.T, seed uint64) []byte {
	t.Helper()
	players := []game.Player{{Kind: game.Human}, {Kind: game.AI, Level: "simple"}}
	sitters, err := aipd.Roster.Sitters([]game.Player{{Kind: game.AI, Level: "simple"}, {Kind: game.AI, Level: "simple"}},
		func(game.Seat) bot.Options { return bot.Options{} })
	require.NoError(t, err)
	g, err := host.Play(context.Background(), gp.Game, gp.Config{}, seed, sitters, host.PlayOptions{})
	require.NoError(t, err)
	l := g.Log()
	l.Header.Players = players
	var b bytes.Buffer
	require.NoError(t, l.Write(&b))
	return b.Bytes()
}

func TestJoinReviews(t *testing.T) {
	th := review.Thresholds{Unit: "points", Inaccuracy: 0.5, Mistake: 2, Blunder: 5}
	e := review.Join(catalog.Of(gp.Def, aipd.Roster), stepReviewer, th, "test 1")
	var _ catalog.Entry = e
	r, err := review.For(e)
	require.NoError(t, err)
	assert.Equal(t, fmt.Sprintf("review v%d, %s rules v%d, reviewer test 1", review.Version, gp.Game.Name(), gp.Game.Version()), r.ReviewVersion())

	data := pokerdiceLog(t, 3)
	rep, err := r.Review(context.Background(), data, "match.jsonl", review.Request{Seat: 1})
	require.NoError(t, err)
	assert.Equal(t, gp.Game.Name(), rep.Game)
	assert.Equal(t, game.Seat(1), rep.Seat)
	require.NotEmpty(t, rep.Decisions)
	assert.Equal(t, rep.Summary.Decisions, rep.Summary.Inaccuracies)
	assert.InDelta(t, float64(len(rep.Decisions)), rep.Summary.TotalCost, 1e-9)
}

func TestJoinRefuses(t *testing.T) {
	th := review.Thresholds{Unit: "points", Inaccuracy: 0.5, Mistake: 2, Blunder: 5}
	e := review.Join(catalog.Of(gp.Def, aipd.Roster), stepReviewer, th, "test 1")
	data := pokerdiceLog(t, 4)
	failing := review.Join(catalog.Of(gp.Def, aipd.Roster), func(context.Context, game.Log[gp.Action], review.Request) ([]review.Position, error) {
		return nil, errors.New("out of budget")
	}, th, "test 1")
	bad := review.Join(catalog.Of(gp.Def, aipd.Roster), func(context.Context, game.Log[gp.Action], review.Request) ([]review.Position, error) {
		return []review.Position{{Step: 0, Chosen: 3}}, nil
	}, th, "test 1")
	sealed := bytes.Replace(data, []byte(`"seed":`), []byte(`"sealed_seed":"abc","seed":`), 1)
	other := bytes.Replace(data, []byte(`"game":"`+gp.Game.Name()+`"`), []byte(`"game":"yahtzee"`), 1)
	tests := []struct {
		name string
		e    review.Reviewer
		data []byte
		seat game.Seat
		want string
	}{
		{"no such seat", e, data, 2, "no seat P3"},
		{"a negative seat", e, data, -1, "no seat"},
		{"not a log", e, []byte("hello\n"), 0, "corrupt game log"},
		{"empty", e, nil, 0, "empty"},
		{"another game's log", e, other, 0, "not \"" + gp.Game.Name() + "\""},
		{"a game being played", e, sealed, 0, "still being played"},
		{"the reviewer fails", failing, data, 0, "out of budget"},
		{"the reviewer is wrong", bad, data, 0, "not one of its"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.e.Review(context.Background(), tt.data, "match.jsonl", review.Request{Seat: tt.seat})
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

func TestForWithoutReviewer(t *testing.T) {
	_, err := review.For(catalog.Of(gy.Def, bot.Roster[gy.View, gy.Action]{}))
	require.ErrorIs(t, err, review.ErrNoReviewer)
	assert.EqualError(t, err, "no review for yahtzee yet")
}
