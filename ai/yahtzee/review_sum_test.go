package yahtzee

import (
	"context"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"teahouse/ai/review"
	"teahouse/game"
	"teahouse/game/bot"
	"teahouse/game/host"
	gy "teahouse/game/yahtzee"
)

// reviewOf reviews seat's decisions in l with the table t.
func reviewOf(t testing.TB, tbl *Table, l game.Log[gy.Action], seat game.Seat) review.Report {
	ps, err := Review(Ready(tbl))(context.Background(), l, review.Request{Seat: seat})
	require.NoError(t, err)
	r, err := review.Of(gy.Game.Name(), seat, ReviewThresholds, ps)
	require.NoError(t, err)
	return r
}

// The exact review adds up: the greedy seat's expected loss is what the
// review charges it. At each decision the cost is the drop in the
// expected final score under optimal play from there, so a game's final
// score is the optimal expectation less the costs plus the luck of the
// dice (mean zero): over 2,000 games the mean total cost equals the
// optimal mean less greedy's mean score within the standard error. The
// optimal seat beside it gives away exactly nothing in every game.
func TestReviewCostsAddUp(t *testing.T) {
	if testing.Short() {
		t.Skip("2,000 games")
	}
	const games = 2000
	tbl := sharedTable(t)
	sitters, err := Roster(Ready(tbl)).Sitters([]game.Player{{Kind: game.AI, Level: "greedy"}, {Kind: game.AI, Level: "optimal"}},
		func(game.Seat) bot.Options { return bot.Options{} })
	require.NoError(t, err)
	optimal := tbl.FreshValue()
	var sumCost, sumScore, sumGap, sumGap2 float64
	for i := range games {
		g, err := host.Play(context.Background(), gy.Game, gy.Config{Seats: 2}, game.SubSeed(5, i), sitters, host.PlayOptions{})
		require.NoError(t, err)
		l := g.Log()
		greedy, best := reviewOf(t, tbl, l, 0), reviewOf(t, tbl, l, 1)
		require.Equal(t, 0.0, best.Summary.TotalCost, "game %d: the optimal seat gives nothing away", i)
		require.Equal(t, best.Summary.Decisions, best.Summary.Best, "game %d", i)
		score := float64(g.Outcome().Seats[0].Score)
		gap := greedy.Summary.TotalCost + score - optimal // the luck of the dice
		sumCost, sumScore, sumGap, sumGap2 = sumCost+greedy.Summary.TotalCost, sumScore+score, sumGap+gap, sumGap2+gap*gap
	}
	meanCost, meanScore, meanGap := sumCost/games, sumScore/games, sumGap/games
	se := math.Sqrt((sumGap2/games - meanGap*meanGap) / (games - 1))
	t.Logf("greedy over %d games: mean total cost %.2f, optimal mean %.2f less greedy's mean score %.2f = %.2f; difference %.2f, standard error %.2f",
		games, meanCost, optimal, meanScore, optimal-meanScore, meanGap, se)
	assert.Greater(t, meanCost, 10.0, "greedy gives points away")
	assert.InDelta(t, optimal-meanScore, meanCost, 3*se, "the mean total cost is the optimal mean less greedy's mean score")
}

// The hint and the review never disagree: at every decision of many
// games the review's best choice is worth what the advisor's first hold
// or box is worth, and is named as the advisor names it when it is the
// advisor's first choice.
func TestReviewAgreesWithTheAdvisor(t *testing.T) {
	tbl := sharedTable(t)
	games := 40
	if testing.Short() {
		games = 5
	}
	sitters, err := Roster(Ready(tbl)).Sitters([]game.Player{{Kind: game.AI, Level: "greedy"}}, func(game.Seat) bot.Options { return bot.Options{} })
	require.NoError(t, err)
	positions := 0
	for i := range games {
		g, err := host.Play(context.Background(), gy.Game, gy.Config{Seats: 1}, game.SubSeed(24, i), sitters, host.PlayOptions{})
		require.NoError(t, err)
		l := g.Log()
		r := reviewOf(t, tbl, l, 0)
		s, err := game.Start(gy.Game, l.Header)
		require.NoError(t, err)
		d := 0
		for step, e := range l.Entries {
			if d < len(r.Decisions) && r.Decisions[d].Step == step {
				v := gy.Game.View(s, 0)
				advised := -math.MaxFloat64
				if left := v.RollsLeft(); left > 0 {
					advised = Holds(tbl, v.Card(), v.Dice, left, 1)[0].EV
				}
				if e.Action.Kind == gy.KindScore {
					advised = math.Max(advised, Boxes(tbl, v.Card(), v.Dice)[0].EV)
				}
				assert.InDelta(t, advised, r.Decisions[d].BestValue, 1e-9, "game %d step %d", i, step)
				assert.InDelta(t, r.Decisions[d].Choices[0].Value, r.Decisions[d].BestValue, 1e-9)
				d, positions = d+1, positions+1
			}
			s, _, err = gy.Game.Reduce(s, e.Seat, e.Action)
			require.NoError(t, err)
		}
		require.Equal(t, len(r.Decisions), d)
	}
	assert.Greater(t, positions, games*30)
}

// A decision's review is made from what the seat knew then: a log cut
// just after the decision (so later rolls, and everything after, are
// other or none) reviews it the same.
func TestReviewSeesNoFuture(t *testing.T) {
	tbl := sharedTable(t)
	sitters, err := Roster(Ready(tbl)).Sitters([]game.Player{{Kind: game.AI, Level: "greedy"}, {Kind: game.AI, Level: "optimal"}},
		func(game.Seat) bot.Options { return bot.Options{} })
	require.NoError(t, err)
	g, err := host.Play(context.Background(), gy.Game, gy.Config{Seats: 2}, 25, sitters, host.PlayOptions{})
	require.NoError(t, err)
	l := g.Log()
	whole := reviewOf(t, tbl, l, 1)
	for i, d := range whole.Decisions {
		if i%5 != 0 {
			continue
		}
		cut := l.Clone()
		cut.Entries = cut.Entries[:d.Step+1]
		r := reviewOf(t, tbl, cut, 1)
		require.Len(t, r.Decisions, i+1)
		assert.Equal(t, d, r.Decisions[i])
	}
}

// Progress hears of every entry of the seat, and the last call is the
// whole.
func TestReviewProgress(t *testing.T) {
	tbl := sharedTable(t)
	sitters, err := Roster(Ready(tbl)).Sitters([]game.Player{{Kind: game.AI, Level: "greedy"}, {Kind: game.AI, Level: "greedy"}},
		func(game.Seat) bot.Options { return bot.Options{} })
	require.NoError(t, err)
	g, err := host.Play(context.Background(), gy.Game, gy.Config{Seats: 2}, 26, sitters, host.PlayOptions{})
	require.NoError(t, err)
	var calls [][2]int
	_, err = Review(Ready(tbl))(context.Background(), g.Log(), review.Request{Seat: 1, Progress: func(done, total int) { calls = append(calls, [2]int{done, total}) }})
	require.NoError(t, err)
	require.NotEmpty(t, calls)
	last := calls[len(calls)-1]
	assert.Equal(t, last[0], last[1])
	for i, c := range calls {
		assert.Equal(t, i+1, c[0])
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = Review(Ready(tbl))(ctx, g.Log(), review.Request{Seat: 1})
	assert.ErrorIs(t, err, context.Canceled)
}

// BenchmarkReview reviews one seat of a whole game (the greedy seat's, 39
// or so decisions) with the table in memory, as the review command does
// once the cached table is read.
func BenchmarkReview(b *testing.B) {
	tbl := solvedTable()
	sitters, err := Roster(Ready(tbl)).Sitters([]game.Player{{Kind: game.AI, Level: "greedy"}}, func(game.Seat) bot.Options { return bot.Options{} })
	require.NoError(b, err)
	g, err := host.Play(context.Background(), gy.Game, gy.Config{Seats: 1}, 3, sitters, host.PlayOptions{})
	require.NoError(b, err)
	l := g.Log()
	b.ResetTimer()
	for range b.N {
		if _, err := Review(Ready(tbl))(context.Background(), l, review.Request{}); err != nil {
			b.Fatal(err)
		}
	}
}
